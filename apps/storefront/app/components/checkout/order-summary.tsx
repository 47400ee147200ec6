import { useIntl } from '~/i18n/intl';
import type { ErpCart } from '~/domain/cart-types';
import { formatPrice } from '~/domain/money';
import { useRootData } from '~/hooks/use-root-data';
import { CartTotals } from '../cart/cart-totals';

/** The order just placed, from the cart kept as last sale (screens §2.7). */
export function OrderSummary({ order }: { order: ErpCart }) {
  const intl = useIntl();
  const { locale } = useRootData();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const lines = order.lines.filter((line) => !line.is_delivery && !line.is_reward_line);
  const address = order.delivery.address;
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
        {lines.map((line) => (
          <li key={line.id} className="flex justify-between gap-4 py-2">
            <span>
              {line.name} <span className="text-black/60">{t('cart.line.qty', { qty: line.qty })}</span>
            </span>
            <span>{formatPrice(line.amount.total, locale)}</span>
          </li>
        ))}
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
      <CartTotals cart={order} rewardLines={order.lines.filter((line) => line.is_reward_line)} />
    </section>
  );
}
