import { useEffect, useId, useRef } from 'react';

interface ConfirmDialogProps {
  /** The question, which names what will happen. */
  question: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** Also on Escape: closing the dialog any way but confirming cancels. */
  onCancel: () => void;
}

/**
 * A question the shopper answers before something that cannot be undone, in the page's own style and
 * language (a native modal <dialog>: focus kept inside, Escape cancels), where the browser's confirm()
 * would speak the browser's language and block the page.
 */
export function ConfirmDialog({
  question,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const questionId = useId();
  const confirmed = useRef(false);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  return (
    <dialog
      ref={dialog}
      role="alertdialog"
      aria-labelledby={questionId}
      onClose={() => (confirmed.current ? onConfirm() : onCancel())}
      className="m-auto w-full max-w-sm rounded-lg p-6 backdrop:bg-black/40"
    >
      <p id={questionId} className="mb-6 font-medium">
        {question}
      </p>
      <div className="flex justify-end gap-2">
        <button
          type="button"
          autoFocus
          onClick={() => dialog.current?.close()}
          className="rounded border border-black/20 px-4 py-2 hover:bg-black/5"
        >
          {cancelLabel}
        </button>
        <button
          type="button"
          onClick={() => {
            confirmed.current = true;
            dialog.current?.close();
          }}
          className="rounded bg-red-800 px-4 py-2 text-white hover:bg-red-900"
        >
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
