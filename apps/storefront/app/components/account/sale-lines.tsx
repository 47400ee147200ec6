import { useIntl } from '~/i18n/intl';
import { lineAmountView, lineUnitPrice } from '~/domain/cart-amounts';
import { lineDisplay } from '~/domain/cart-line-product';
import { isProductLine } from '~/domain/cart-merge';
import { formatPrice, formatUnitPrice } from '~/domain/money';
import type { Sale } from '~/domain/sale';
import { useRootData } from '~/hooks/use-root-data';
import { CartTotals } from '../cart/cart-totals';
import { LinePicture, LineTitle } from '../cart/line-product';
import { useLineCatalog } from '../cart/use-line-catalog';
import { Spinner } from './spinner';

/**
 * The order's products, as the catalogue knows them, with their unit prices, amounts and the order's
 * totals, all on the customer's tax basis and all the ERP's own figures (docs/product/screens.md#account); the unit price
 * multiplies back to the amount (lineUnitPrice), as on the order's PDF. A quotation has nothing delivered:
 * `delivered={false}` leaves that column out.
 */
export function SaleLines({ sale, delivered = true }: { sale: Sale; delivered?: boolean }) {
  const intl = useIntl();
  const { locale } = useRootData();
  const lines = sale.lines.filter(isProductLine);
  const catalog = useLineCatalog(lines.map((line) => line.product_id));
  const t = (id: string) => intl.formatMessage({ id });
  if (catalog.basis === null) return <Spinner />;
  const basis = catalog.basis;
  return (
    <section aria-labelledby="lines-title" className="space-y-3">
      <h2 id="lines-title" className="text-xl font-semibold">
        {t('sale.lines')}
      </h2>
      <div className="overflow-x-auto">
        <table className="w-full text-left">
          <thead className="border-b border-black/20">
            <tr>
              <th scope="col" className="px-2 py-2">
                {t('picking.product')}
              </th>
              <th scope="col" className="px-2 py-2">
                {t('picking.quantity')}
              </th>
              <th scope="col" className="px-2 py-2 text-right">
                {basis === 'included' ? t('sale.line.unit_price') : t('sale.line.unit_price_untaxed')}
              </th>
              {delivered ? (
                <th scope="col" className="px-2 py-2">
                  {t('sale.quantity_delivered')}
                </th>
              ) : null}
              <th scope="col" className="px-2 py-2 text-right">
                {basis === 'included' ? t('sale.line.amount') : t('sale.line.amount_untaxed')}
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => {
              const display = lineDisplay(line.name, catalog.products.get(line.product_id) ?? undefined);
              const amount = lineAmountView(line, basis);
              return (
                <tr key={line.id} className="border-b border-black/10" data-testid="sale-line">
                  <td className="px-2 py-2">
                    <div className="flex items-center gap-3">
                      <LinePicture display={display} size="sm" />
                      <div>
                        <LineTitle display={display} />
                      </div>
                    </div>
                  </td>
                  <td className="px-2 py-2">{line.qty}</td>
                  <td className="px-2 py-2 text-right">
                    {formatUnitPrice(lineUnitPrice(line, basis), locale)}
                  </td>
                  {delivered ? <td className="px-2 py-2">{line.qty_delivered}</td> : null}
                  <td className="px-2 py-2 text-right">
                    {amount.beforeDiscount !== null ? (
                      <s className="mr-2">{formatPrice(amount.beforeDiscount, locale)}</s>
                    ) : null}
                    {formatPrice(amount.amount, locale)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="ml-auto max-w-sm" data-testid="sale-totals">
        <CartTotals cart={sale} basis={basis} />
      </div>
    </section>
  );
}
