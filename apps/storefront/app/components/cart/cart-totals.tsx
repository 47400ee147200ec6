import { useIntl } from '~/i18n/intl';
import type { ErpCart, ErpCartLine } from '~/domain/cart-types';
import { formatPrice } from '~/domain/money';
import { useRootData } from '~/hooks/use-root-data';

interface CartTotalsProps {
  cart: ErpCart;
  rewardLines: ErpCartLine[];
}

/** The ERP's totals (SPEC §3 Cart amount): never computed here, so they are the ones the order will have. */
export function CartTotals({ cart, rewardLines }: CartTotalsProps) {
  const intl = useIntl();
  const { locale } = useRootData();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const price = (amount: number) => formatPrice(amount, locale);
  const { amount, delivery } = cart;
  const carrier = delivery.selected_carrier;

  return (
    <dl className="space-y-2" data-testid="cart-totals">
      <div className="flex justify-between gap-4">
        <dt>{t('cart.total.subtotal')}</dt>
        <dd>{price(amount.total_without_shipping_without_discount)}</dd>
      </div>
      {rewardLines.map((line) => (
        <div key={line.id} className="flex justify-between gap-4 text-green-800">
          <dt>{line.name}</dt>
          <dd>{price(line.amount.total)}</dd>
        </div>
      ))}
      {amount.discount_total > 0 && rewardLines.length === 0 ? (
        <div className="flex justify-between gap-4 text-green-800">
          <dt>{t('cart.total.discount')}</dt>
          <dd>{price(-amount.discount_total)}</dd>
        </div>
      ) : null}
      {carrier ? (
        <div className="flex justify-between gap-4">
          <dt>{t('cart.total.shipping', { carrier: carrier.name })}</dt>
          <dd>{delivery.amount.total > 0 ? price(delivery.amount.total) : t('cart.delivery.free')}</dd>
        </div>
      ) : null}
      <div className="flex justify-between gap-4 border-t border-black/10 pt-2 text-lg font-semibold">
        <dt>{t('cart.total.title')}</dt>
        <dd data-testid="cart-total">{price(amount.total)}</dd>
      </div>
      <div className="flex justify-between gap-4 text-sm text-black/70">
        <dt>{t('cart.total.tax')}</dt>
        <dd>{price(amount.tax)}</dd>
      </div>
    </dl>
  );
}
