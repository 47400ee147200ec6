import { useIntl } from '~/i18n/intl';
import { formatPrice } from '~/domain/money';
import type { Sale } from '~/domain/sale';
import { useRootData } from '~/hooks/use-root-data';

/** The order's products and amounts: discount, untaxed without shipping, shipping, tax, total. */
export function SaleLines({ sale }: { sale: Sale }) {
  const intl = useIntl();
  const { locale } = useRootData();
  const price = (amount: number) => formatPrice(amount, locale);
  return (
    <section aria-labelledby="lines-title" className="space-y-3">
      <h2 id="lines-title" className="text-xl font-semibold">
        {intl.formatMessage({ id: 'sale.lines' })}
      </h2>
      <div className="overflow-x-auto">
        <table className="w-full text-left">
          <thead className="border-b border-black/20">
            <tr>
              <th scope="col" className="px-2 py-2">
                {intl.formatMessage({ id: 'picking.product' })}
              </th>
              <th scope="col" className="px-2 py-2">
                {intl.formatMessage({ id: 'picking.quantity' })}
              </th>
              <th scope="col" className="px-2 py-2">
                {intl.formatMessage({ id: 'sale.quantity_delivered' })}
              </th>
              <th scope="col" className="px-2 py-2 text-right">
                {intl.formatMessage({ id: 'sale.amount.total' })}
              </th>
            </tr>
          </thead>
          <tbody>
            {sale.lines.map((line) => (
              <tr key={line.id} className="border-b border-black/10">
                <td className="px-2 py-2">{line.name}</td>
                <td className="px-2 py-2">{line.qty}</td>
                <td className="px-2 py-2">{line.qtyDelivered}</td>
                <td className="px-2 py-2 text-right">
                  {line.totalWithoutDiscount > line.total ? (
                    <s className="mr-2">{price(line.totalWithoutDiscount)}</s>
                  ) : null}
                  {price(line.total)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="ml-auto grid max-w-sm grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        {sale.amount.discountTotal ? (
          <>
            <dt>{intl.formatMessage({ id: 'sale.amount.discount' })}</dt>
            <dd className="text-right">{price(-Math.abs(sale.amount.discountTotal))}</dd>
          </>
        ) : null}
        <dt>{intl.formatMessage({ id: 'sale.amount.untaxed' })}</dt>
        <dd className="text-right">{price(sale.amount.untaxed)}</dd>
        <dt>{sale.shipping.carrierName || intl.formatMessage({ id: 'sale.amount.shipping' })}</dt>
        <dd className="text-right">{price(sale.shipping.untaxed)}</dd>
        <dt>{intl.formatMessage({ id: 'sale.amount.tax' })}</dt>
        <dd className="text-right">{price(sale.amount.tax)}</dd>
        <dt className="font-semibold">{intl.formatMessage({ id: 'sale.amount.total' })}</dt>
        <dd className="text-right font-semibold" data-testid="sale-total">
          {price(sale.amount.total)}
        </dd>
      </dl>
    </section>
  );
}
