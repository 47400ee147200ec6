import type { LoyaltyCard } from './loyalty';

export interface PromoCode {
  code: string;
  discount?: number;
  discount_mode?: string;
  reward_type?: string;
}

/**
 * The signed-in customer (docs/product/entities.md#user) as the shop reads it from the ERP's customer answer
 * (user-from-erp.ts), and the
 * rules that hang on it: the role that picks prices (docs/product/roles.md#pricelists) and the forced registration (docs/product/roles.md#customer-types).
 *
 * Stock Shopinvader (shopinvader_api_customer) sends only email, name, phone, mobile, opt_in,
 * pricelist_id and lang_id; the customer type, status, company, VAT, industries, loyalty cards and
 * promo codes come from the shop's deployment extension (docs/deploying.md) and are blank without it.
 */
export interface User {
  /** The extension's partner id; stock Shopinvader sends none, so no call may need it. */
  id: number | null;
  name: string;
  login: string;
  /** Pricelist id, 'default' when the ERP gives none. */
  role: string;
  customerType: string;
  customerStatus: string;
  companyName: string;
  businessNumber: string;
  vat: string;
  hasVatNumber: boolean;
  isSettled: boolean;
  industryTherapist: number | null;
  industryB2b: number | null;
  phone: string;
  mobile: string;
  optIn: boolean;
  mailVerified: boolean;
  loyaltyCards: LoyaltyCard[];
  promoCodes: Record<string, PromoCode>;
}

export const DEFAULT_ROLE = 'default';

/**
 * The pricelist prices are shown in: the user's role, 'default' when absent or signed out (docs/product/roles.md#pricelists).
 * Stock Shopinvader names every customer's pricelist by its Odoo id, the public one included: a
 * customer on the shop's default pricelist (SHOP_SEARCH_DEFAULT_PRICELIST_ID) buys at the default
 * prices every page already shows.
 */
export function roleOf(user: Pick<User, 'role'> | null | undefined, defaultPricelistId?: string): string {
  const role = user?.role?.trim();
  return role && role !== defaultPricelistId ? role : DEFAULT_ROLE;
}

/** Only customers whose status is 'validated' are active (docs/product/entities.md#user, docs/product/states.md#customer-status). */
export function isActiveCustomer(user: Pick<User, 'customerStatus'>): boolean {
  return user.customerStatus === 'validated';
}

/**
 * A signed-in user without a customer type must finish registering first (docs/product/screens.md#layouts-and-guards, docs/product/roles.md#customer-types), on an ERP with
 * the extension that stores the type. Stock Shopinvader has no customer type: every customer is served
 * with the pricelist the ERP gives, and nobody is held on the registration page.
 */
export function needsRegistration(
  user: Pick<User, 'customerType'> | null | undefined,
  extension: boolean,
): boolean {
  return extension && !!user && !user.customerType?.trim();
}
