import { DEFAULT_ROLE, roleOf, type User } from './user';

/**
 * Quotations (shopinvader_api_quotation): a business customer turns the cart into a request, a salesperson
 * prices it and sends it, and the customer accepts it, which makes it an order. The ERP names the stages
 * by Odoo's sale state (`draft` requested, `sent` priced), a classic ERP by its shopinvader_state
 * (`estimating`, `estimated`).
 */
export type QuotationStage = 'requested' | 'priced';

const STAGES: Readonly<Record<string, QuotationStage>> = {
  draft: 'requested',
  estimating: 'requested',
  sent: 'priced',
  estimated: 'priced',
};

/** The stage of a quotation in the ERP's state; null for a state this shop does not know. */
export function quotationStage(state: string): QuotationStage | null {
  return Object.hasOwn(STAGES, state) ? (STAGES[state] as QuotationStage) : null;
}

/** Only a priced quotation may be accepted: before that, its prices are not the seller's yet. */
export function canAcceptQuotation(state: string): boolean {
  return quotationStage(state) === 'priced';
}

/**
 * A business customer: the one offered to request a quotation from the cart, and the account's quick
 * order (domain/quick-order.ts). With the shop's extension
 * the customer says it is one (type `b2b`); stock Shopinvader has no customer type, and there a customer
 * the ERP gives a pricelist of its own is a trade customer (domain/user.ts roleOf).
 */
export function isBusinessCustomer(
  user: Pick<User, 'customerType' | 'role'> | null | undefined,
  { extension, defaultPricelistId }: { extension: boolean; defaultPricelistId?: string | null },
): boolean {
  if (!user) return false;
  if (extension) return user.customerType === 'b2b';
  return roleOf(user, defaultPricelistId ?? undefined) !== DEFAULT_ROLE;
}
