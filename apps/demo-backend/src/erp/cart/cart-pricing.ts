import { unitPriceFor } from '../catalog/product-catalog.ts';
import type { ErpContext } from '../context.ts';
import { run } from '../db.ts';
import { round2 } from '../http/format.ts';
import { type Lang, translate } from '../http/lang.ts';
import { getPartner, pricelistOf } from '../partners/partner-repo.ts';
import { carrierPrice, destinationCountry, getCarrier } from './carriers.ts';
import { appliedPromoCodes, bestReward, loyaltyCard, loyaltyRewards, rewardLines } from './rewards.ts';
import { deleteLines, getSale, insertLine, type LineRow, saleLines } from './sale-repo.ts';

export interface LineAmounts {
  untaxed: number;
  tax: number;
}

export function lineAmounts(line: LineRow): LineAmounts {
  if (line.fixed_untaxed !== null) return { untaxed: line.fixed_untaxed, tax: line.fixed_tax ?? 0 };
  const exact = line.qty * line.unit_price;
  // Taxed before rounding (Odoo's round-globally), so a tax-included catalogue price adds up to the cent.
  return { untaxed: round2(exact), tax: round2(exact * line.tax_rate) };
}

export function sumAmounts(lines: LineRow[]): LineAmounts {
  return lines.map(lineAmounts).reduce(
    (sum, amounts) => ({
      untaxed: round2(sum.untaxed + amounts.untaxed),
      tax: round2(sum.tax + amounts.tax),
    }),
    { untaxed: 0, tax: 0 },
  );
}

/**
 * Brings an open cart up to date after any change: product prices for the partner's pricelist, the
 * delivery line for the chosen carrier and destination, and reward lines (Odoo's recompute and loyalty
 * re-evaluation). Runs inside the caller's transaction.
 */
export function recomputeCart(ctx: Pick<ErpContext, 'db' | 'catalog'>, saleId: number, lang: Lang): void {
  const { db } = ctx;
  const sale = getSale(db, saleId);
  if (!sale || sale.typology !== 'cart') return;
  const role = pricelistOf(getPartner(db, sale.partner_id));

  for (const line of saleLines(db, saleId, 'product')) {
    const product = line.product_id === null ? undefined : ctx.catalog.findProduct(line.product_id);
    if (!product) continue;
    run(
      db,
      'UPDATE erp_sale_lines SET name = ?, unit_price = ?, tax_rate = ? WHERE id = ?',
      `[${product.sku}] ${translate(product.names, lang)}`,
      unitPriceFor(product, role),
      product.taxRate,
      line.id,
    );
  }

  deleteLines(db, saleId, 'delivery');
  const carrier = sale.carrier_id === null ? undefined : getCarrier(db, sale.carrier_id);
  const price = carrier ? carrierPrice(carrier, destinationCountry(db, sale)) : undefined;
  if (carrier && price !== undefined) {
    const names = JSON.parse(carrier.names) as Record<Lang, string>;
    insertLine(db, saleId, {
      kind: 'delivery',
      productId: carrier.product_id,
      name: translate(names, lang),
      qty: 1,
      unitPrice: price,
      taxRate: carrier.tax_rate,
    });
  } else if (sale.carrier_id !== null) {
    // The new destination is not served by this carrier: the shopper has to choose again.
    run(db, 'UPDATE erp_sales SET carrier_id = NULL WHERE id = ?', saleId);
  }

  deleteLines(db, saleId, 'reward');
  const totals = sumAmounts(saleLines(db, saleId, 'product'));
  let reward = undefined;
  if (sale.loyalty_card_id !== null && sale.loyalty_reward_id !== null) {
    const card = loyaltyCard(db, sale.loyalty_card_id);
    const gross = round2(totals.untaxed + totals.tax);
    const affordable = card ? loyaltyRewards(db).filter((r) => r.id === sale.loyalty_reward_id) : [];
    reward = card ? bestReward(affordable, card.points, gross) : undefined;
    // A reward the cart no longer covers is withdrawn rather than giving more than the cart is worth.
    if (!reward) {
      run(db, 'UPDATE erp_sales SET loyalty_card_id = NULL, loyalty_reward_id = NULL WHERE id = ?', saleId);
    }
  }
  for (const line of rewardLines(totals, appliedPromoCodes(db, saleId), reward)) insertLine(db, saleId, line);
}
