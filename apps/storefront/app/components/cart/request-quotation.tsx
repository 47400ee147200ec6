import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isBusinessCustomer } from '~/domain/quotation';
import { useLocalePath, useRootData } from '~/hooks/use-root-data';
import { useIntl } from '~/i18n/intl';
import { useSessionUser } from '~/services/session/use-session';
import { useNotify } from '../notifications/notifications';
import { useCart } from './cart-context';
import { buttonClass } from '~/components/ui/button-class';

/**
 * "Request a quotation", for a business customer on an ERP with shopinvader_api_quotation
 * (domain/quotation.ts): the ERP turns the cart into a quotation a salesperson prices, the shop starts a
 * new cart, and the customer lands on the quotation, which says what comes next. It waits, as the
 * checkout does, for the cart's changes to reach the ERP.
 */
export function RequestQuotation({ blocked }: { blocked: boolean }) {
  const intl = useIntl();
  const notify = useNotify();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const { erpModules, erpApi, defaultPricelistId } = useRootData();
  const user = useSessionUser();
  const { services } = useCart();
  const [busy, setBusy] = useState(false);
  if (
    !erpModules.quotations ||
    !isBusinessCustomer(user, { extension: erpApi.extension, defaultPricelistId })
  )
    return null;

  const request = async () => {
    if (!services) return;
    setBusy(true);
    try {
      const id = await services.cartApi.requestQuotation();
      // The cart is the quotation now: the ERP has no open cart left, nor has the shop.
      services.engine.clear();
      notify('success', intl.formatMessage({ id: 'quotations.requested' }));
      await navigate(localePath(`/account/quotations/${id}`));
    } catch {
      notify('error', intl.formatMessage({ id: 'quotations.request_error' }));
      setBusy(false);
    }
  };
  return (
    <div className="space-y-2">
      <button
        type="button"
        onClick={request}
        disabled={blocked || busy || !services}
        aria-busy={busy}
        aria-describedby="request-quotation-hint"
        className={buttonClass('outline', 'lg', 'w-full')}
      >
        {intl.formatMessage({ id: 'quotations.request' })}
      </button>
      <p id="request-quotation-hint" className="text-sm">
        {intl.formatMessage({ id: 'quotations.request_hint' })}
      </p>
    </div>
  );
}
