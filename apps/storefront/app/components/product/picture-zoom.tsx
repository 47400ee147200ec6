import { useEffect, useId, useRef } from 'react';
import type { ImageSet } from '~/domain/catalog';
import { CloseIcon } from '../ui/icons';

interface PictureZoomProps {
  image: ImageSet;
  /** Which picture of which product: the dialog's name. */
  title: string;
  closeLabel: string;
  onClose: () => void;
}

/**
 * A product picture in its largest rendition, in a modal dialog over the page: larger than a phone's
 * screen, it is panned by scrolling, and the browser's own pinch zoom stays allowed. Escape, the
 * close button or a click beside the picture close it, and the focus returns to the picture.
 */
export function PictureZoom({ image, title, closeLabel, onClose }: PictureZoomProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  const picture = image.xlarge ?? image.large ?? image.medium ?? image.small;
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-white p-0 backdrop:bg-black/60"
      data-testid="picture-zoom"
    >
      <div className="fixed inset-x-0 top-0 z-10 flex items-center justify-between gap-4 bg-white/90 px-4 py-2">
        <h2 id={titleId} className="font-medium">
          {title}
        </h2>
        <button
          type="button"
          aria-label={closeLabel}
          onClick={() => dialog.current?.close()}
          className="rounded-full p-2 hover:bg-black/5"
        >
          <CloseIcon className="size-6" />
        </button>
      </div>
      <img
        src={picture?.src}
        alt={picture?.alt || title}
        width={1000}
        height={1000}
        className="mx-auto mt-14 h-auto w-[1000px] max-w-none"
      />
    </dialog>
  );
}
