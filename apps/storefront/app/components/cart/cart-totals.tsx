import { useIntl } from '~/i18n/intl';
import { cartAmountsView, type TaxBasis } from '~/domain/cart-amounts';
import type { ErpCart } from '~/domain/cart-types';
import { formatPrice } from '~/domain/money';
import { useRootData } from '~/hooks/use-root-data';

interface CartTotalsProps {
  /** A cart, or an order: both have the ERP's amounts in the same shape. */
  cart: ErpCart;
  basis: TaxBasis;
}

function Row({
  label,
  children,
  className = '',
}: {
  label: React.ReactNode;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <div className={`flex justify-between gap-4 ${className}`}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The ERP's totals (docs/product/entities.md#cart) on the customer's tax basis (cartAmountsView): never computed
 * here, so they are the ones the order is charged. Without tax, the untaxed total comes before the tax
 * and the total with tax.
 */
export function CartTotals({ cart, basis }: CartTotalsProps) {
  const intl = useIntl();
  const { locale } = useRootData();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const price = (amount: number) => formatPrice(amount, locale);
  const view = cartAmountsView(cart, basis);
  const included = view.basis === 'included';

  return (
    <dl className="space-y-2" data-testid="cart-totals" data-basis={view.basis}>
      <Row label={included ? t('cart.total.subtotal') : t('cart.total.subtotal_untaxed')}>
        {price(view.subtotal)}
      </Row>
      {view.discounts.map((discount) => (
        <Row key={discount.key} label={discount.label ?? t('cart.total.discount')} className="text-green-800">
          {discount.withTax === null ? (
            price(discount.amount)
          ) : (
            <span className="flex flex-col items-end" data-testid="discount-bases">
              <span>{t('cart.total.discount_untaxed', { amount: price(discount.amount) })}</span>
              <span className="text-sm">
                {t('cart.total.discount_with_tax', { amount: price(discount.withTax) })}
              </span>
            </span>
          )}
        </Row>
      ))}
      {view.shipping ? (
        <Row
          label={
            included
              ? t('cart.total.shipping', { carrier: view.shipping.carrier })
              : t('cart.total.shipping_untaxed', { carrier: view.shipping.carrier })
          }
        >
          {view.shipping.amount > 0 ? price(view.shipping.amount) : t('cart.delivery.free')}
        </Row>
      ) : null}
      {view.untaxedTotal !== null ? (
        <>
          <Row label={t('cart.total.untaxed')} className="border-t border-black/10 pt-2 font-medium">
            {price(view.untaxedTotal)}
          </Row>
          <Row label={t('cart.total.vat')}>{price(view.tax)}</Row>
        </>
      ) : null}
      <Row label={t('cart.total.title')} className="border-t border-black/10 pt-2 text-lg font-semibold">
        <span data-testid="cart-total">{price(view.total)}</span>
      </Row>
      {included ? (
        <Row label={t('cart.total.tax')} className="text-sm text-black/70">
          {price(view.tax)}
        </Row>
      ) : null}
    </dl>
  );
}
