import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

// The same suite runs on SQLite (`npm test`) and on PostgreSQL (`npm run test:cms:postgres` from the
// repository root, DATABASE_CLIENT=postgres): this proves the content is where the settings say.
const sqliteFile = path.join(path.dirname(process.env.CMS_TEST_LOG!), 'data.db');

describe('the database the settings choose', () => {
  if (process.env.DATABASE_CLIENT === 'postgres') {
    it('keeps the content in PostgreSQL, and nothing in a SQLite file', () => {
      const published = execFileSync(
        'psql',
        [
          '-h', process.env.DATABASE_HOST!,
          '-p', process.env.DATABASE_PORT!,
          '-U', process.env.DATABASE_USERNAME!,
          '-d', process.env.DATABASE_NAME!,
          '-tAc', 'SELECT count(*) FROM pages WHERE published_at IS NOT NULL',
        ],
        { env: { ...process.env, PGPASSWORD: process.env.DATABASE_PASSWORD } },
      ).toString();
      assert.ok(Number(published) > 0, `published pages in PostgreSQL: ${published}`);
      assert.equal(fs.existsSync(sqliteFile), false);
    });
  } else {
    it('keeps the content in the SQLite file', () => {
      assert.ok(fs.statSync(sqliteFile).size > 0);
    });
  }
});
