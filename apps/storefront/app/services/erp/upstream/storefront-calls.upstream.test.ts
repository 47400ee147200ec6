import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  findUpstreamRoute,
  loadUpstreamOracle,
  upstreamRequestSchema,
  validateAgainstUpstream,
  type UpstreamOracle,
} from '../../../../../../scripts/lib/upstream-oracle.ts';
import { ensureUpstreamOracle } from '../../../../../../scripts/upstream-oracle.ts';
import { invoiceDownloadPath } from '~/domain/erp-api';
import { checkErpCall } from '../proxy-allow-list';
import { recordStorefrontCalls, type RecordedCall } from './recorded-calls';

/**
 * Every ERP call the storefront makes exists in the released Shopinvader modules (the oracle:
 * tools/upstream-oracle/README.md), with that method and a body they accept. The calls come from the code:
 * the client functions driven with a recording fetch, and the calls written in the screens and server
 * modules, read from their source.
 */
let v16: UpstreamOracle;
let v18: UpstreamOracle;
beforeAll(async () => {
  await ensureUpstreamOracle();
  v16 = loadUpstreamOracle('16.0');
  v18 = loadUpstreamOracle('18.0');
}, 600_000);

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../..');
const appDir = path.join(repoRoot, 'apps/storefront/app');

/** The classic calls of docs/contracts/README.md#erp-calls that no released module routes: the classic dialect is for an ERP that has them. */
const CLASSIC_ONLY = {
  'POST carts/current/set_public_delivery_pickup':
    'a pick-up point without an Odoo id, sent whole (docs/contracts/README.md#erp-calls); stock sets one by carrier and code',
  'POST carts/current/set_pickup':
    'classic sets a pick-up point by `pickup_site_id`; stock takes {carrier_id, code}',
  'GET invoice/12/download':
    'the classic call (docs/contracts/README.md#erp-calls) names it in the singular; shopinvader_api_invoice routes `invoices/{id}`',
  'GET delivery_pickups': 'classic searches pick-up points by `name`; stock searches near an address',
} as const;

/** The calls only the shop's deployment extension serves (docs/deploying.md, demo extension-routes.ts). */
const EXTENSION_ONLY = ['GET resellers', 'POST customer/upload_files'];

/**
 * The document every FastAPI endpoint publishes beside its routes (the `fastapi` addon, not a Shopinvader
 * module): the server reads it to learn the optional modules (services/erp/erp-modules.server.ts), and
 * the browser's proxy never forwards it.
 */
const ENDPOINT_DOCUMENT = 'GET openapi.json';

const key = (call: { method: string; path: string }) => `${call.method} ${call.path}`;

function disagreement(oracle: UpstreamOracle, call: RecordedCall): string | null {
  const route = findUpstreamRoute(oracle, call.method, call.path);
  if (!route) return `${key(call)}: no released module routes it`;
  const unknownQuery = Object.keys(call.query).filter(
    (name) => !route.query.some((parameter) => parameter.name === name),
  );
  if (unknownQuery.length > 0) return `${key(call)}: query ${unknownQuery.join(', ')} not declared upstream`;
  const schema = upstreamRequestSchema(oracle, route);
  if (call.body === undefined) {
    return route.requestBody?.required ? `${key(call)}: upstream requires a body` : null;
  }
  if (!schema) return null;
  const { valid, errors } = validateAgainstUpstream(schema, call.body);
  return valid ? null : `${key(call)}: body refused: ${errors.join('; ')}`;
}

describe('the calls of the client functions (recorded)', () => {
  it('on stock Shopinvader 16.0 (current): every call is routed upstream with a body it accepts', async () => {
    const calls = await recordStorefrontCalls('current');
    expect(calls.length).toBeGreaterThan(20);
    expect(calls.map((call) => disagreement(v16, call)).filter(Boolean)).toEqual([]);
  });

  it('are all forwarded by the proxy to an ERP without the extension', async () => {
    for (const generation of ['current', 'classic'] as const) {
      const calls = await recordStorefrontCalls(generation);
      const refused = calls.filter(
        (call) => checkErpCall(call.method, call.path, { extension: false }).kind !== 'allowed',
      );
      expect(refused.map(key)).toEqual([]);
    }
  });

  it('in classic: only the known classic-only calls are not upstream', async () => {
    const calls: RecordedCall[] = [
      ...(await recordStorefrontCalls('classic')),
      { method: 'GET', path: invoiceDownloadPath('classic', 12), query: {}, body: undefined },
    ];
    const failing = new Set(
      calls.filter((call) => disagreement(v16, call) !== null).map((call) => key(call)),
    );
    expect([...failing].sort()).toEqual(Object.keys(CLASSIC_ONLY).sort());
  });

  it('on 18.0: pins what the current calls lack (payment, pick-up and set_carrier have no 18.0 release)', async () => {
    const calls = await recordStorefrontCalls('current');
    const missing = [
      ...new Set(calls.filter((call) => !findUpstreamRoute(v18, call.method, call.path)).map(key)),
    ];
    expect(missing.sort()).toEqual(
      [
        'GET carts/current/payable',
        'GET delivery_pickups',
        'GET payment/methods',
        'POST carts/current/set_pickup',
        'POST payment/transactions',
      ].sort(),
    );
    expect(v18.missing).toEqual(
      expect.arrayContaining([
        'shopinvader_api_delivery_pickup',
        'shopinvader_api_payment',
        'shopinvader_api_payment_cart',
      ]),
    );
    // `set_carrier` is gone on 18.0: the current dialect sets the carrier with `carrier`, which it keeps.
    expect(findUpstreamRoute(v18, 'POST', 'carts/current/set_carrier')).toBeUndefined();
    expect(findUpstreamRoute(v18, 'POST', 'carts/current/carrier')).toBeDefined();
  });
});

// ---- The calls written in screens and server modules, read from the source ----

interface WrittenCall {
  file: string;
  method: string;
  /** The path as written; `${…}` stands for any one segment. */
  path: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const CLIENT_CALL =
  /\b(?:erp(?:\([^)]*\))?|client|erp\(\))\s*\.\s*(get|post|delete|blob)(?:<[^>]*>)?\(\s*[`'"]([^`'"]+)[`'"]/g;
const SERVER_CALL = /\bcallErp\(\s*[`'"]([^`'"]+)[`'"]\s*,\s*\{([^}]*)/g;

/** The modules recorded-calls.ts drives: their calls depend on the generation, which the recording covers. */
const DRIVEN = /^services\/(?:cart|auth)\//;

function writtenCalls(): WrittenCall[] {
  return sourceFiles(appDir).flatMap((file) => {
    if (DRIVEN.test(path.relative(appDir, file))) return [];
    const text = readFileSync(file, 'utf8');
    const relative = path.relative(appDir, file);
    const client = [...text.matchAll(CLIENT_CALL)].map(([, verb, written]) => ({
      file: relative,
      method: verb === 'blob' ? 'GET' : verb!.toUpperCase(),
      path: written!,
    }));
    const server = [...text.matchAll(SERVER_CALL)].map(([, written, options]) => ({
      file: relative,
      method: /method:\s*'POST'/.test(options!) ? 'POST' : 'GET',
      path: written!,
    }));
    return [...client, ...server];
  });
}

/** The path with each `${…}` replaced by a value upstream's parameter accepts (an id, or the address type). */
function concrete(written: string): string {
  return written
    .replace(/\$\{CART_BASE\}/g, 'carts')
    .replace(/addresses\/\$\{[^}]+\}/g, 'addresses/delivery')
    .replace(/\$\{[^}]+\}/g, '12');
}

describe('the calls written in screens and server modules', () => {
  const calls = writtenCalls();

  it('are found (the scan reads the code)', () => {
    expect(calls.map((call) => key(call))).toEqual(
      expect.arrayContaining(['POST customer', 'GET sales', 'POST leads', 'GET invoices', 'GET resellers']),
    );
  });

  it('are routed upstream (16.0), except the extension calls, which the proxy forwards only with the extension', () => {
    const notUpstream = calls.filter(
      (call) =>
        !findUpstreamRoute(v16, call.method, concrete(call.path)) &&
        `${call.method} ${call.path}` !== ENDPOINT_DOCUMENT,
    );
    expect([...new Set(notUpstream.map((call) => `${call.method} ${concrete(call.path)}`))].sort()).toEqual(
      [...EXTENSION_ONLY].sort(),
    );
    expect(calls.map((call) => key(call))).toContain(ENDPOINT_DOCUMENT);
    for (const extension of [false, true])
      expect(checkErpCall('GET', 'openapi.json', { extension }).kind).not.toBe('allowed');
    for (const call of notUpstream) {
      expect(checkErpCall(call.method, concrete(call.path), { extension: false }).kind).toBe('unknown-path');
      expect(checkErpCall(call.method, concrete(call.path), { extension: true }).kind).toBe('allowed');
    }
  });

  it('the extension calls are those the demo ERP and docs/deploying.md declare as the extension', () => {
    const demo = readFileSync(
      path.join(repoRoot, 'apps/demo-backend/src/erp/extension/extension-routes.ts'),
      'utf8',
    );
    const declared = [...demo.matchAll(/method: '(GET|POST)', path: '\/([^']+)'(?!, extraFields)/g)].map(
      ([, method, route]) => `${method} ${route}`,
    );
    const deploying = readFileSync(path.join(repoRoot, 'docs/deploying.md'), 'utf8');
    for (const call of EXTENSION_ONLY) {
      expect(declared).toContain(call);
      expect(deploying).toContain(`\`${call}`);
      expect(findUpstreamRoute(v16, ...(call.split(' ') as [string, string]))).toBeUndefined();
    }
  });
});

describe('the invoice download (a path the screens build with domain/erp-api.ts)', () => {
  it('is upstream in current and a known classic-only call in classic', () => {
    const current = invoiceDownloadPath('current', 12);
    const classic = invoiceDownloadPath('classic', 12);
    expect(findUpstreamRoute(v16, 'GET', current)).toBeDefined();
    expect(findUpstreamRoute(v18, 'GET', current)).toBeDefined();
    expect(findUpstreamRoute(v16, 'GET', classic)).toBeUndefined();
    expect(Object.keys(CLASSIC_ONLY)).toContain(`GET ${classic}`);
    for (const path of [current, classic])
      expect(checkErpCall('GET', path, { extension: false }).kind).toBe('allowed');
  });
});
