import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import { one, run } from '../db.ts';
import { naiveIso } from '../http/format.ts';
import type { Lang } from '../http/lang.ts';

type PartnerKind = 'customer' | 'anonymous' | 'delivery' | 'dropoff' | 'snapshot';
type CustomerType = 'individual' | 'therapist' | 'b2b';
export type PricelistRole = 'default' | 'therapist' | 'b2b';

export interface PartnerRow {
  id: number;
  kind: PartnerKind;
  parent_id: number | null;
  archived: number;
  name: string;
  email: string | null;
  street: string | null;
  street2: string | null;
  zip: string | null;
  city: string | null;
  phone: string | null;
  mobile: string | null;
  state_id: number | null;
  country_id: number | null;
  /** Odoo's partner_latitude and partner_longitude; null where unknown. */
  latitude: number | null;
  longitude: number | null;
  title_id: number | null;
  company_type: string | null;
  vat: string | null;
  /** shopinvader_address_shipping_note's instructions for the carrier; null when none. */
  shipping_note: string | null;
  lang: string;
  opt_in: number;
  login: string | null;
  password_hash: string | null;
  mail_verified: number;
  oidc_subject: string | null;
  anonymous_token: string | null;
  customer_type: CustomerType | null;
  business_number: string | null;
  company_name: string | null;
  is_settled: number;
  industry_therapist: number | null;
  industry_b2b: number | null;
  customer_status: string;
  has_vat: number;
  pricelist: PricelistRole;
  created_at: string;
}

export function getPartner(db: Database, id: number): PartnerRow | undefined {
  return one<PartnerRow>(db, 'SELECT * FROM erp_partners WHERE id = ?', id);
}

export function findPartnerByLogin(db: Database, login: string): PartnerRow | undefined {
  return one<PartnerRow>(db, "SELECT * FROM erp_partners WHERE login = ? AND kind = 'customer'", login);
}

export function findAnonymousPartner(db: Database, token: string): PartnerRow | undefined {
  return one<PartnerRow>(
    db,
    "SELECT * FROM erp_partners WHERE anonymous_token = ? AND kind = 'anonymous'",
    token,
  );
}

export function createAnonymousPartner(db: Database): PartnerRow {
  const token = randomBytes(32).toString('hex');
  const id = run(
    db,
    "INSERT INTO erp_partners (kind, name, anonymous_token, created_at) VALUES ('anonymous', ?, ?, ?)",
    `Anonymous (${token.slice(0, 8)})`,
    token,
    naiveIso(),
  );
  return getPartner(db, id) as PartnerRow;
}

export interface NewCustomer {
  name: string;
  login: string | null;
  passwordHash: string | null;
  oidcSubject?: string | null;
  mailVerified?: boolean;
  /** The language of the request that created the customer: its mails are written in it. */
  lang: Lang;
}

/** A customer registers with a name and login only; the rest of the profile comes with `POST customer`. */
export function createCustomer(db: Database, customer: NewCustomer): PartnerRow {
  const id = run(
    db,
    `INSERT INTO erp_partners (kind, name, email, login, password_hash, oidc_subject, mail_verified, lang, created_at)
     VALUES ('customer', ?, ?, ?, ?, ?, ?, ?, ?)`,
    customer.name,
    customer.login,
    customer.login,
    customer.passwordHash,
    customer.oidcSubject ?? null,
    customer.mailVerified ? 1 : 0,
    customer.lang,
    naiveIso(),
  );
  return getPartner(db, id) as PartnerRow;
}

/** The pricelist a partner buys at: a therapist or B2B price only once the shop has validated the account. */
export function pricelistOf(partner: PartnerRow | undefined): PricelistRole {
  if (!partner || partner.kind !== 'customer' || partner.customer_status !== 'validated') return 'default';
  return partner.pricelist;
}

/**
 * Copies an address for an order, so that editing or deleting it later never rewrites the order's
 * history (and Odoo's "address used on a confirmed order" refusal never has to arise).
 */
export function snapshotAddress(db: Database, partnerId: number): number {
  return run(
    db,
    `INSERT INTO erp_partners (kind, parent_id, archived, name, email, street, street2, zip, city, phone, mobile,
       state_id, country_id, title_id, company_type, vat, lang, created_at)
     SELECT CASE kind WHEN 'dropoff' THEN 'dropoff' ELSE 'snapshot' END, COALESCE(parent_id, id), 1, name, email,
       street, street2, zip, city, phone, mobile, state_id, country_id, title_id, company_type, vat, lang, ?
     FROM erp_partners WHERE id = ?`,
    naiveIso(),
    partnerId,
  );
}
