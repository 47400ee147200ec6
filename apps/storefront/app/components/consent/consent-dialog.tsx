import { useEffect, useRef, useState } from 'react';
import { useIntl } from '~/i18n/intl';
import { COOKIE_ENTRIES } from '~/domain/consent';
import { CloseIcon } from '../ui/icons';
import { useConsent } from './consent-context';

const button = 'rounded border px-3 py-2 text-sm font-medium';

/**
 * The dialog where each cookie entry is switched on or off. It does not close on a click outside (the
 * native modal dialog ignores backdrop clicks), and it is not forced: Escape and the close button leave
 * it without a choice.
 */
export function ConsentDialog({ openAtStart = false }: { openAtStart?: boolean }) {
  const intl = useIntl();
  const { consent, choose, registerSettingsOpener } = useConsent();
  const dialog = useRef<HTMLDialogElement>(null);
  const [optional, setOptional] = useState<string[]>([]);
  const t = (id: string) => intl.formatMessage({ id });

  useEffect(() => {
    registerSettingsOpener(() => {
      setOptional(consent?.enabled ?? []);
      dialog.current?.showModal();
    });
  }, [consent, registerSettingsOpener]);

  // Loaded on the first request to open it (consent-settings.tsx), it opens as soon as it is there.
  const openedAtStart = useRef(false);
  useEffect(() => {
    if (!openAtStart || openedAtStart.current) return;
    openedAtStart.current = true;
    setOptional(consent?.enabled ?? []);
    dialog.current?.showModal();
  }, [openAtStart, consent]);

  const decide = (choice: Parameters<typeof choose>[0]) => {
    choose(choice);
    dialog.current?.close();
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby="consent-dialog-title"
      className="m-auto w-[min(36rem,92vw)] rounded-lg bg-white p-0 shadow-xl backdrop:bg-black/40"
      data-testid="consent-dialog"
    >
      <div className="flex items-center justify-between border-b border-black/10 p-4">
        <h2 id="consent-dialog-title" className="text-lg font-semibold">
          {t('consent.dialog.title')}
        </h2>
        <button
          type="button"
          className="rounded p-2 hover:bg-black/5"
          aria-label={t('consent.dialog.close')}
          onClick={() => dialog.current?.close()}
        >
          <CloseIcon />
        </button>
      </div>
      <form
        className="space-y-4 p-4"
        onSubmit={(event) => {
          event.preventDefault();
          decide({ kind: 'save', optional });
        }}
      >
        <p className="text-sm">{t('consent.dialog.text')}</p>
        <ul className="space-y-3">
          {COOKIE_ENTRIES.map((entry) => (
            <li key={entry.id} className="flex gap-3">
              <input
                id={`consent-${entry.id}`}
                type="checkbox"
                className="mt-1 size-5 accent-brand-dark"
                checked={entry.necessary || optional.includes(entry.id)}
                disabled={entry.necessary}
                aria-describedby={`consent-${entry.id}-description`}
                onChange={(event) =>
                  setOptional((current) =>
                    event.target.checked ? [...current, entry.id] : current.filter((id) => id !== entry.id),
                  )
                }
              />
              <div>
                <label htmlFor={`consent-${entry.id}`} className="font-medium">
                  {t(`consent.${entry.id}.name`)}
                </label>
                <p id={`consent-${entry.id}-description`} className="text-sm text-black/75">
                  {t(`consent.${entry.id}.description`)}
                </p>
              </div>
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={`${button} border-brand-dark bg-brand-dark text-white`}>
            {t('consent.save')}
          </button>
          <button
            type="button"
            className={`${button} border-black/30`}
            onClick={() => decide({ kind: 'accept-all' })}
          >
            {t('consent.accept_all')}
          </button>
          <button
            type="button"
            className={`${button} border-black/30`}
            onClick={() => decide({ kind: 'decline-all' })}
          >
            {t('consent.decline_all')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
