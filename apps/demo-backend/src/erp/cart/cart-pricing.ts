import { unitPriceFor } from '../catalog/product-catalog.ts';
import type { ErpContext } from '../context.ts';
import { run } from '../db.ts';
import { LANGS } from '../http/lang.ts';
import { sumMoney } from '../money.ts';
import { getPartner, pricelistOf } from '../partners/partner-repo.ts';
import {
  type CarrierListOptions,
  deliveryLine,
  destinationCountry,
  getCarrier,
  shippingPrice,
} from './carriers.ts';
import {
  claimedRewards,
  freeProductLine,
  programDiscount,
  withdrawLapsedRewards,
} from './loyalty-programs.ts';
import { appliedPromoCodes, bestReward, loyaltyCard, loyaltyRewards, rewardLines } from './rewards.ts';
import { deleteLines, getSale, insertLine, type LineKind, type LineRow, saleLines } from './sale-repo.ts';
import { computeTaxes, type TaxedAmounts } from './taxes.ts';

/** A line's untaxed amount, tax and total, each to the cent, total = untaxed + tax. */
export function lineAmounts(line: LineRow): TaxedAmounts {
  if (line.fixed_untaxed !== null) {
    const tax = line.fixed_tax ?? 0;
    return { untaxed: line.fixed_untaxed, tax, total: sumMoney([line.fixed_untaxed, tax]) };
  }
  return computeTaxes({
    unitPrice: line.unit_price,
    qty: line.qty,
    taxRate: line.tax_rate,
    priceInclude: line.price_include === 1,
  });
}

/** The amounts of several lines: the sums of theirs, as Odoo's order totals are. */
export function sumAmounts(lines: LineRow[]): TaxedAmounts {
  const amounts = lines.map(lineAmounts);
  return {
    untaxed: sumMoney(amounts.map((amount) => amount.untaxed)),
    tax: sumMoney(amounts.map((amount) => amount.tax)),
    total: sumMoney(amounts.map((amount) => amount.total)),
  };
}

export type SaleAmounts = Record<LineKind, TaxedAmounts> & { all: TaxedAmounts };

/** A cart's or order's amounts by kind of line, and of all its lines: what every figure is read from. */
export function saleAmounts(lines: LineRow[]): SaleAmounts {
  const of = (kind: LineKind) => sumAmounts(lines.filter((line) => line.kind === kind));
  return { product: of('product'), delivery: of('delivery'), reward: of('reward'), all: sumAmounts(lines) };
}

/**
 * Brings an open cart up to date after any change: product prices for the partner's pricelist, reward
 * lines, and the delivery line for the chosen carrier and destination (Odoo's recompute and loyalty
 * re-evaluation). Lines are named in every language. Runs inside the caller's transaction.
 */
export function recomputeCart(ctx: Pick<ErpContext, 'db' | 'catalog'>, saleId: number): void {
  const { db } = ctx;
  const sale = getSale(db, saleId);
  if (!sale || sale.typology !== 'cart') return;
  const role = pricelistOf(getPartner(db, sale.partner_id));

  for (const line of saleLines(db, saleId, 'product')) {
    const product = line.product_id === null ? undefined : ctx.catalog.findProduct(line.product_id);
    if (!product) continue;
    const price = unitPriceFor(product, role);
    const names = Object.fromEntries(
      LANGS.flatMap((lang) =>
        product.names[lang] ? [[lang, `[${product.sku}] ${product.names[lang]}`]] : [],
      ),
    );
    run(
      db,
      'UPDATE erp_sale_lines SET names = ?, unit_price = ?, tax_rate = ?, price_include = ? WHERE id = ?',
      JSON.stringify(names),
      price.value,
      product.taxRate,
      price.taxIncluded ? 1 : 0,
      line.id,
    );
  }

  deleteLines(db, saleId, 'reward');
  const products = sumAmounts(saleLines(db, saleId, 'product'));
  let reward = undefined;
  if (sale.loyalty_card_id !== null && sale.loyalty_reward_id !== null) {
    const card = loyaltyCard(db, sale.loyalty_card_id);
    const affordable = card ? loyaltyRewards(db).filter((r) => r.id === sale.loyalty_reward_id) : [];
    reward = card ? bestReward(affordable, card.points, products.total) : undefined;
    // A reward the cart no longer covers is withdrawn rather than giving more than the cart is worth.
    if (!reward) {
      run(db, 'UPDATE erp_sales SET loyalty_card_id = NULL, loyalty_reward_id = NULL WHERE id = ?', saleId);
    }
  }
  withdrawLapsedRewards(db, saleId, products.total);
  const claimed = claimedRewards(db, saleId);
  const discounts = (total: number) =>
    claimed.filter((r) => r.reward_type === 'discount').map((r) => programDiscount(r, total));
  for (const line of rewardLines(products, appliedPromoCodes(db, saleId), reward, discounts))
    insertLine(db, saleId, line);
  for (const { free_product_id: productId } of claimed) {
    const line = productId === null ? undefined : freeProductLine(ctx.catalog, productId);
    if (line) insertLine(db, saleId, line);
  }

  // Last, as the delivery's price depends on the order without it (free_over).
  deleteLines(db, saleId, 'delivery');
  const carrier = sale.carrier_id === null ? undefined : getCarrier(db, sale.carrier_id);
  const price = carrier
    ? shippingPrice(carrier, destinationCountry(db, sale), totalWithoutDelivery(ctx, saleId))
    : undefined;
  if (carrier && price !== undefined) {
    insertLine(db, saleId, deliveryLine(carrier, price));
  } else if (sale.carrier_id !== null) {
    // The new destination is not served by this carrier: the shopper has to choose again.
    run(db, 'UPDATE erp_sales SET carrier_id = NULL WHERE id = ?', saleId);
  }
}

/** Odoo's `_compute_amount_total_without_delivery`: the order's total with tax, after discounts. */
function totalWithoutDelivery(ctx: Pick<ErpContext, 'db'>, saleId: number): number {
  const amounts = saleAmounts(saleLines(ctx.db, saleId));
  return sumMoney([amounts.product.total, amounts.reward.total]);
}

/** How the cart's carrier list is priced and what it tells: the ERP's options, the cart's total. */
export function carrierListOptions(
  ctx: Pick<ErpContext, 'db' | 'options'>,
  saleId: number,
): CarrierListOptions {
  return {
    orderTotal: totalWithoutDelivery(ctx, saleId),
    taxedPrice: ctx.options.carrierTaxedPrice,
    freeOver: ctx.options.extension,
  };
}
