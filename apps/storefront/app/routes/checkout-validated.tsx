import { useIntl } from '~/i18n/intl';
import { Link, Navigate } from 'react-router';
import { CartBusy } from '~/components/cart/cart-busy';
import { OrderSummary } from '~/components/checkout/order-summary';
import { useCompletedOrder } from '~/components/checkout/use-completed-order';
import { WarningIcon } from '~/components/ui/icons';
import { useLocalePath } from '~/hooks/use-root-data';
import { readPaymentReturn } from '~/domain/payment-return';
import { pageTitle } from '~/i18n/page-title';
import type { Route } from './+types/checkout-validated';
import { HYDRATE_AT_ONCE } from '~/services/hydration/hydration-handle';
import { buttonClass } from '~/components/ui/button-class';

/** The confirmation reads the last sale from the browser and the payment return from the address. */
export const handle = HYDRATE_AT_ONCE;

export function meta({ matches, location }: Route.MetaArgs) {
  // A payment that did not go through thanks nobody: the tab says what the page says.
  const cancelled = readPaymentReturn(new URLSearchParams(location.search))?.status === 'cancelled';
  const title = cancelled ? 'cart.validated.cancelled.title' : 'cart.validated.title';
  return [...pageTitle(matches, title), { name: 'robots', content: 'noindex' }];
}

const BUTTON = buttonClass('primary', 'md', 'inline-block');

/** After the payment (docs/product/screens.md#checkout-validated): paid, pending, or cancelled with a way back to the checkout. */
export default function CheckoutValidatedPage() {
  const intl = useIntl();
  const localePath = useLocalePath();
  const { ready, paymentReturn, lastSale } = useCompletedOrder();
  const t = (id: string) => intl.formatMessage({ id });

  if (!ready) return <CartBusy labelId="checkout.validated.loading" />;
  if (paymentReturn?.status === 'cancelled') {
    return (
      <section className="space-y-4 text-center" data-testid="payment-cancelled">
        <WarningIcon className="mx-auto size-16 text-red-800" />
        <h1 className="text-3xl font-semibold">{t('cart.validated.cancelled.title')}</h1>
        <p>{t('cart.validated.cancelled.message')}</p>
        <Link to={localePath('/checkout')} className={BUTTON}>
          {t('cart.validated.cancelled.retry')}
        </Link>
      </section>
    );
  }
  if (!lastSale) return <Navigate to={localePath('/cart')} replace />;
  const status = paymentReturn?.status ?? lastSale.status;
  const pendingMessage = paymentReturn?.pendingMessage ?? lastSale.pendingMessage;
  return (
    <section className="space-y-6" data-testid={`payment-${status}`}>
      <h1 className="text-3xl font-semibold">{t('cart.validated.title')}</h1>
      {status === 'pending' ? (
        <div className="space-y-2 rounded border-l-4 border-amber-700 bg-amber-50 p-4">
          <p>{t('cart.validated.pending')}</p>
          {pendingMessage ? <p className="whitespace-pre-line">{pendingMessage}</p> : null}
        </div>
      ) : (
        <div className="space-y-2 rounded border-l-4 border-green-700 bg-green-50 p-4">
          <p className="font-medium">
            <span aria-hidden="true">{'✓ '}</span>
            {t('cart.validated.intro')}
          </p>
          <p>{t('cart.validated.message')}</p>
        </div>
      )}
      <Link to={localePath('/account')} className={BUTTON}>
        {t('cart.validated.link')}
      </Link>
      <OrderSummary order={lastSale.cart} />
    </section>
  );
}
