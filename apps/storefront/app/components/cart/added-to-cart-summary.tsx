import { useId } from 'react';
import { cartAmountsView, lineAmountView, type TaxBasis } from '~/domain/cart-amounts';
import type { LineProduct } from '~/domain/cart-line-product';
import type { CartLineView } from '~/domain/cart-merge';
import type { ProductCardData } from '~/domain/catalog';
import { lineKey } from '~/domain/cart-options';
import type { CartOptions, ErpCart } from '~/domain/cart-types';
import { formatPrice } from '~/domain/money';
import { useRootData } from '~/hooks/use-root-data';
import { useIntl } from '~/i18n/intl';
import { ProductCard } from '../product/product-card';
import { CartBusy } from './cart-busy';
import { useCart } from './cart-context';
import { CartSyncNotice } from './cart-sync-notice';
import { FreeDeliveryNote } from './free-delivery-note';
import { useCarrierOffers } from './use-carrier-offers';
import { LinePicture, LineTitle, useCartLineDisplay } from './line-product';
import { useLineCatalog } from './use-line-catalog';

/** Cross-sells the drawer shows: a row that fits its width. */
export const DRAWER_CROSS_SELLS = 3;

interface AddedToCartSummaryProps {
  productId: number;
  options?: CartOptions | null;
  crossSelling: readonly ProductCardData[];
  /** The drawer's actions, shown below the figures and above the cross-sells. */
  children: React.ReactNode;
}

/**
 * The add-to-cart drawer's confirmation, loaded on the first add (add-to-cart.tsx): the line as the
 * ERP holds it, the cart's subtotal and the distance to free delivery, on the customer's tax basis
 * as the cart page shows them, then products that go with it. The figures wait for the ERP's answer;
 * while it is out of reach the cart's own notice says so.
 */
export function AddedToCartSummary({ productId, options, crossSelling, children }: AddedToCartSummaryProps) {
  const { state, services } = useCart();
  // All lines decide the basis, as on the cart page: the subtotal is shown as the cart shows it.
  const catalog = useLineCatalog(state.lines.map((line) => line.productId));
  const key = lineKey(productId, options);
  const line = state.lines.find((candidate) => candidate.key === key);
  const erpLine = line && !line.pending ? line.erpLine : null;
  const retry = () => {
    services?.engine.wake();
    void services?.engine.sync(false);
  };
  const shown = crossSelling.slice(0, DRAWER_CROSS_SELLS);

  return (
    <div className="space-y-5">
      <CartSyncNotice state={state} onRetry={retry} />
      {line && erpLine && state.cart && catalog.basis ? (
        <LineSummary
          line={line}
          amount={lineAmountView(erpLine, catalog.basis).amount}
          subtotal={cartAmountsView(state.cart, catalog.basis).subtotal}
          basis={catalog.basis}
          product={catalog.products.get(productId)}
        />
      ) : (
        <CartBusy labelId="cart.drawer.saving" />
      )}
      {state.cart && catalog.basis ? <DrawerFreeDelivery cart={state.cart} basis={catalog.basis} /> : null}
      {children}
      {shown.length > 0 ? <CrossSells products={shown} /> : null}
    </div>
  );
}

function LineSummary({
  line,
  amount,
  subtotal,
  basis,
  product,
}: {
  line: CartLineView;
  amount: number;
  subtotal: number;
  basis: TaxBasis;
  product: LineProduct | null | undefined;
}) {
  const intl = useIntl();
  const { locale } = useRootData();
  const display = useCartLineDisplay(line, product);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const included = basis === 'included';
  return (
    <div data-testid="drawer-line" className="space-y-4">
      <div className="flex gap-3">
        <LinePicture display={display} size="lg" />
        <div className="min-w-0 flex-1">
          <LineTitle display={display} />
          <p className="text-sm" data-testid="drawer-line-qty">
            {t('cart.drawer.quantity', { qty: line.qty })}
          </p>
        </div>
        <p className="text-right font-semibold" data-testid="drawer-line-amount">
          <span className="sr-only">{t(included ? 'cart.line.total' : 'cart.line.total_untaxed')}</span>
          {formatPrice(amount, locale)}
        </p>
      </div>
      <p className="flex justify-between gap-4 border-t border-black/10 pt-3 font-medium">
        <span>{t(included ? 'cart.total.subtotal' : 'cart.total.subtotal_untaxed')}</span>
        <span data-testid="drawer-subtotal">{formatPrice(subtotal, locale)}</span>
      </p>
    </div>
  );
}

function CrossSells({ products }: { products: readonly ProductCardData[] }) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="space-y-3">
      <h3 id={titleId} className="font-semibold">
        {intl.formatMessage({ id: 'product.cross_selling.title' })}
      </h3>
      <ul className="grid grid-cols-3 gap-2 text-sm" data-testid="drawer-cross-sells">
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} headingLevel="h4" />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The drawer's free-delivery hint, from the cart's carriers. */
function DrawerFreeDelivery({ cart, basis }: { cart: ErpCart; basis: TaxBasis }) {
  return <FreeDeliveryNote cart={cart} basis={basis} offers={useCarrierOffers(cart)} />;
}
