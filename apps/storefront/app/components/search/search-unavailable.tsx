import { useIntl } from '~/i18n/intl';
import { Link, useLocation } from 'react-router';

/** The search engine did not answer (the loader answered 503): say so, and offer to try again. */
export function SearchUnavailable() {
  const intl = useIntl();
  const location = useLocation();
  return (
    <div role="alert" className="space-y-3 rounded-lg border border-red-700/30 bg-red-50 p-6">
      <h2 className="font-semibold">{intl.formatMessage({ id: 'search.unavailable.title' })}</h2>
      <p>{intl.formatMessage({ id: 'search.unavailable.text' })}</p>
      <Link
        to={location.pathname + location.search}
        reloadDocument
        className="inline-block rounded bg-brand-dark px-4 py-2 text-white hover:bg-ink"
      >
        {intl.formatMessage({ id: 'search.unavailable.retry' })}
      </Link>
    </div>
  );
}
