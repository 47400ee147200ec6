import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { UpstreamOracle, UpstreamRoute } from '../../../../../scripts/lib/upstream-oracle.ts';
import { type ExtensionRoute, upstreamOracleCheck, upstreamOracleFromEnv } from './upstream-oracle.ts';

/**
 * The check on its own, on a small app and an oracle written for the test (the real one is exercised by
 * src/erp/upstream-conformance.test.ts): each kind of disagreement is recorded, what upstream allows is not.
 */
const route = (method: string, routePath: string, extra: Partial<UpstreamRoute> = {}): UpstreamRoute => ({
  method,
  path: routePath,
  module: 'test_module',
  statusCode: 200,
  deprecated: false,
  requestBody: null,
  query: [],
  pathParameters: [],
  responses: { '200': { contentType: 'application/json', schema: { $ref: '#/components/schemas/Thing' } } },
  ...extra,
});

const oracle = {
  odooVersion: '16.0',
  routes: [
    route('GET', '/things/{thing_id}'),
    route('GET', '/things', { query: [{ name: 'near', required: true, schema: { type: 'string' } }] }),
    route('POST', '/things', {
      statusCode: 201,
      requestBody: {
        contentType: 'application/json',
        required: true,
        schema: { $ref: '#/components/schemas/ThingInput' },
      },
      responses: {
        '201': {
          contentType: 'application/json',
          schema: { anyOf: [{ $ref: '#/components/schemas/Thing' }, { type: 'null' }] },
        },
      },
    }),
  ],
  components: {
    Thing: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'name'],
      properties: { id: { type: 'integer' }, name: { type: 'string' } },
    },
    ThingInput: {
      type: 'object',
      additionalProperties: false,
      required: ['name'],
      properties: { name: { type: 'string' } },
    },
  },
} as unknown as UpstreamOracle;

const BASE = '/erp';
let app: FastifyInstance;
afterEach(async () => app?.close());

async function start(answers: Record<string, { status?: number; body: unknown }>, options = {}) {
  app = Fastify();
  await app.register(
    async (scope) => {
      await scope.register(upstreamOracleCheck, { oracle, ...options });
      for (const [key, answer] of Object.entries(answers)) {
        const [method, url] = key.split(' ') as [string, string];
        scope.route({
          method,
          url,
          handler: async (_request, reply) => reply.code(answer.status ?? 200).send(answer.body),
        });
      }
    },
    { prefix: BASE },
  );
  await app.ready();
}

const call = (method: 'GET' | 'POST', url: string, payload?: unknown, headers = {}) =>
  app.inject({
    method,
    url: `${BASE}${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as string }),
  });

async function recorded() {
  return (await call('GET', '/_dev/upstream-violations')).json().items;
}

describe('the upstream check', () => {
  it('records a call no upstream route takes, and not the extension’s routes nor the demo’s own pages', async () => {
    const extensionRoutes: ExtensionRoute[] = [{ method: 'GET', path: '/resellers' }];
    await start(
      {
        'GET /unknown/:id': { body: {} },
        'GET /resellers': { body: [] },
        'POST /payment/providers/demo/pay': { body: {} },
      },
      { extensionRoutes },
    );
    await call('GET', '/unknown/3');
    await call('GET', '/resellers');
    await call('POST', '/payment/providers/demo/pay');
    expect(await recorded()).toEqual([
      {
        kind: 'route',
        method: 'GET',
        path: '/unknown/3',
        route: null,
        status: 200,
        errors: ['no released 16.0 module routes GET /unknown/3'],
      },
    ]);
  });

  it('records a body upstream refuses, a body of another type and a missing required query parameter', async () => {
    await start({
      'POST /things': { status: 201, body: { id: 1, name: 'a' } },
      'GET /things': { body: { id: 1, name: 'a' } },
    });
    await call('POST', '/things', { name: 'a', colour: 'red' });
    await call('POST', '/things', '--x\r\n', { 'content-type': 'multipart/form-data; boundary=x' });
    await call('GET', '/things');
    const found = await recorded();
    expect(found.map((item: { kind: string; errors: string[] }) => [item.kind, item.errors])).toEqual([
      ['request', ['(the value) has the field "colour", which upstream does not declare']],
      ['request', ['the body is multipart/form-data; boundary=x; upstream takes application/json']],
      ['request', ['the query parameter "near" is required upstream']],
    ]);
  });

  it('lets a route the extension widens take and answer fields upstream does not declare', async () => {
    await start(
      { 'POST /things': { status: 201, body: { id: 1, name: 'a', colour: 'red' } } },
      { extensionRoutes: [{ method: 'POST', path: '/things', extraFields: true }] },
    );
    await call('POST', '/things', { name: 'a', colour: 'red' });
    expect(await recorded()).toEqual([]);
  });

  it('records an answer of the wrong type, or with a status upstream does not answer', async () => {
    await start({
      'GET /things/:id': { body: { id: 'one', name: 'a' } },
      'POST /things': { status: 200, body: { id: 1, name: 'a' } },
    });
    await call('GET', '/things/1?lang=fr');
    await call('POST', '/things', { name: 'a' });
    expect(await recorded()).toEqual([
      expect.objectContaining({
        kind: 'response',
        path: '/things/1',
        route: '/things/{thing_id}',
        errors: ['/id must be integer'],
      }),
      expect.objectContaining({
        kind: 'status',
        status: 200,
        errors: ['answered 200; upstream answers 201'],
      }),
    ]);
  });

  it('accepts a 204 where upstream may answer nothing, and errors of the demo as they are', async () => {
    await start({
      'POST /things': { status: 204, body: '' },
      'GET /things/:id': { status: 404, body: { detail: 'Not found' } },
    });
    await call('POST', '/things', { name: 'a' });
    await call('GET', '/things/9');
    expect(await recorded()).toEqual([]);
  });

  it('clears the list on demand, and production refuses the list', async () => {
    await start({ 'GET /unknown': { body: {} } });
    await call('GET', '/unknown');
    expect(await recorded()).toHaveLength(1);
    await call('POST', '/unknown');
    expect(
      (await app.inject({ method: 'DELETE', url: `${BASE}/_dev/upstream-violations` })).json().count,
    ).toBe(0);
    expect(await recorded()).toEqual([]);
    await app.close();
    await start({}, { production: true });
    expect((await call('GET', '/_dev/upstream-violations')).statusCode).toBe(403);
  });
});

describe('DEMO_ERP_ORACLE', () => {
  it('is off when unset, reads the oracle file, and fails clearly on a file it cannot read', () => {
    expect(upstreamOracleFromEnv({})).toBeUndefined();
    const dir = mkdtempSync(path.join(tmpdir(), 'oracle-'));
    try {
      const file = path.join(dir, '16.0.json');
      writeFileSync(file, JSON.stringify(oracle));
      expect(upstreamOracleFromEnv({ DEMO_ERP_ORACLE: file })?.odooVersion).toBe('16.0');
      writeFileSync(file, '{');
      expect(() => upstreamOracleFromEnv({ DEMO_ERP_ORACLE: file })).toThrow(
        `DEMO_ERP_ORACLE=${file}: not a readable upstream oracle (npm run oracle writes it)`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
