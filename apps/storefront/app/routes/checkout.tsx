import { useIntl } from '~/i18n/intl';
import { Link, Navigate } from 'react-router';
import { CartBusy } from '~/components/cart/cart-busy';
import { useCart } from '~/components/cart/cart-context';
import { CartMergeNotice } from '~/components/cart/cart-merge-notice';
import { useLineCatalog } from '~/components/cart/use-line-catalog';
import { CheckoutFlow } from '~/components/checkout/checkout-flow';
import { useLocalePath } from '~/hooks/use-root-data';
import { localeFromPathname } from '~/i18n/locales';
import { pageTitle } from '~/i18n/page-title';
import { loadSettings } from '~/services/erp/settings.server';
import { useSession } from '~/services/session/use-session';
import type { Route } from './+types/checkout';

export async function loader({ url }: Route.LoaderArgs) {
  const settings = await loadSettings(localeFromPathname(url.pathname));
  return { countries: settings.countries };
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageTitle(matches, 'checkout.title'), { name: 'robots', content: 'noindex' }];
}

export default function CheckoutPage({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const localePath = useLocalePath();
  const { state } = useCart({ start: true });
  const session = useSession();
  const catalog = useLineCatalog(state.lines.map((line) => line.productId));
  const t = (id: string) => intl.formatMessage({ id });

  if (!state.loaded || session.loading || catalog.basis === null) return <CartBusy labelId="cart.loading" />;
  // Nothing to order: back to the cart (docs/product/screens.md#checkout).
  if (state.lines.length === 0) return <Navigate to={localePath('/cart')} replace />;
  if (state.hasPendingTransactions) {
    return (
      <section className="space-y-4">
        <h1 className="text-3xl font-semibold">{t('cart.pending.title')}</h1>
        <p>{t('cart.pending.checkout')}</p>
        <Link
          to={localePath('/cart')}
          className="inline-block rounded bg-brand-dark px-4 py-2 text-white hover:bg-ink"
        >
          {t('cart.pending.back')}
        </Link>
      </section>
    );
  }
  return (
    <section className="space-y-6">
      <h1 className="text-3xl font-semibold">{t('checkout.title')}</h1>
      <CartMergeNotice />
      <CheckoutFlow
        countries={loaderData.countries}
        signedIn={session.signedIn}
        products={catalog.products}
        basis={catalog.basis}
      />
    </section>
  );
}
