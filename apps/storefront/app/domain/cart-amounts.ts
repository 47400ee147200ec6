import { type Price, priceFor } from './catalog';
import type { ErpCart, ErpCartLine } from './cart-types';
import { roundCents, sumCents } from './money';

/**
 * The tax basis of every amount a page shows a customer: tax included (TTC) for individuals and
 * therapists, tax excluded (HT) where the shop shows that customer's prices without tax (businesses).
 */
export type TaxBasis = 'included' | 'excluded';

/**
 * The basis is the catalogue's: the index gives each price of each pricelist with `tax_included`
 * (docs/contracts/search.md#prices), so the customer's pricelist prices for these products say how the customer reads
 * prices. Prices without tax everywhere mean HT; anything else, or no price known, means TTC, which
 * states the amount charged. No tax rate is ever guessed.
 */
export function taxBasisFor(role: string, products: readonly { prices: Record<string, Price> }[]): TaxBasis {
  const prices = products.flatMap((product) => {
    const price = priceFor(product.prices, role);
    return price ? [price] : [];
  });
  return prices.length > 0 && prices.every((price) => !price.taxIncluded) ? 'excluded' : 'included';
}

/**
 * Products with a professional customer's own prices put in beside the default ones pages carry
 * (those are the only ones the catalogue sends to browsers), so that the basis reads their pricelist.
 */
export function withOwnPrices<T extends { id: number; prices: Record<string, Price> }>(
  products: readonly T[],
  pricelist: string,
  own: (id: number) => Price | undefined,
): T[] {
  return products.map((product) => {
    const price = own(product.id);
    return price ? { ...product, prices: { ...product.prices, [pricelist]: price } } : product;
  });
}

/** The ERP's figure for one thing on the basis: its total, or its untaxed amount. */
export function amountOn(amount: { untaxed: number; total: number }, basis: TaxBasis): number {
  return basis === 'included' ? amount.total : amount.untaxed;
}

/** A product line's amount, and what it was before its discount when it has one. */
interface LineAmountView {
  amount: number;
  beforeDiscount: number | null;
}

/**
 * The ERP's line amount on the basis. The ERP gives the total before discount with tax only; without
 * tax it is the quantity at the untaxed unit price, rounded to the cent.
 */
export function lineAmountView(line: ErpCartLine, basis: TaxBasis): LineAmountView {
  const amount = amountOn(line.amount, basis);
  const before =
    basis === 'included'
      ? line.amount.total_without_discount
      : line.discount.rate > 0
        ? roundCents(line.qty * line.unit_price.untaxed)
        : amount;
  return { amount, beforeDiscount: before > amount ? before : null };
}

/**
 * A line's unit price on the basis: its amount before discount divided by its quantity, unrounded, so
 * that the quantity times the unit price shown is the amount shown (formatUnitPrice writes it). A
 * unit price taken from the ERP and rounded to the cent would not: two of a therapist's 7,57 € with
 * tax are 12,51 € without, which 6,26 € each does not make. The ERP's order PDF and mail follow the
 * same rule (apps/demo-backend/src/erp/sales/order-summary.ts).
 */
export function lineUnitPrice(line: ErpCartLine, basis: TaxBasis): number {
  const view = lineAmountView(line, basis);
  return line.qty > 0 ? (view.beforeDiscount ?? view.amount) / line.qty : 0;
}

/**
 * The carrier the cart pays for: chosen, with its delivery line. Upstream removes the delivery line on
 * every change of quantities and keeps the carrier (docs/contracts/erp.md#cart-routes), which must then be set again.
 */
export function chargedCarrierId(cart: ErpCart | null): number | null {
  const carrier = cart?.delivery.selected_carrier;
  return carrier && cart.lines.some((line) => line.kind === 'delivery') ? carrier.id : null;
}

interface DiscountRow {
  key: string;
  /** The reward line's name (a promo code, "Loyalty reward"); null for the cart's discount as a whole. */
  label: string | null;
  /** Negative, on the page's basis. */
  amount: number;
  /**
   * Without tax only: the same discount with tax, as the shopper knows it (a "5 €" code takes 5 € off
   * the total with tax, 4,13 € off the untaxed one). Said beside the untaxed amount, each with its basis,
   * so that no line mixes the two unsaid. Null with tax, or when the two are equal.
   */
  withTax: number | null;
}

/** What the totals of a cart or order show, each figure the ERP's own on the page's basis. */
interface CartAmountsView {
  basis: TaxBasis;
  /** The products, after their own line discounts and before order-wide ones. */
  subtotal: number;
  discounts: DiscountRow[];
  shipping: { carrier: string; amount: number } | null;
  /** Without tax only: the order's untaxed total, before the tax and the total with it. */
  untaxedTotal: number | null;
  tax: number;
  /** What the ERP charges, tax included. */
  total: number;
}

export function cartAmountsView(cart: ErpCart, basis: TaxBasis): CartAmountsView {
  const rewards = cart.lines.filter((line) => line.kind === 'reward');
  const discounts: DiscountRow[] = rewards.map((line) => ({
    key: `reward-${line.id}`,
    label: line.name,
    amount: amountOn(line.amount, basis),
    withTax: basis === 'excluded' && line.amount.total !== line.amount.untaxed ? line.amount.total : null,
  }));
  // An ERP may give the reward as an amount without lines for it.
  const rewardAmount = basis === 'included' ? cart.reward_amount_tax_incl : cart.reward_amount;
  if (rewards.length === 0 && rewardAmount !== 0) {
    const withTax = basis === 'excluded' ? -Math.abs(cart.reward_amount_tax_incl) : null;
    discounts.push({
      key: 'reward',
      label: null,
      amount: -Math.abs(rewardAmount),
      withTax: withTax === -Math.abs(rewardAmount) ? null : withTax,
    });
  }
  const charged = chargedCarrierId(cart) !== null;
  return {
    basis,
    subtotal:
      basis === 'included'
        ? cart.amount.total_without_shipping_without_discount
        : sumCents(cart.lines.filter((line) => line.kind === 'product').map((line) => line.amount.untaxed)),
    discounts,
    shipping:
      charged && cart.delivery.selected_carrier
        ? {
            carrier: cart.delivery.selected_carrier.name,
            amount: amountOn(cart.delivery.amount, basis),
          }
        : null,
    untaxedTotal: basis === 'excluded' ? cart.amount.untaxed : null,
    tax: cart.amount.tax,
    total: cart.amount.total,
  };
}
