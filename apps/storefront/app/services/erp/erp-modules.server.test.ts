import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ErpStandIn, startErpStandIn } from './erp-stand-in-test-kit';
import type * as ErpModulesModule from './erp-modules.server';

let standIn: ErpStandIn;
vi.mock('~/config/server-config.server', () => ({
  getServerConfig: () => ({ erpUrl: standIn.url, erpTimeoutMs: 2_000 }),
}));

/** A fresh module per test: what it knows of the ERP lasts as long as the module. */
let service: typeof ErpModulesModule;
beforeEach(async () => {
  vi.resetModules();
  service = await import('./erp-modules.server');
});
beforeAll(async () => {
  standIn = await startErpStandIn();
});
afterAll(() => standIn.stop());
afterEach(() => vi.useRealTimers());

const post = { post: {} };
const WITH_LIST = {
  status: 200,
  body: { openapi: '3.1.0', paths: { '/mass_mailing/subscribe': post, '/mass_mailing/unsubscribe': post } },
};
const WITHOUT = { status: 200, body: { openapi: '3.1.0', paths: { '/leads': post } } };
const asked = () => standIn.calls.filter((call) => call.path === 'openapi.json').length;

describe("the ERP's optional modules", () => {
  it("reads them from the endpoint's openapi.json, once for callers at the same moment", async () => {
    standIn.answer({ 'GET openapi.json': WITH_LIST });
    const [first, second] = await Promise.all([service.erpModules(), service.erpModules()]);
    expect(first).toMatchObject({ mailingList: true });
    expect(second).toMatchObject({ mailingList: true });
    expect(asked()).toBe(1);
  });

  it('keeps what it learnt for five minutes, then answers it while it asks again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    standIn.answer({ 'GET openapi.json': WITH_LIST });
    await service.erpModules();
    standIn.answer({ 'GET openapi.json': WITHOUT });
    vi.setSystemTime(Date.now() + 4 * 60_000);
    expect(await service.erpModules()).toMatchObject({ mailingList: true });
    expect(asked()).toBe(0);
    vi.setSystemTime(Date.now() + 2 * 60_000);
    expect(await service.erpModules()).toMatchObject({ mailingList: true });
    await vi.waitFor(async () => expect(await service.erpModules()).toMatchObject({ mailingList: false }));
    expect(asked()).toBe(1);
  });

  it('knows nothing where the endpoint publishes no document (404)', async () => {
    standIn.answer({});
    expect(await service.erpModules()).toBeUndefined();
  });

  it('keeps the last answer while the ERP is down, and asks again after half a minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    standIn.answer({ 'GET openapi.json': WITH_LIST });
    await service.erpModules();
    vi.setSystemTime(Date.now() + 6 * 60_000);
    standIn.answer({ 'GET openapi.json': { status: 503, body: { detail: 'down' } } });
    expect(await service.erpModules()).toMatchObject({ mailingList: true });
    await vi.waitFor(() => expect(asked()).toBe(1));
    standIn.answer({ 'GET openapi.json': WITHOUT });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await service.erpModules()).toMatchObject({ mailingList: true });
    expect(asked()).toBe(0);
    vi.setSystemTime(Date.now() + 31_000);
    await service.erpModules();
    await vi.waitFor(async () => expect(await service.erpModules()).toMatchObject({ mailingList: false }));
  });
});
