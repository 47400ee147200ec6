import type { Database } from '../db/database.ts';
import { verifyPassword } from '../erp/auth/passwords.ts';

/**
 * The provider's accounts are the ERP's customers with a password: the demo's one user base. The
 * subject is the customer id; the ERP links it to the customer by e-mail at the first sign-in.
 */
interface CustomerRow {
  id: number;
  name: string;
  login: string;
  password_hash: string | null;
  mail_verified: number;
  lang: string;
}

function customer(db: Database, where: string, value: string | number): CustomerRow | undefined {
  return db
    .prepare(
      `SELECT id, name, login, password_hash, mail_verified, lang FROM erp_partners
       WHERE kind = 'customer' AND archived = 0 AND login IS NOT NULL AND ${where} = ?`,
    )
    .get(value) as CustomerRow | undefined;
}

export interface AccountClaims {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
  locale: string;
}

export function accountClaims(db: Database, accountId: string): AccountClaims | undefined {
  const id = Number(accountId);
  const row = Number.isInteger(id) ? customer(db, 'id', id) : undefined;
  if (!row) return undefined;
  return {
    sub: String(row.id),
    email: row.login,
    // Anyone who can sign in here proved the address: reset links go to it.
    email_verified: true,
    name: row.name,
    locale: row.lang,
  };
}

/** The account id for a login and password, or undefined; as slow for unknown logins as for known ones. */
export async function authenticate(
  db: Database,
  login: string,
  password: string,
): Promise<string | undefined> {
  const row = customer(db, 'login', login.trim().toLowerCase());
  const valid = await verifyPassword(password, row?.password_hash ?? null);
  return valid && row ? String(row.id) : undefined;
}
