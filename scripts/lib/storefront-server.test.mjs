import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, STOREFRONT_NODE_FLAGS, STOREFRONT_SERVER } from './services.mjs';

describe('the storefront server command', () => {
  it('is started with the same V8 flags by the scripts and by the app’s own npm start', () => {
    const app = JSON.parse(readFileSync(path.join(repoRoot, 'apps/storefront/package.json'), 'utf8'));
    expect(app.scripts.start).toBe(`node ${STOREFRONT_NODE_FLAGS.join(' ')} server/main.ts`);
    expect(STOREFRONT_SERVER.args).toEqual([...STOREFRONT_NODE_FLAGS, 'apps/storefront/server/main.ts']);
  });
});
