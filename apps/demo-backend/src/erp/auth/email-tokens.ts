import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import { one, run } from '../db.ts';
import { naiveIso } from '../http/format.ts';

export type TokenPurpose = 'validate_email' | 'reset_password';

export const LIFETIME_HOURS: Record<TokenPurpose, number> = { validate_email: 72, reset_password: 2 };

const hash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A one-time token for a mail link; only its hash is stored, so a database leak cannot reset passwords. */
export function issueToken(db: Database, partnerId: number, purpose: TokenPurpose): string {
  const token = randomBytes(24).toString('base64url');
  const expires = new Date(Date.now() + LIFETIME_HOURS[purpose] * 3600 * 1000);
  run(
    db,
    'INSERT INTO erp_auth_tokens (token_hash, partner_id, purpose, expires_at) VALUES (?, ?, ?, ?)',
    hash(token),
    partnerId,
    purpose,
    naiveIso(expires),
  );
  return token;
}

/** The partner a valid, unused, unexpired token belongs to; the token is spent. */
export function consumeToken(db: Database, token: string, purpose: TokenPurpose): number | undefined {
  const row = one<{ partner_id: number }>(
    db,
    'SELECT partner_id FROM erp_auth_tokens WHERE token_hash = ? AND purpose = ? AND used = 0 AND expires_at > ?',
    hash(token),
    purpose,
    naiveIso(),
  );
  if (!row) return undefined;
  run(db, 'UPDATE erp_auth_tokens SET used = 1 WHERE token_hash = ?', hash(token));
  return row.partner_id;
}
