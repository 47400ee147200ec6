import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as EstimatesModule from './delivery-estimates.server';
import { type ErpStandIn, startErpStandIn } from './erp-stand-in-test-kit';

let standIn: ErpStandIn;
vi.mock('~/config/server-config.server', () => ({
  getServerConfig: () => ({ erpUrl: standIn.url, erpTimeoutMs: 2_000 }),
}));

/** A fresh module per test: the carriers it read last as long as the module. */
let estimates: typeof EstimatesModule;
beforeEach(async () => {
  vi.resetModules();
  estimates = await import('./delivery-estimates.server');
});
beforeAll(async () => {
  standIn = await startErpStandIn();
});
afterAll(() => standIn.stop());

const SESSION = 'fastapi_auth_partner=abc';
const CARRIERS = {
  status: 200,
  body: [
    { id: 1, name: 'Standard', code: 'STD', description: '2-3 working days' },
    { id: 2, name: 'Pick-up', code: null, description: null },
  ],
};
const carrierCalls = () => standIn.calls.filter(({ path }) => path === 'delivery_carriers');

describe('delivery estimate on the product page (issue 44)', () => {
  it("reads the carriers' own descriptions with the visitor's cookie, and keeps them for every visitor", async () => {
    standIn.answer({ 'GET delivery_carriers': CARRIERS });
    const before = carrierCalls().length;
    expect(await estimates.loadDeliveryEstimates('en', SESSION)).toEqual([
      { id: 1, name: 'Standard', description: '2-3 working days' },
    ]);
    expect(carrierCalls().at(-1)?.cookie).toBe(SESSION);
    expect(await estimates.loadDeliveryEstimates('en', null)).toHaveLength(1);
    expect(carrierCalls().length).toBe(before + 1);
  });

  it('asks nothing without a cookie (the ERP answers carriers to a known partner only) and shows nothing', async () => {
    const before = carrierCalls().length;
    expect(await estimates.loadDeliveryEstimates('en', null)).toEqual([]);
    expect(carrierCalls().length).toBe(before);
  });

  it('shows nothing when the ERP refuses', async () => {
    standIn.answer({ 'GET delivery_carriers': { status: 401, body: { detail: 'Not authenticated' } } });
    expect(await estimates.loadDeliveryEstimates('en', SESSION)).toEqual([]);
  });
});
