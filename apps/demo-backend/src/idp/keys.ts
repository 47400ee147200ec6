import { randomBytes, randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Database } from '../db/database.ts';

/**
 * The provider's signing key, generated once and kept in the database: tokens, and the ERP's cached
 * key set, stay valid across restarts.
 */
export async function signingKeys(db: Database): Promise<JWK[]> {
  const rows = db.prepare('SELECT jwk FROM idp_keys ORDER BY created_at DESC').all();
  if (rows.length > 0) return rows.map((row) => JSON.parse(String(row.jwk)) as JWK);
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk: JWK = { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'RS256', use: 'sig' };
  db.prepare('INSERT INTO idp_keys (kid, jwk, created_at) VALUES (?, ?, ?)').run(
    jwk.kid as string,
    JSON.stringify(jwk),
    new Date().toISOString(),
  );
  return [jwk];
}

/** Keys that sign the provider's cookies, kept like the signing key so sessions survive a restart. */
export function cookieKeys(db: Database): string[] {
  const row = db.prepare("SELECT value FROM meta WHERE key = 'idp.cookie-key'").get();
  if (row) return [String(row.value)];
  const key = randomBytes(32).toString('base64url');
  db.prepare("INSERT INTO meta (key, value) VALUES ('idp.cookie-key', ?)").run(key);
  return [key];
}
