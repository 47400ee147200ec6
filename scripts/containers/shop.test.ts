// How the container test reads compose.yaml: variables, start order, grace periods.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../lib/services.ts';
import { dependencies, durationSeconds, startOrder, substitute } from './shop.ts';

describe('compose.yaml as the container test reads it', () => {
  it('substitutes variables with their defaults, as compose does', () => {
    const value = { ports: ['${ADDRESS:-127.0.0.1}:${PORT:-3000}:3000'], image: '${IMAGE}' };
    expect(substitute(value, { PORT: '4100' })).toEqual({ ports: ['127.0.0.1:4100:3000'], image: '' });
    expect(substitute(value, { ADDRESS: '0.0.0.0', IMAGE: 'shop' }).image).toBe('shop');
  });

  it('starts each service after those it depends on, and refuses a loop', () => {
    const services = {
      storefront: { depends_on: { cms: { condition: 'service_healthy' }, backend: {} } },
      cms: { depends_on: ['postgres'] },
      backend: {},
      postgres: {},
    };
    const order = startOrder(services);
    expect(order.indexOf('postgres')).toBeLessThan(order.indexOf('cms'));
    expect(order.at(-1)).toBe('storefront');
    expect(dependencies(services.storefront)).toEqual([
      { name: 'cms', condition: 'service_healthy' },
      { name: 'backend', condition: 'service_started' },
    ]);
    expect(() => startOrder({ a: { depends_on: ['b'] }, b: { depends_on: ['a'] } })).toThrow(/loops/);
  });

  it('reads grace periods in compose’s units, 10 s when unset', () => {
    expect(durationSeconds('15s', 10)).toBe(15);
    expect(durationSeconds('1m30s', 10)).toBe(90);
    expect(durationSeconds(undefined, 10)).toBe(10);
  });

  it('publishes every port on 127.0.0.1 unless the operator says otherwise', () => {
    const compose = readFileSync(path.join(repoRoot, 'compose.yaml'), 'utf8');
    const ports = [...compose.matchAll(/^\s+- '([^']*:\d+)'$/gm)].map((match) => match[1]);
    expect(ports.length).toBeGreaterThanOrEqual(4);
    for (const port of ports)
      expect(port).toMatch(/^(127\.0\.0\.1|\$\{SHOP_PUBLISH_ADDRESS:-127\.0\.0\.1\}):/);
  });
});
