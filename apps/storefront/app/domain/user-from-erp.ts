import type { LoyaltyCard } from './loyalty';
import { type PromoCode, roleOf, type User } from './user';

/*
 * The ERP's customer answer read into a User (user.ts), kept apart from user.ts, whose rules every
 * page's shell applies: only a signed-in visit reads a customer, so the browser loads this parser
 * beside that call (services/auth/customer-api.ts) and no first load carries it.
 */

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
