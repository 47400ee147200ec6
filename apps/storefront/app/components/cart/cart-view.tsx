import { useIntl } from '~/i18n/intl';
import type { LoyaltyCard } from '~/domain/loyalty';
import { Link } from 'react-router';
import { useLocalePath } from '~/hooks/use-root-data';
import { CartBusy } from './cart-busy';
import { useCart } from './cart-context';
import { CartCoupon } from './cart-coupon';
import { ClaimableRewards } from './claimable-rewards';
import { CART_ANSWER_MIN_HEIGHT, CartEmpty } from './cart-empty';
import { CartLineItem } from './cart-line-item';
import { CartMergeNotice } from './cart-merge-notice';
import { CartSyncNotice } from './cart-sync-notice';
import { CartDeliveryInfo } from './cart-delivery-info';
import { CartTotals } from './cart-totals';
import { LoyaltyRewards } from './loyalty-rewards';
import { RequestQuotation } from './request-quotation';
import { useLineCatalog } from './use-line-catalog';

/** The cart page's content: loading, empty or filled (docs/product/screens.md#cart). */
export function CartView({ loyaltyCards }: { loyaltyCards: readonly LoyaltyCard[] }) {
  const intl = useIntl();
  const localePath = useLocalePath();
  const { state, services } = useCart({ start: true });
  const catalog = useLineCatalog(state.lines.map((line) => line.productId));
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const retry = () => {
    services?.engine.wake();
    void services?.engine.sync(false);
  };

  // The amounts wait for the tax basis rather than show on one and move to the other. The page is
  // rendered loading (the cart lives in the browser): the space of an empty cart is kept, so that the
  // most common answer of a first visit moves nothing below it when it shows.
  if (!state.loaded || !services || catalog.basis === null)
    return (
      <div className={CART_ANSWER_MIN_HEIGHT}>
        <CartBusy labelId="cart.loading" />
      </div>
    );
  const basis = catalog.basis;
  const notice = (
    <>
      <CartSyncNotice state={state} onRetry={retry} />
      <CartMergeNotice />
    </>
  );
  if (state.lines.length === 0) {
    return (
      <>
        {notice}
        <CartEmpty />
      </>
    );
  }

  const blocked = state.hasPendingTransactions;
  return (
    <div className="space-y-4">
      {notice}
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <section aria-label={t('cart.lines.label', { count: state.lines.length })}>
          <ul>
            {state.lines.map((line, index) => (
              <CartLineItem
                key={line.key}
                line={line}
                index={index}
                product={catalog.products.get(line.productId)}
                basis={basis}
                onQuantity={(target, qty) => services.engine.setQuantity(target, qty)}
                onRemove={(target) => services.engine.remove(target)}
              />
            ))}
          </ul>
        </section>
        <aside className="space-y-6" aria-label={t('cart.summary.title')}>
          <CartCoupon />
          <ClaimableRewards />
          <LoyaltyRewards cards={loyaltyCards} />
          {state.cart ? <CartTotals cart={state.cart} basis={basis} /> : null}
          {state.cart ? <CartDeliveryInfo cart={state.cart} basis={basis} /> : null}
          {blocked ? (
            <div className="space-y-2">
              <button
                type="button"
                disabled
                className="w-full cursor-not-allowed rounded bg-black/30 px-4 py-3 font-semibold text-white"
                aria-describedby="checkout-blocked"
              >
                {t('cart.summary.checkout')}
              </button>
              <p id="checkout-blocked" className="text-sm">
                {t('cart.pending.checkout')}
              </p>
            </div>
          ) : (
            <Link
              to={localePath('/checkout')}
              className="block w-full rounded bg-brand-dark px-4 py-3 text-center font-semibold text-white hover:bg-ink"
            >
              {t('cart.summary.checkout')}
            </Link>
          )}
          <RequestQuotation blocked={blocked} />
        </aside>
      </div>
    </div>
  );
}
