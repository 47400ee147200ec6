import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const main = path.join(path.dirname(fileURLToPath(import.meta.url)), 'main.ts');

/** Starts the production server with only the given shop variables and returns how it ended. */
function start(shopEnv: Record<string, string>) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('SHOP_')));
  const result = spawnSync(process.execPath, [main], {
    env: { ...env, ...shopEnv, PORT: '0' },
    encoding: 'utf8',
    timeout: 20_000,
  });
  return { status: result.status, stderr: result.stderr };
}

describe('the storefront server refuses to start without its configuration (docs/product/validation.md#configuration)', () => {
  it('stops when the shop configuration is missing, naming the variables', () => {
    const { status, stderr } = start({});
    expect(status).toBe(1);
    expect(stderr).toMatch(/shop configuration is missing.*SHOP_ERP_URL.*SHOP_SEARCH_URL/);
  });

  it('stops when the ERP URL is missing', () => {
    const { status, stderr } = start({ SHOP_SEARCH_URL: 'http://127.0.0.1:4000/es' });
    expect(status).toBe(1);
    expect(stderr).toContain('SHOP_ERP_URL is required');
  });

  it('stops when the search URL is missing', () => {
    const { status, stderr } = start({ SHOP_ERP_URL: 'http://127.0.0.1:4000/shopinvader-api/demo' });
    expect(status).toBe(1);
    expect(stderr).toContain('SHOP_SEARCH_URL is required');
  });
});
