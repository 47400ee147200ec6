import { z } from '~/services/browser-zod';
import type {
  CartAddress,
  CartAmount,
  CartLineKind,
  Carrier,
  ErpCart,
  ErpCartLine,
} from '~/domain/cart-types';
import { roundCents, sumCents } from '~/domain/money';
import { count, flag, items, maybeNumber, reference, text } from './erp-json-fields';
import { readProgramRewards } from './program-reward-schema';
import { readEach } from './read-each';
import { markShippingLines } from './shipping-lines';

/*
 * The ERP's cart JSON at the edge (docs/contracts/erp.md#cart-and-order-json); orders, which are carts
 * with a state, in erp-sale-schema.ts. Only the cart's id is required: any other value that is missing
 * or not what the contract says costs that value alone (a default, or a figure worked out from the
 * lines), never the whole cart.
 */

const lineSchema = z.object({
  id: count,
  product_id: reference,
  name: z.string().catch(''),
  qty: count,
  qty_delivered: count,
  qty_unavailable: count,
  qty_unavailable_diff: count,
  amount: z
    .object({
      price: maybeNumber,
      untaxed: maybeNumber,
      tax: maybeNumber,
      total: maybeNumber,
      discount_total: maybeNumber,
      total_without_discount: maybeNumber,
    })
    .nullish()
    .catch(null),
  discount: z.object({ rate: count, value: count }).nullish().catch(null),
  unit_price: z.object({ untaxed: maybeNumber, untaxed_with_discount: maybeNumber }).nullish().catch(null),
  options: z.record(z.string(), z.unknown()).nullish().catch(null),
  /** Upstream's line type; `kind` is this shop's own name for it, in the copy the browser stores. */
  type: text,
  kind: text,
  /** Odoo's name for sections and notes, which some versions send instead of `type`. */
  display_type: text,
  is_delivery: flag,
  is_reward_line: flag,
});
type RawLine = z.output<typeof lineSchema>;

const KINDS: readonly CartLineKind[] = ['product', 'delivery', 'reward', 'section', 'note'];

/**
 * Shopinvader 18.0 marks delivery lines with type "delivery", the template with is_delivery (16.0's
 * unmarked ones are found by markShippingLines), loyalty with is_reward_line; sections and notes are
 * "section"/"note" (or Odoo's line_section/line_note).
 */
function kindOf(line: RawLine): CartLineKind {
  if (KINDS.includes(line.kind as CartLineKind)) return line.kind as CartLineKind;
  if (line.is_delivery || line.type === 'delivery') return 'delivery';
  if (line.is_reward_line || line.type === 'reward') return 'reward';
  for (const type of [line.type, line.display_type]) {
    if (type === 'section' || type === 'line_section') return 'section';
    if (type === 'note' || type === 'line_note') return 'note';
  }
  return 'product';
}

/** A line's amounts; one the ERP leaves out is worked out from the others. */
function lineAmount(line: RawLine, unitUntaxed: number): ErpCartLine['amount'] {
  const sent = line.amount;
  const untaxed =
    sent?.untaxed ?? (sent?.total != null && sent.tax != null ? roundCents(sent.total - sent.tax) : 0);
  const tax = sent?.tax ?? (sent?.total != null ? roundCents(sent.total - untaxed) : 0);
  const total = sent?.total ?? roundCents(untaxed + tax);
  const totalWithoutDiscount = sent?.total_without_discount ?? total;
  return {
    price: sent?.price ?? unitUntaxed,
    untaxed,
    tax,
    total,
    discount_total: sent?.discount_total ?? roundCents(totalWithoutDiscount - total),
    total_without_discount: totalWithoutDiscount,
  };
}

function toLine(line: RawLine): ErpCartLine {
  const kind = kindOf(line);
  const unitUntaxed = line.unit_price?.untaxed ?? line.amount?.price ?? 0;
  return {
    id: line.id,
    // A product reference on a section or note means nothing.
    product_id: kind === 'section' || kind === 'note' ? null : (line.product_id ?? null),
    name: line.name,
    kind,
    qty: line.qty,
    qty_delivered: line.qty_delivered,
    qty_unavailable: line.qty_unavailable,
    qty_unavailable_diff: line.qty_unavailable_diff,
    amount: lineAmount(line, unitUntaxed),
    discount: line.discount ?? { rate: 0, value: 0 },
    unit_price: {
      untaxed: unitUntaxed,
      untaxed_with_discount: line.unit_price?.untaxed_with_discount ?? unitUntaxed,
    },
    options: line.options ?? null,
  };
}

const addressSchema = z.object({
  id: z.number(),
  name: text,
  street: text,
  street2: text,
  zip: text,
  city: text,
  country_id: reference.transform((value) => value ?? null),
  country: z
    .object({ id: z.number(), code: z.string(), name: z.string() })
    .nullish()
    .catch(null)
    .transform((value) => value ?? null),
  phone: text,
  email: text,
  is_dropoff_site: flag,
  shipping_note: text,
});
const optionalAddress = addressSchema.nullish().catch(null);

const carrierSchema = z.object({
  id: z.number(),
  code: z.string().catch(''),
  name: z.string().catch(''),
  description: text,
  with_dropoff_site: flag,
});

const threeAmounts = z
  .object({ untaxed: maybeNumber, tax: maybeNumber, total: maybeNumber })
  .nullish()
  .catch(null);

const cartSchema = z.object({
  id: z.number(),
  uuid: text,
  name: z.string().catch(''),
  date_order: text,
  /** The template's name for the order date. */
  date: text,
  note: text,
  client_order_ref: text,
  lines: items,
  amount: z
    .object({
      untaxed: maybeNumber,
      tax: maybeNumber,
      total: maybeNumber,
      discount_total: maybeNumber,
      total_without_discount: maybeNumber,
      untaxed_without_shipping: maybeNumber,
      total_without_shipping: maybeNumber,
      total_without_shipping_without_discount: maybeNumber,
    })
    .nullish()
    .catch(null),
  delivery: z
    .object({
      address: optionalAddress,
      amount: threeAmounts,
      selected_carrier: carrierSchema.nullish().catch(null),
      pickings: items,
    })
    .nullish()
    .catch(null),
  invoicing: z.object({ address: optionalAddress }).nullish().catch(null),
  promo_codes: items,
  claimable_rewards: items,
  reward_amount: maybeNumber,
  reward_amount_tax_incl: maybeNumber,
  // The ERP's `{code, name}`, or the code alone as the browser stores the cart.
  step: z
    .union([z.object({ code: z.string() }).transform((step) => step.code), z.string()])
    .nullish()
    .catch(null),
});
type RawCart = z.output<typeof cartSchema>;

const of = (lines: ErpCartLine[], ...kinds: CartLineKind[]) =>
  lines.filter((line) => kinds.includes(line.kind));
const untaxedOf = (lines: ErpCartLine[]) => sumCents(lines.map((line) => line.amount.untaxed));
const taxOf = (lines: ErpCartLine[]) => sumCents(lines.map((line) => line.amount.tax));
const totalOf = (lines: ErpCartLine[]) => sumCents(lines.map((line) => line.amount.total));

/**
 * The cart's amounts; those the ERP does not send (real Shopinvader without the delivery module sends
 * no `*_without_shipping`) are worked out from the lines as the demo ERP and the delivery module do:
 * products, plus reward lines where the name says "with discount", never the delivery lines.
 */
function cartAmount(sent: RawCart['amount'], lines: ErpCartLine[]): CartAmount {
  const products = of(lines, 'product');
  const rewards = of(lines, 'reward');
  const priced = of(lines, 'product', 'reward', 'delivery');
  const total = sent?.total ?? totalOf(priced);
  const discountTotal =
    sent?.discount_total ??
    roundCents(
      sumCents(products.map((line) => line.amount.total_without_discount - line.amount.total)) -
        totalOf(rewards),
    );
  return {
    untaxed: sent?.untaxed ?? untaxedOf(priced),
    tax: sent?.tax ?? taxOf(priced),
    total,
    discount_total: discountTotal,
    total_without_discount: sent?.total_without_discount ?? roundCents(total + discountTotal),
    untaxed_without_shipping: sent?.untaxed_without_shipping ?? untaxedOf([...products, ...rewards]),
    total_without_shipping: sent?.total_without_shipping ?? totalOf([...products, ...rewards]),
    total_without_shipping_without_discount:
      sent?.total_without_shipping_without_discount ?? totalOf(products),
  };
}

const toAddress = (address: z.output<typeof addressSchema> | null | undefined): CartAddress | null =>
  address ?? null;
const toCarrier = (carrier: z.output<typeof carrierSchema> | null | undefined): Carrier | null =>
  carrier ?? null;

function toCart(cart: RawCart): ErpCart {
  const shipping = cart.delivery?.amount;
  const lines = markShippingLines(readEach(cart.lines, lineSchema).map(toLine), {
    carrierName: cart.delivery?.selected_carrier?.name,
    total: shipping?.total,
  });
  const deliveryLines = of(lines, 'delivery');
  const rewards = of(lines, 'reward');
  return {
    id: cart.id,
    uuid: cart.uuid,
    name: cart.name,
    date_order: cart.date_order ?? cart.date,
    note: cart.note,
    client_order_ref: cart.client_order_ref,
    lines,
    amount: cartAmount(cart.amount, lines),
    delivery: {
      address: toAddress(cart.delivery?.address),
      amount: {
        untaxed: shipping?.untaxed ?? untaxedOf(deliveryLines),
        tax: shipping?.tax ?? taxOf(deliveryLines),
        total: shipping?.total ?? totalOf(deliveryLines),
      },
      selected_carrier: toCarrier(cart.delivery?.selected_carrier),
    },
    invoicing: { address: toAddress(cart.invoicing?.address) },
    promo_codes: (cart.promo_codes ?? []).filter((code): code is string => typeof code === 'string'),
    claimable_rewards: readProgramRewards(cart.claimable_rewards),
    reward_amount: cart.reward_amount ?? untaxedOf(rewards),
    reward_amount_tax_incl: cart.reward_amount_tax_incl ?? totalOf(rewards),
    step: cart.step ?? null,
  };
}

export class InvalidCartError extends Error {
  override name = 'InvalidCartError';
}

function parseCart(raw: unknown): RawCart {
  const parsed = cartSchema.safeParse(raw);
  if (!parsed.success) {
    throw new InvalidCartError(`Not a cart: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`);
  }
  return parsed.data;
}

/**
 * The ERP's cart JSON (or the copy stored in the browser) as an ErpCart; null for "no cart" (`{}`,
 * null). Throws InvalidCartError when it has no id, which the sync counts as an error.
 */
export function parseErpCart(raw: unknown): ErpCart | null {
  if (raw === null || raw === undefined) return null;
  if (typeof raw === 'object' && !Array.isArray(raw) && Object.keys(raw).length === 0) return null;
  return toCart(parseCart(raw));
}

/** A cart the ERP sent inside a larger answer (an order): throws InvalidCartError without an id. */
export function readCart(raw: unknown): ErpCart {
  return toCart(parseCart(raw));
}
