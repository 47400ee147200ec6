import type { LoyaltyCard } from './loyalty';

export interface PromoCode {
  code: string;
  discount?: number;
  discount_mode?: string;
  reward_type?: string;
}

/**
 * The signed-in customer (docs/product/entities.md#user) as the shop reads it from the ERP's customer answer, and the
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

type Raw = Record<string, unknown>;

const isRaw = (value: unknown): value is Raw => !!value && typeof value === 'object' && !Array.isArray(value);

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const numberOrNull = (value: unknown): number | null => (typeof value === 'number' ? value : null);

function loyaltyCards(value: unknown): LoyaltyCard[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRaw).map((card) => ({
    code: text(card.code),
    points: typeof card.points === 'number' ? card.points : 0,
    rewards: Array.isArray(card.rewards)
      ? card.rewards.filter(isRaw).map((reward) => ({
          discount: Number(reward.discount) || 0,
          required_points: Number(reward.required_points) || 0,
        }))
      : [],
  }));
}

function promoCodes(value: unknown): Record<string, PromoCode> {
  if (!isRaw(value)) return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, Raw | null>).map(([code, data]) => [
      code,
      {
        code,
        discount: typeof data?.discount === 'number' ? data.discount : undefined,
        discount_mode: typeof data?.discount_mode === 'string' ? data.discount_mode : undefined,
        reward_type: typeof data?.reward_type === 'string' ? data.reward_type : undefined,
      },
    ]),
  );
}

/**
 * Builds the user from the ERP's customer (and, in credentials mode, the profile). Upstream and the
 * shop's model spell some fields differently; both are read. Stock's nulls and Odoo's `false` for an
 * empty value read as blank, and fields the extension adds are read when present. Without a login
 * there is no user (docs/product/states.md#session).
 */
export function toUser(customer: unknown, profile?: unknown): User | null {
  const raw = isRaw(customer) ? customer : {};
  const extra = isRaw(profile) ? profile : {};
  const login = text(extra.login) || text(raw.login) || text(raw.email);
  if (!login) return null;
  // Upstream gives a numeric pricelist_id, the shop's model a role string.
  const pricelist = raw.role ?? raw.pricelist_id ?? extra.role;
  const role = typeof pricelist === 'string' || typeof pricelist === 'number' ? String(pricelist) : '';
  return {
    id: numberOrNull(raw.id),
    name: text(raw.name) || text(extra.name) || login,
    login,
    role: roleOf({ role }),
    customerType: text(raw.customerType) || text(raw.customer_type),
    customerStatus: text(raw.customer_status),
    companyName: text(raw.company_name),
    businessNumber: text(raw.business_number),
    vat: text(raw.vat),
    hasVatNumber: raw.has_vat === true || text(raw.vat) !== '',
    isSettled: raw.is_settled === true,
    industryTherapist: numberOrNull(raw.industry_therapist),
    industryB2b: numberOrNull(raw.industry_b2b),
    phone: text(raw.phone),
    mobile: text(raw.mobile),
    optIn: raw.optIn === true || raw.opt_in === true,
    mailVerified: extra.mail_verified === true || raw.mail_verified === true,
    loyaltyCards: loyaltyCards(raw.loyalty_cards),
    promoCodes: promoCodes(raw.promo_codes),
  };
}
