import type { ErpContext } from '../context.ts';
import { all } from '../db.ts';
import { type Lang, translate } from '../http/lang.ts';
import { sumMoney } from '../money.ts';
import { addressJson } from '../partners/address-view.ts';
import { getPartner } from '../partners/partner-repo.ts';
import { providerById } from '../payment/providers.ts';
import { lineAmounts, saleAmounts } from './cart-pricing.ts';
import { roundQty } from './cart-sync.ts';
import { carrierJson, getCarrier } from './carriers.ts';
import { cartStepsJson } from './cart-steps.ts';
import {
  claimableRewards,
  enabledPrograms,
  programName,
  programRewardJson,
  salePrograms,
} from './loyalty-programs.ts';
import { appliedPromoCodes, DISCOUNT_PRODUCT_ID } from './rewards.ts';
import { type LineRow, lineName, type SaleRow, saleLines } from './sale-repo.ts';

interface InvoiceRow {
  id: number;
  name: string;
  date: string;
}

interface PickingRow {
  id: number;
  sale_id: number;
  name: string;
  state: string;
  tracking_reference: string | null;
  delivery_date: string | null;
  carrier_id: number | null;
}

/**
 * How much of a cart line the stock cannot serve. Like Shopinvader, a cart may hold more than the stock
 * (or a product gone from the catalogue) and says so; an order's shortfall shows in its pickings instead.
 */
function qtyUnavailable(ctx: ErpContext, line: LineRow, sale: SaleRow): number {
  if (sale.typology !== 'cart' || line.kind !== 'product' || line.product_id === null) return 0;
  const product = ctx.catalog.findProduct(line.product_id);
  return product ? Math.max(0, roundQty(line.qty - product.qtyAvailable)) : line.qty;
}

/** Odoo's price_unit without its tax: what one unit costs before VAT. */
function untaxedUnitPrice(line: LineRow): number {
  return line.price_include === 1 ? line.unit_price / (1 + line.tax_rate) : line.unit_price;
}

/**
 * shopinvader_schema_sale's `SaleLine` with what the carrier (`qty_delivered`), loyalty
 * (`is_reward_line`, type `reward`) and cart options (`options`) modules add. Upstream has no delivery
 * marker: the shipping line is a `product` line, told apart by the sale's `*_without_shipping` amounts.
 */
export function lineJson(ctx: ErpContext, line: LineRow, lang: Lang) {
  const { untaxed, tax, total } = lineAmounts(line);
  return {
    id: line.id,
    // Reward lines of data folders from before had no product.
    product_id: line.product_id ?? DISCOUNT_PRODUCT_ID,
    name: lineName(line, lang),
    amount: {
      price: untaxedUnitPrice(line),
      untaxed,
      tax,
      total,
      discount_total: 0,
      total_without_discount: total,
    },
    qty: line.qty,
    type: line.kind === 'reward' ? 'reward' : 'product',
    qty_delivered: line.qty_delivered,
    is_reward_line: line.kind === 'reward',
    // shopinvader_api_cart_options answers an object on every line, `{}` for a line without options.
    ...(ctx.options.cartOptions ? { options: JSON.parse(line.options_key) as Record<string, unknown> } : {}),
  };
}

/** The classic generation's line: the storefront's fields (docs/product/entities.md#cart-line) on top of upstream's. */
function classicLineJson(ctx: ErpContext, line: LineRow, sale: SaleRow, lang: Lang) {
  const unitPrice = untaxedUnitPrice(line);
  return {
    ...lineJson(ctx, line, lang),
    type: line.kind,
    qty_unavailable: qtyUnavailable(ctx, line, sale),
    qty_unavailable_diff: 0,
    qty_canceled: sale.state === 'cancel' ? line.qty : 0,
    discount: { rate: 0, value: 0 },
    unit_price: { untaxed: unitPrice, untaxed_with_discount: unitPrice },
    options: line.options_key === '{}' ? null : (JSON.parse(line.options_key) as Record<string, unknown>),
    is_delivery: line.kind === 'delivery',
  };
}

export function pickingsJson(ctx: ErpContext, sale: SaleRow, lines: LineRow[], lang: Lang) {
  const pickings = all<PickingRow>(
    ctx.db,
    'SELECT * FROM erp_pickings WHERE sale_id = ? ORDER BY id',
    sale.id,
  );
  return pickings.map((picking) => {
    const carrier = picking.carrier_id === null ? undefined : getCarrier(ctx.db, picking.carrier_id);
    return {
      delivery_id: picking.id,
      name: picking.name,
      state: picking.state,
      tracking_reference: picking.tracking_reference,
      tracking_url: picking.tracking_reference
        ? `https://tracking.example/${encodeURIComponent(picking.tracking_reference)}`
        : null,
      delivery_date: picking.delivery_date,
      carrier: carrier ? { ...carrierJson(carrier, lang) } : null,
      sale_id: sale.id,
      lines: lines
        .filter((line) => line.kind === 'product')
        .map((line) => ({
          product_id: line.product_id,
          product_name: lineName(line, lang),
          state: picking.state,
          qty: line.qty,
          qty_done: picking.state === 'done' ? line.qty : 0,
        })),
    };
  });
}

/**
 * The Sale of shopinvader_schema_sale with what the cart (`uuid`), carrier (`delivery`, the
 * `*_without_shipping` amounts) and loyalty modules add, for carts and orders alike; the classic
 * generation adds the storefront's fields (docs/product/entities.md#cart).
 */
export function saleJson(ctx: ErpContext, sale: SaleRow, lang: Lang) {
  const { db } = ctx;
  const lines = saleLines(db, sale.id);
  const { product: products, delivery, reward, all: amounts } = saleAmounts(lines);
  const discountTotal = -reward.total;
  const shipping = sale.shipping_partner_id ? getPartner(db, sale.shipping_partner_id) : undefined;
  const invoicing = sale.invoicing_partner_id ? getPartner(db, sale.invoicing_partner_id) : undefined;
  const carrier = sale.carrier_id === null ? undefined : getCarrier(db, sale.carrier_id);
  const stock = {
    id: sale.id,
    uuid: sale.uuid,
    name: sale.name,
    state: sale.state,
    typology: sale.typology,
    client_order_ref: sale.client_order_ref,
    date_order: sale.date_order,
    date_commitment: null,
    note: sale.note,
    lines: lines.map((line) => lineJson(ctx, line, lang)),
    amount: {
      untaxed: amounts.untaxed,
      tax: amounts.tax,
      total: amounts.total,
      discount_total: discountTotal,
      total_without_discount: sumMoney([amounts.total, discountTotal]),
      untaxed_without_shipping: sumMoney([products.untaxed, reward.untaxed]),
      tax_without_shipping: sumMoney([products.tax, reward.tax]),
      total_without_shipping: sumMoney([products.total, reward.total]),
      total_without_shipping_without_discount: products.total,
    },
    delivery: {
      address: shipping ? addressJson(ctx, shipping, lang, 'delivery') : null,
      amount: delivery,
      selected_carrier: carrier ? carrierJson(carrier, lang) : null,
      pickings: pickingsJson(ctx, sale, lines, lang),
    },
    invoicing: { address: invoicing ? addressJson(ctx, invoicing, lang, 'invoicing') : null },
    promo_codes: [
      ...appliedPromoCodes(db, sale.id).map((code) => code.code),
      ...enabledPrograms(db, sale.id).flatMap((program) => (program.code ? [program.code] : [])),
    ],
    reward_amount: reward.untaxed,
    reward_amount_tax_incl: reward.total,
    programs: salePrograms(db, sale.id).map((program) => ({
      id: program.id,
      name: programName(program, lang),
    })),
    generated_coupons: [],
    // An order's rewards can no longer be claimed: Odoo's wizard works on quotations only.
    claimable_rewards:
      sale.typology === 'cart'
        ? claimableRewards(db, sale.id, products.total).map((r) => programRewardJson(db, r, lang))
        : [],
    ...cartStepsJson(ctx, sale),
  };
  if (ctx.options.api !== 'classic') return stock;
  const provider = sale.payment_provider_id === null ? undefined : providerById(db, sale.payment_provider_id);
  return {
    ...stock,
    // Carts are Odoo drafts, which the storefront's "future state" model calls pending.
    state: sale.state === 'draft' ? 'pending' : sale.state,
    date: sale.date_order,
    lines: lines.map((line) => classicLineJson(ctx, line, sale, lang)),
    amount: { ...stock.amount, total_wo_discount_wo_shipping_wo_reward: products.total },
    invoices: all<InvoiceRow>(
      db,
      'SELECT id, name, date FROM erp_invoices WHERE sale_id = ? ORDER BY id',
      sale.id,
    ),
    discount_untaxed: -reward.untaxed,
    discount_total: discountTotal,
    payment: provider ? { mode: { id: provider.id, name: translate(provider.names, lang) } } : null,
    suite_name: null,
  };
}
