import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/database.ts';

const now = () => Math.floor(Date.now() / 1000);

/**
 * oidc-provider's storage in the demo database: one row per model and id, so that sessions, grants and
 * refresh tokens survive a restart. Expired rows read as absent and are swept when written over.
 */
export function sqliteAdapter(db: Database) {
  return class SqliteAdapter implements Adapter {
    readonly model: string;

    constructor(model: string) {
      this.model = model;
    }

    private findWhere(column: 'id' | 'uid' | 'user_code', value: string): AdapterPayload | undefined {
      const row = db
        .prepare(
          `SELECT payload, consumed_at FROM idp_payloads WHERE model = ? AND ${column} = ? AND (expires_at IS NULL OR expires_at > ?)`,
        )
        .get(this.model, value, now());
      if (!row) return undefined;
      const payload = JSON.parse(String(row.payload)) as AdapterPayload;
      return row.consumed_at === null ? payload : { ...payload, consumed: row.consumed_at };
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      db.prepare('DELETE FROM idp_payloads WHERE expires_at IS NOT NULL AND expires_at <= ?').run(now());
      db.prepare(
        `INSERT INTO idp_payloads (model, id, payload, grant_id, user_code, uid, expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (model, id) DO UPDATE SET payload = excluded.payload, grant_id = excluded.grant_id,
           user_code = excluded.user_code, uid = excluded.uid, expires_at = excluded.expires_at`,
      ).run(
        this.model,
        id,
        JSON.stringify(payload),
        payload.grantId ?? null,
        payload.userCode ?? null,
        payload.uid ?? null,
        expiresIn ? now() + expiresIn : null,
      );
    }

    async find(id: string) {
      return this.findWhere('id', id);
    }

    async findByUid(uid: string) {
      return this.findWhere('uid', uid);
    }

    async findByUserCode(userCode: string) {
      return this.findWhere('user_code', userCode);
    }

    async consume(id: string): Promise<void> {
      db.prepare('UPDATE idp_payloads SET consumed_at = ? WHERE model = ? AND id = ?').run(
        now(),
        this.model,
        id,
      );
    }

    async destroy(id: string): Promise<void> {
      db.prepare('DELETE FROM idp_payloads WHERE model = ? AND id = ?').run(this.model, id);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      db.prepare('DELETE FROM idp_payloads WHERE grant_id = ?').run(grantId);
    }
  };
}
