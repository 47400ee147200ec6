import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ErpStandIn, startErpStandIn } from './erp-stand-in-test-kit';
import type * as NewsletterModule from './newsletter.server';

let standIn: ErpStandIn;
vi.mock('~/config/server-config.server', () => ({
  getServerConfig: () => ({ erpUrl: standIn.url, erpTimeoutMs: 2_000 }),
}));

/** A fresh module per test: what it learnt of the ERP's mailing list lasts as long as the module. */
let newsletter: typeof NewsletterModule;
beforeEach(async () => {
  vi.resetModules();
  newsletter = await import('./newsletter.server');
});
beforeAll(async () => {
  standIn = await startErpStandIn();
});
afterAll(() => standIn.stop());

const SESSION = 'fastapi_auth_partner=abc';
const SIGNED_IN = { 'GET auth/profile': { status: 200, body: { login: 'ann@example.com' } } };
const CREATED_LEAD = { status: 201, body: { id: 5, subject: 'Newsletter', email: 'ann@example.com' } };
const SUBSCRIBED = { status: 200, body: { name: null, email: 'ann@example.com', opt_out: false } };
/** The calls made, but for the read of the ERP's modules (an endpoint without openapi.json unless said). */
const calls = () =>
  standIn.calls.filter(({ path }) => path !== 'openapi.json').map(({ method, path }) => `${method} ${path}`);
const openApiWith = (paths: string[]) => ({
  status: 200,
  body: { paths: Object.fromEntries(paths.map((path) => [path, { post: {} }])) },
});

describe('newsletter sign-up from the footer', () => {
  it("switches a signed-in customer's opt-in on with POST customer {opt_in: true}", async () => {
    // Stock Shopinvader's customer: no id, and no customer/{id}/update route.
    standIn.answer({
      ...SIGNED_IN,
      'POST customer': { status: 200, body: { email: 'ann@example.com', opt_in: true, pricelist_id: 1 } },
    });
    expect(await newsletter.subscribe('en', 'ann@example.com', SESSION)).toEqual({
      ok: true,
      via: 'customer',
    });
    expect(calls()).toEqual(['GET auth/profile', 'POST customer']);
    expect(JSON.parse(standIn.calls[1]!.body)).toEqual({ opt_in: true });
    expect(standIn.calls[1]?.cookie).toBe(SESSION);
  });

  it('adds an anonymous visitor to the mailing list with shopinvader_api_mass_mailing', async () => {
    standIn.answer({ 'POST mass_mailing/subscribe': SUBSCRIBED });
    expect(await newsletter.subscribe('en', 'ann@example.com', null)).toEqual({
      ok: true,
      via: 'mailing-list',
    });
    expect(calls()).toEqual(['POST mass_mailing/subscribe']);
    // SubscribeInput is strict: the e-mail, nothing else.
    expect(JSON.parse(standIn.calls.find((call) => call.path === 'mass_mailing/subscribe')!.body)).toEqual({
      email: 'ann@example.com',
    });
  });

  it('treats a visitor whose session the ERP refuses as anonymous', async () => {
    standIn.answer({
      'GET auth/profile': { status: 401, body: { detail: 'Not authenticated' } },
      'POST mass_mailing/subscribe': SUBSCRIBED,
    });
    expect(await newsletter.subscribe('en', 'ann@example.com', SESSION)).toEqual({
      ok: true,
      via: 'mailing-list',
    });
  });

  it('leaves a JSON lead without the module (404), and asks for the module no more', async () => {
    standIn.answer({ 'POST leads': CREATED_LEAD });
    expect(await newsletter.subscribe('en', 'ann@example.com', null)).toEqual({ ok: true, via: 'lead' });
    expect(calls()).toEqual(['POST mass_mailing/subscribe', 'POST leads']);
    const lead = standIn.calls.find((call) => call.path === 'leads');
    expect(lead?.contentType).toBe('application/json');
    expect(JSON.parse(lead!.body)).toEqual({
      subject: 'Newsletter',
      email: 'ann@example.com',
      description: 'Newsletter sign-up: ann@example.com',
    });
    standIn.answer({ 'POST leads': CREATED_LEAD });
    expect(await newsletter.subscribe('en', 'bob@example.com', null)).toEqual({ ok: true, via: 'lead' });
    expect(calls()).toEqual(['POST leads']);
  });

  it("leaves a lead without trying the list where the ERP's openapi.json lists no mailing-list routes", async () => {
    standIn.answer({ 'GET openapi.json': openApiWith(['/leads']), 'POST leads': CREATED_LEAD });
    expect(await newsletter.subscribe('en', 'ann@example.com', null)).toEqual({ ok: true, via: 'lead' });
    expect(calls()).toEqual(['POST leads']);
  });

  it('takes an address off the list with POST mass_mailing/unsubscribe {email}', async () => {
    standIn.answer({ 'POST mass_mailing/unsubscribe': { status: 204 } });
    await newsletter.unsubscribe('en', 'ann@example.com');
    expect(calls()).toEqual(['POST mass_mailing/unsubscribe']);
    expect(JSON.parse(standIn.calls[0]!.body)).toEqual({ email: 'ann@example.com' });
  });

  it("reports the ERP's other failures and odd answers, never swallows them", async () => {
    standIn.answer({ 'POST mass_mailing/subscribe': { status: 500, body: { detail: 'boom' } } });
    await expect(newsletter.subscribe('en', 'ann@example.com', null)).rejects.toThrow(/500/);
    standIn.answer({ 'POST mass_mailing/subscribe': { status: 200, body: { ok: true } } });
    await expect(newsletter.subscribe('en', 'ann@example.com', null)).rejects.toThrow(/unexpected shape/);
    standIn.answer({ ...SIGNED_IN, 'POST customer': { status: 503, body: { detail: 'down' } } });
    await expect(newsletter.subscribe('en', 'ann@example.com', SESSION)).rejects.toThrow(/503/);
  });
});
