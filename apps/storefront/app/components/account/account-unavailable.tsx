import { useIntl } from '~/i18n/intl';
import { useRevalidator } from 'react-router';

/**
 * The ERP is down or too slow, so the account cannot be shown: say so in the shopper's language, tell
 * them they are still signed in, and let them try again without leaving the page.
 */
export function AccountUnavailable() {
  const intl = useIntl();
  const revalidator = useRevalidator();
  return (
    <section className="space-y-3 rounded-lg border border-red-700/30 bg-red-50 p-6">
      <h1 className="text-2xl font-semibold">{intl.formatMessage({ id: 'account.unavailable.title' })}</h1>
      <p role="alert">{intl.formatMessage({ id: 'account.unavailable.text' })}</p>
      <button
        type="button"
        onClick={() => void revalidator.revalidate()}
        disabled={revalidator.state === 'loading'}
        className="rounded bg-brand-dark px-4 py-2 text-white hover:bg-ink disabled:opacity-60"
      >
        {intl.formatMessage({ id: 'account.unavailable.retry' })}
      </button>
    </section>
  );
}
