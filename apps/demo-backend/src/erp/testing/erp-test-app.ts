import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { seedErpDemoData } from '../../../seed/erp/seed-erp.ts';
import { buildApp } from '../../app.ts';
import type { BackendConfig } from '../../config.ts';
import { migrate, openDatabase } from '../../db/database.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { ErpOverrides } from '../erp-options.ts';

export const ERP = '/shopinvader-api/demo';

/**
 * A test app with the ERP demo data. With `erp` overrides (e.g. a local JWKS) it is built the same
 * way as createTestApp but passes them to the ERP plugin.
 */
export async function createErpTestApp(
  erp?: ErpOverrides,
  config: Partial<BackendConfig> = {},
): Promise<TestApp> {
  if (!erp) {
    const subject = await createTestApp(config);
    await seedErpDemoData(subject.db);
    return subject;
  }
  const fullConfig: BackendConfig = {
    host: '127.0.0.1',
    port: 0,
    dataDir: ':memory:',
    mode: 'test',
    logLevel: 'silent',
    ...config,
  };
  const db = openDatabase(':memory:');
  migrate(db);
  await seedErpDemoData(db);
  const options = { db, config: fullConfig, erp };
  const app = await buildApp(options);
  await app.ready();
  return {
    app,
    db,
    config: fullConfig,
    async close() {
      await app.close();
      db.close();
    },
  };
}

/** A browser-like client: keeps the cookies the ERP sets and sends them back, as a storefront proxy would. */
export class Client {
  readonly cookies = new Map<string, string>();
  private readonly subject: TestApp;
  private readonly headers: Record<string, string>;

  constructor(subject: TestApp, headers: Record<string, string> = {}) {
    this.subject = subject;
    this.headers = headers;
  }

  async request(
    method: InjectOptions['method'],
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await this.subject.app.inject({
      method,
      url: path.startsWith('/') ? path : `${ERP}/${path}`,
      headers: { ...this.headers, ...(cookie ? { cookie } : {}), ...headers },
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
    });
    for (const set of response.cookies) {
      const expired = set.maxAge === 0 || (set.expires !== undefined && set.expires.getTime() <= Date.now());
      if (expired || set.value === '') this.cookies.delete(set.name);
      else this.cookies.set(set.name, set.value);
    }
    return response;
  }

  get(path: string, headers?: Record<string, string>) {
    return this.request('GET', path, undefined, headers);
  }

  post(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('POST', path, body, headers);
  }

  delete(path: string) {
    return this.request('DELETE', path);
  }

  async login(login: string, password = 'demo1234'): Promise<LightMyRequestResponse> {
    return this.post('auth/login', { login, password });
  }
}
