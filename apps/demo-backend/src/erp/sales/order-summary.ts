import type { Database } from '../../db/database.ts';
import { lineAmounts, saleAmounts } from '../cart/cart-pricing.ts';
import { carrierJson, getCarrier } from '../cart/carriers.ts';
import { type LineRow, lineName, type SaleRow, saleLines } from '../cart/sale-repo.ts';
import type { TaxedAmounts } from '../cart/taxes.ts';
import type { Lang } from '../http/lang.ts';

/** Tax included (individuals, therapists) or excluded (businesses with net prices). */
type TaxBasis = 'included' | 'excluded';

interface SummaryLine {
  /** The product's name as the shop's pages show it. */
  name: string;
  qty: number;
  /** The amount divided by the quantity, unrounded: quantity × unit price is the amount. */
  unitPrice: number;
  amount: number;
}

/**
 * An order as its documents (PDF, confirmation mail) present it: the figures and words of the shop's
 * order page (apps/storefront/app/components/account/sale-lines.tsx and cart-totals.tsx), each one the
 * ERP's own on the customer's tax basis.
 */
export interface OrderSummary {
  basis: TaxBasis;
  lines: SummaryLine[];
  /** The products, before the order's discounts. */
  subtotal: number;
  discounts: { name: string; amount: number }[];
  shipping: { carrier: string; amount: number } | null;
  untaxed: number;
  tax: number;
  total: number;
}

/**
 * The customer's tax basis, by the storefront's rule (apps/storefront/app/domain/cart-amounts.ts,
 * `taxBasisFor`): net prices on every product mean without tax, anything else with tax.
 */
function taxBasisOf(lines: readonly LineRow[]): TaxBasis {
  const products = lines.filter((line) => line.kind === 'product');
  return products.length > 0 && products.every((line) => line.price_include === 0) ? 'excluded' : 'included';
}

function amountOn(amounts: TaxedAmounts, basis: TaxBasis): number {
  return basis === 'included' ? amounts.total : amounts.untaxed;
}

/**
 * A product line's name without the `[SKU] ` Odoo puts before it, the way the storefront reads it
 * (apps/storefront/app/domain/cart-line-product.ts, `cleanLineName`): "Template (variant values)".
 */
function productName(line: Pick<LineRow, 'names'>, lang: Lang): string {
  return lineName(line, lang)
    .replace(/^\s*\[[^\]]*\]\s*/, '')
    .trim();
}

export function orderSummary(db: Database, sale: SaleRow, lang: Lang): OrderSummary {
  const lines = saleLines(db, sale.id);
  const basis = taxBasisOf(lines);
  const amounts = saleAmounts(lines);
  const ofKind = (kind: LineRow['kind']) => lines.filter((line) => line.kind === kind);
  const carrier = sale.carrier_id === null ? undefined : getCarrier(db, sale.carrier_id);
  const [delivery] = ofKind('delivery');
  return {
    basis,
    lines: ofKind('product').map((line) => {
      const amount = amountOn(lineAmounts(line), basis);
      return { name: productName(line, lang), qty: line.qty, unitPrice: amount / line.qty, amount };
    }),
    subtotal: amountOn(amounts.product, basis),
    discounts: ofKind('reward').map((line) => ({
      name: lineName(line, lang),
      amount: amountOn(lineAmounts(line), basis),
    })),
    shipping: delivery
      ? {
          carrier: carrier ? carrierJson(carrier, lang).name : lineName(delivery, lang),
          amount: amountOn(lineAmounts(delivery), basis),
        }
      : null,
    ...amounts.all,
  };
}
