import { useIntl } from '~/i18n/intl';
import { ErpError } from '~/services/erp/erp-error';

/**
 * A failed request where the customer acted: the shop's own message in their language, and the ERP's
 * explanation under it when it gave one (it may name the field or rule at fault). Too many attempts
 * (429) say so, and nothing else.
 */
export function ErpErrorMessage({
  error,
  messageId = 'error.generic',
}: {
  error: unknown;
  messageId?: string;
}) {
  const intl = useIntl();
  if (!error) return null;
  const limited = error instanceof ErpError && error.status === 429;
  const detail = error instanceof ErpError && error.status < 500 && !limited ? error.detail : '';
  return (
    <div role="alert" className="rounded border border-red-700 bg-red-50 p-3 text-sm text-red-800">
      <p>{intl.formatMessage({ id: limited ? 'error.rate_limited' : messageId })}</p>
      {detail ? <p className="mt-1">{detail}</p> : null}
    </div>
  );
}
