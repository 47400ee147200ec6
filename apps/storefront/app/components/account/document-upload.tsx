import { useRef, useState } from 'react';
import { useIntl } from '~/i18n/intl';
import { useRootData } from '~/hooks/use-root-data';
import { sessionStore } from '~/services/session/session';
import { useNotify } from '../notifications/notifications';
import { ErpErrorMessage } from './erp-error-message';
import { buttonClass } from '~/components/ui/button-class';

/** Professionals send the shop their documents (a therapist's diploma, a company register extract). */
export function DocumentUpload() {
  const intl = useIntl();
  const notify = useNotify();
  const { locale } = useRootData();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();
  const [empty, setEmpty] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const files = [...(input.current?.files ?? [])];
    setError(undefined);
    setEmpty(files.length === 0);
    if (files.length === 0) return;
    const body = new FormData();
    for (const file of files) body.append('files', file);
    setBusy(true);
    try {
      await sessionStore.erp(locale).post('customer/upload_files', body);
      notify('success', intl.formatMessage({ id: 'account.profile.documents.sent' }));
      if (input.current) input.current.value = '';
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-labelledby="documents-title">
      <h2 id="documents-title" className="text-xl font-semibold">
        {intl.formatMessage({ id: 'account.profile.documents.title' })}
      </h2>
      <p className="text-sm">{intl.formatMessage({ id: 'account.profile.documents.help' })}</p>
      <ErpErrorMessage error={error} />
      <label htmlFor="documents" className="block font-medium">
        {intl.formatMessage({ id: 'account.profile.documents.files' })}
      </label>
      <input
        ref={input}
        id="documents"
        type="file"
        multiple
        accept="application/pdf,image/png,image/jpeg,image/webp"
        aria-invalid={empty}
        aria-describedby={empty ? 'documents-error' : undefined}
      />
      {empty ? (
        <p id="documents-error" className="text-sm text-red-700">
          {intl.formatMessage({ id: 'error.login.required' })}
        </p>
      ) : null}
      <button type="submit" disabled={busy} aria-busy={busy} className={buttonClass('secondary')}>
        {intl.formatMessage({ id: 'account.profile.documents.send' })}
      </button>
    </form>
  );
}
