import type { ProgramReward } from './program-rewards';

/**
 * The cart as the ERP sends it (docs/contracts/erp.md#cart-and-order-json, docs/product/entities.md#cart), after the edge has
 * checked it and filled defaults: field names stay the ERP's, so the same shape is stored locally.
 */
export type CartOptions = Record<string, unknown>;

interface LineAmount {
  /** Unit price, untaxed. */
  price: number;
  untaxed: number;
  tax: number;
  total: number;
  discount_total: number;
  total_without_discount: number;
}

/**
 * What a line is (docs/contracts/erp.md#cart-and-order-json line `type`): a product, the shipping, a discount (promo code or
 * loyalty reward), or a section title or note the sales team wrote in the order, which cost nothing.
 */
export type CartLineKind = 'product' | 'delivery' | 'reward' | 'section' | 'note';

export interface ErpCartLine {
  id: number;
  /** Null on lines without a product: sections, notes, some reward lines. */
  product_id: number | null;
  /** The ERP's own name for the line, `[SKU] name` for products. */
  name: string;
  kind: CartLineKind;
  qty: number;
  /** Delivered so far, on orders. */
  qty_delivered: number;
  qty_unavailable: number;
  qty_unavailable_diff: number;
  amount: LineAmount;
  discount: { rate: number; value: number };
  unit_price: { untaxed: number; untaxed_with_discount: number };
  options: CartOptions | null;
}

/**
 * The cart's amounts. The `*_without_shipping` ones come from the delivery module, which not every ERP
 * has: the edge then works them out from the lines (erp-cart-schema.ts).
 */
export interface CartAmount {
  untaxed: number;
  tax: number;
  total: number;
  discount_total: number;
  total_without_discount: number;
  untaxed_without_shipping: number;
  total_without_shipping: number;
  total_without_shipping_without_discount: number;
}

export interface CartAddress {
  id: number;
  name: string | null;
  street: string | null;
  street2: string | null;
  zip: string | null;
  city: string | null;
  country_id: number | null;
  country: { id: number; code: string; name: string } | null;
  phone: string | null;
  email: string | null;
  is_dropoff_site: boolean;
  /** The delivery address's instructions (shopinvader_api_address_shipping_note); null when none. */
  shipping_note: string | null;
}

export interface Carrier {
  id: number;
  code: string;
  name: string;
  description: string | null;
  with_dropoff_site: boolean;
}

export interface ErpCart {
  id: number;
  /** Null when the ERP sends none. */
  uuid: string | null;
  name: string;
  date_order: string | null;
  note: string | null;
  client_order_ref: string | null;
  lines: ErpCartLine[];
  amount: CartAmount;
  delivery: {
    address: CartAddress | null;
    amount: { untaxed: number; tax: number; total: number };
    selected_carrier: Carrier | null;
  };
  invoicing: { address: CartAddress | null };
  promo_codes: string[];
  /** The rewards the cart can claim now (the loyalty module's `claimable_rewards`); absent from older copies. */
  claimable_rewards?: ProgramReward[];
  reward_amount: number;
  reward_amount_tax_incl: number;
  /** The code of the checkout step the cart is at (shopinvader_api_cart_step's `step`); null or absent when none. */
  step?: string | null;
}

/** A change not yet acknowledged by the ERP (docs/product/entities.md#cart-transaction): a signed quantity delta. */
export interface CartTransaction {
  uuid: string;
  productId: number;
  qty: number;
  /** Present only when the options are not empty. */
  options?: CartOptions;
}

/** What the browser keeps between pages and visits. */
export interface StoredCart {
  /** The ERP cart the pending transactions were made against; null before the first sync. */
  uuid: string | null;
  transactions: CartTransaction[];
  /** The last cart the ERP answered, so the cart shows at once and offline. */
  cart: ErpCart | null;
}

export const EMPTY_STORED_CART: StoredCart = { uuid: null, transactions: [], cart: null };
