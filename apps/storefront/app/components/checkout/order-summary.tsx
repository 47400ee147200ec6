import { useIntl } from '~/i18n/intl';
import { lineAmountView } from '~/domain/cart-amounts';
import { lineDisplay } from '~/domain/cart-line-product';
import { isProductLine } from '~/domain/cart-merge';
import type { ErpCart } from '~/domain/cart-types';
import { formatPrice } from '~/domain/money';
import { useRootData } from '~/hooks/use-root-data';
import { CartBusy } from '../cart/cart-busy';
import { CartTotals } from '../cart/cart-totals';
import { LinePicture, LineTitle } from '../cart/line-product';
import { useLineCatalog } from '../cart/use-line-catalog';

/** The order just placed, from the cart kept as last sale (docs/product/screens.md#checkout-validated). */
export function OrderSummary({ order }: { order: ErpCart }) {
  const intl = useIntl();
  const { locale } = useRootData();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const lines = order.lines.filter(isProductLine);
  const catalog = useLineCatalog(lines.map((line) => line.product_id));
  const address = order.delivery.address;
  if (catalog.basis === null) return <CartBusy labelId="checkout.validated.loading" />;
  const basis = catalog.basis;
  return (
    <section
      aria-labelledby="order-summary-title"
      className="space-y-4 rounded border border-black/10 p-4"
      data-testid="order-summary"
    >
      <h2 id="order-summary-title" className="text-xl font-semibold">
        {t('checkout.validated.order', { name: order.name })}
      </h2>
      <ul className="divide-y divide-black/10">
        {lines.map((line) => {
          const display = lineDisplay(line.name, catalog.products.get(line.product_id) ?? undefined);
          return (
            <li key={line.id} className="flex items-start gap-3 py-2" data-testid="order-line">
              <LinePicture display={display} size="sm" />
              <div className="min-w-0 flex-1">
                <LineTitle display={display} />
                <span className="block text-sm text-black/70">{t('cart.line.qty', { qty: line.qty })}</span>
              </div>
              <span>{formatPrice(lineAmountView(line, basis).amount, locale)}</span>
            </li>
          );
        })}
      </ul>
      {address ? (
        <p>
          {t('checkout.validated.delivery', {
            carrier: order.delivery.selected_carrier?.name ?? '',
            address: [address.name, address.street, [address.zip, address.city].filter(Boolean).join(' ')]
              .filter(Boolean)
              .join(', '),
          })}
        </p>
      ) : null}
      <CartTotals cart={order} basis={basis} />
    </section>
  );
}
