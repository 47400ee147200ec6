import { useIntl } from '~/i18n/intl';
import { Navigate, useLocation } from 'react-router';
import { CartView } from '~/components/cart/cart-view';
import { useCartAddLink } from '~/components/cart/use-cart-add-link';
import { readAddLink } from '~/domain/cart-add-link';
import { readPaymentReturn } from '~/domain/payment-return';
import type { HydrationHandle } from '~/services/hydration/hydration-handle';
import { useLocalePath } from '~/hooks/use-root-data';
import { pageDescription, pageTitle } from '~/i18n/page-title';
import { useSessionUser } from '~/services/session/use-session';
import type { Route } from './+types/cart';

/**
 * The cart's HTML is the same for everyone (the cart itself lives in the browser), so search engines may
 * read it like any page; its canonical link drops `?add=` and payment-return parameters.
 */
export function meta({ matches }: Route.MetaArgs) {
  return [...pageTitle(matches, 'cart.title'), ...pageDescription(matches, 'cart.meta_description')];
}

/** An add link or a payment return is work for the page as it arrives. */
export const handle: HydrationHandle = {
  hydrateAtOnce: (url) =>
    readAddLink(url.searchParams) !== undefined || readPaymentReturn(url.searchParams) !== undefined,
};

export default function CartPage() {
  const intl = useIntl();
  const localePath = useLocalePath();
  const location = useLocation();
  const user = useSessionUser();
  useCartAddLink();
  // docs/product/screens.md#routes: /cart?status=success|pending means the order was placed; the validated page shows it.
  if (readPaymentReturn(new URLSearchParams(location.search))?.completed) {
    return <Navigate to={`${localePath('/checkout/validated')}${location.search}`} replace />;
  }
  return (
    <section className="space-y-6">
      <h1 className="text-3xl font-semibold">{intl.formatMessage({ id: 'cart.title' })}</h1>
      <CartView loyaltyCards={user?.loyaltyCards ?? []} />
    </section>
  );
}
