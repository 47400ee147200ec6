import { z } from '~/services/browser-zod';
import type { CartAddress, Carrier, ErpCart, ErpCartLine } from '~/domain/cart-types';

const num = z.number().catch(0);
const text = z
  .string()
  .nullish()
  .catch(null)
  .transform((value) => value ?? null);
const flag = z.boolean().nullish().catch(false).transform(Boolean);

const lineSchema = z.object({
  id: z.number(),
  product_id: z
    .number()
    .nullish()
    .transform((value) => value ?? null),
  name: z.string().catch(''),
  qty: z.number(),
  qty_unavailable: num.default(0),
  qty_unavailable_diff: num.default(0),
  amount: z
    .object({
      price: num.default(0),
      untaxed: num.default(0),
      tax: num.default(0),
      total: num.default(0),
      discount_total: num.default(0),
      total_without_discount: num.default(0),
    })
    .catch({ price: 0, untaxed: 0, tax: 0, total: 0, discount_total: 0, total_without_discount: 0 }),
  discount: z
    .object({ rate: num.default(0), value: num.default(0) })
    .nullish()
    .catch(null),
  unit_price: z
    .object({ untaxed: num.default(0), untaxed_with_discount: num.default(0) })
    .nullish()
    .catch(null),
  options: z
    .record(z.string(), z.unknown())
    .nullish()
    .catch(null)
    .transform((value) => value ?? null),
  is_delivery: flag,
  type: z.string().nullish(),
  is_reward_line: flag,
});

const addressSchema = z.object({
  id: z.number(),
  name: text,
  street: text,
  street2: text,
  zip: text,
  city: text,
  country_id: z
    .number()
    .nullish()
    .catch(null)
    .transform((value) => value ?? null),
  country: z
    .object({ id: z.number(), code: z.string(), name: z.string() })
    .nullish()
    .catch(null)
    .transform((value) => value ?? null),
  phone: text,
  email: text,
  is_dropoff_site: flag,
});

const carrierSchema = z.object({
  id: z.number(),
  code: z.string().catch(''),
  name: z.string().catch(''),
  description: text,
  with_dropoff_site: flag,
});

const amountSchema = z.object({
  untaxed: num.default(0),
  tax: num.default(0),
  total: num.default(0),
  discount_total: num.default(0),
  total_without_discount: num.default(0),
  untaxed_without_shipping: num.optional(),
  total_without_shipping: num.optional(),
  total_without_shipping_without_discount: num.optional(),
});

const cartSchema = z.object({
  id: z.number(),
  uuid: z.string(),
  name: z.string().catch(''),
  date_order: text.optional().transform((value) => value ?? null),
  note: text.optional().transform((value) => value ?? null),
  client_order_ref: text.optional().transform((value) => value ?? null),
  lines: z.array(lineSchema),
  amount: amountSchema,
  delivery: z
    .object({
      address: addressSchema.nullish().catch(null),
      amount: z
        .object({ untaxed: num.default(0), tax: num.default(0), total: num.default(0) })
        .nullish()
        .catch(null),
      selected_carrier: carrierSchema.nullish().catch(null),
    })
    .nullish()
    .catch(null),
  invoicing: z
    .object({ address: addressSchema.nullish().catch(null) })
    .nullish()
    .catch(null),
  promo_codes: z.array(z.string()).nullish().catch(null),
  reward_amount: num.optional(),
  reward_amount_tax_incl: num.optional(),
});

function toLine(line: z.output<typeof lineSchema>): ErpCartLine {
  return {
    id: line.id,
    product_id: line.product_id,
    name: line.name,
    qty: line.qty,
    qty_unavailable: line.qty_unavailable,
    qty_unavailable_diff: line.qty_unavailable_diff,
    amount: line.amount,
    discount: line.discount ?? { rate: 0, value: 0 },
    unit_price: line.unit_price ?? { untaxed: line.amount.price, untaxed_with_discount: line.amount.price },
    options: line.options,
    // Upstream marks delivery lines with type "delivery", the template with is_delivery (erp-contract §2.2).
    is_delivery: line.is_delivery || line.type === 'delivery',
    is_reward_line: line.is_reward_line || line.type === 'reward',
  };
}

const toAddress = (address: z.output<typeof addressSchema> | null | undefined): CartAddress | null =>
  address ?? null;
const toCarrier = (carrier: z.output<typeof carrierSchema> | null | undefined): Carrier | null =>
  carrier ?? null;

export class InvalidCartError extends Error {
  override name = 'InvalidCartError';
}

/**
 * The ERP's cart JSON (or the copy stored in the browser) as an ErpCart; null for "no cart" (`{}`,
 * null). Throws InvalidCartError when it is not a cart, which the sync counts as an error.
 */
export function parseErpCart(raw: unknown): ErpCart | null {
  if (raw === null || raw === undefined) return null;
  if (typeof raw === 'object' && !Array.isArray(raw) && Object.keys(raw).length === 0) return null;
  const parsed = cartSchema.safeParse(raw);
  if (!parsed.success) throw new InvalidCartError(`Not a cart: ${parsed.error.message}`);
  const cart = parsed.data;
  const amount = cart.amount;
  return {
    id: cart.id,
    uuid: cart.uuid,
    name: cart.name,
    date_order: cart.date_order,
    note: cart.note,
    client_order_ref: cart.client_order_ref,
    lines: cart.lines.map(toLine),
    amount: {
      untaxed: amount.untaxed,
      tax: amount.tax,
      total: amount.total,
      discount_total: amount.discount_total,
      total_without_discount: amount.total_without_discount,
      untaxed_without_shipping: amount.untaxed_without_shipping ?? amount.untaxed,
      total_without_shipping: amount.total_without_shipping ?? amount.total,
      total_without_shipping_without_discount:
        amount.total_without_shipping_without_discount ?? amount.total_without_discount,
    },
    delivery: {
      address: toAddress(cart.delivery?.address),
      amount: cart.delivery?.amount ?? { untaxed: 0, tax: 0, total: 0 },
      selected_carrier: toCarrier(cart.delivery?.selected_carrier),
    },
    invoicing: { address: toAddress(cart.invoicing?.address) },
    promo_codes: cart.promo_codes ?? [],
    reward_amount: cart.reward_amount ?? 0,
    reward_amount_tax_incl: cart.reward_amount_tax_incl ?? 0,
  };
}
