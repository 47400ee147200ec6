import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import { one, run } from '../db.ts';
import { naiveIso } from '../http/format.ts';
import { SESSION_DAYS } from './cookies.ts';

/**
 * Sessions are rows, not just signed partner ids, so that logging out really ends the session
 * even if someone kept a copy of the cookie.
 */
export function createSession(db: Database, partnerId: number): string {
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(Date.now() + SESSION_DAYS * 24 * 3600 * 1000);
  run(
    db,
    'INSERT INTO erp_sessions (token, partner_id, expires_at) VALUES (?, ?, ?)',
    token,
    partnerId,
    naiveIso(expires),
  );
  return token;
}

export function sessionPartnerId(db: Database, token: string): number | undefined {
  const row = one<{ partner_id: number }>(
    db,
    'SELECT partner_id FROM erp_sessions WHERE token = ? AND expires_at > ?',
    token,
    naiveIso(),
  );
  return row?.partner_id;
}

export function deleteSession(db: Database, token: string): void {
  run(db, 'DELETE FROM erp_sessions WHERE token = ?', token);
}
