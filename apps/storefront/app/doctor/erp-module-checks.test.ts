import { describe, expect, it } from 'vitest';
import { parseServerConfig } from '~/config/server-config.server';
import type { Answer } from './doctor-http';
import {
  extensionCheck,
  leadsCheck,
  mailingListCheck,
  optionalModulesCheck,
  paymentCheck,
} from './erp-module-checks';
import { priceProblem } from './search-checks';

const answer = (status: number, body?: unknown): Answer => ({
  status,
  body,
  text: JSON.stringify(body ?? ''),
});
/** FastAPI's 422 for a missing field, as pydantic 2 words it. */
const missing = (where: 'body' | 'query', field: string) =>
  answer(422, { detail: [{ type: 'missing', loc: [where, field], msg: 'Field required' }] });
const NOT_FOUND = answer(404, { detail: 'Not Found' });
const UNREACHABLE: Answer = { status: 0, body: undefined, text: '', error: 'not reachable (ECONNREFUSED)' };

const config = (extension: 'on' | 'off') =>
  parseServerConfig({
    SHOP_ERP_URL: 'http://erp.test/shopinvader-api/shop',
    SHOP_SEARCH_URL: 'http://search.test',
    SHOP_SEARCH_PRODUCTS_INDEX: 'shop_product_variant',
    SHOP_SEARCH_CATEGORIES_INDEX: 'shop_product_category',
    SHOP_ERP_EXTENSION: extension,
  });

describe('the doctor on the modules the shop relies on', () => {
  it("knows shopinvader_api_lead by its strict body's 422, and fails where the contact form would", () => {
    expect(leadsCheck(missing('body', 'subject')).status).toBe('ok');
    expect(leadsCheck(NOT_FOUND)).toMatchObject({
      status: 'fail',
      fix: expect.stringContaining('shopinvader_api_lead'),
    });
    expect(leadsCheck(UNREACHABLE).status).toBe('fail');
    // A route that takes something else than the released JSON body (e.g. an old multipart one).
    expect(leadsCheck(answer(415, { detail: 'multipart expected' })).status).toBe('fail');
  });

  it('tells whether newsletter sign-ups join a mailing list or arrive as leads, neither being a fault', () => {
    expect(mailingListCheck(missing('body', 'email')).message).toContain('mailing list');
    const none = mailingListCheck(NOT_FOUND);
    expect(none).toMatchObject({ status: 'ok', message: expect.stringContaining('arrive as leads') });
    expect(mailingListCheck(answer(500)).status).toBe('warn');
  });

  it('fails without the payment module, which Shopinvader 18.0 has not released', () => {
    expect(paymentCheck(missing('query', 'payable')).status).toBe('ok');
    expect(paymentCheck(NOT_FOUND)).toMatchObject({ status: 'fail', fix: expect.stringContaining('18.0') });
  });

  it('holds SHOP_ERP_EXTENSION to the routes the ERP has', () => {
    const unauthorized = answer(401, { detail: 'Unauthorized' });
    expect(extensionCheck(config('on'), unauthorized).status).toBe('ok');
    expect(extensionCheck(config('off'), NOT_FOUND).status).toBe('ok');
    expect(extensionCheck(config('on'), NOT_FOUND)).toMatchObject({
      status: 'fail',
      fix: expect.stringContaining('SHOP_ERP_EXTENSION=off'),
    });
    expect(extensionCheck(config('off'), unauthorized)).toMatchObject({
      status: 'warn',
      fix: 'set SHOP_ERP_EXTENSION=on',
    });
    expect(extensionCheck(config('on'), UNREACHABLE).status).toBe('warn');
  });
});

describe('the doctor on where an index keeps the default price (domain/pricelist.ts)', () => {
  const single = { price: { value: 9.5 } };
  const multi = { price_by_pricelist: { '1': { value: 9.5 }, '2': { value: 7.9 } } };

  it('accepts the single-price exporter without a default pricelist id, and the multi-price one with its key', () => {
    expect(priceProblem(single, undefined)).toBeUndefined();
    expect(priceProblem(multi, '1')).toBeUndefined();
  });

  it('fails on a default pricelist id the documents do not have, naming the ids they have', () => {
    expect(priceProblem(multi, '7')).toMatchObject({
      severity: 'fail',
      fix: expect.stringContaining('one of 1, 2'),
    });
    expect(priceProblem(single, '1')).toMatchObject({
      severity: 'fail',
      fix: expect.stringContaining('unset SHOP_SEARCH_DEFAULT_PRICELIST_ID'),
    });
  });

  it('fails on prices by pricelist without a default pricelist id, and warns on a document without any price', () => {
    expect(priceProblem(multi, undefined)).toMatchObject({
      severity: 'fail',
      fix: expect.stringContaining('SHOP_SEARCH_DEFAULT_PRICELIST_ID'),
    });
    expect(priceProblem({}, undefined)?.severity).toBe('warn');
  });

  it("names the optional modules from the endpoint's openapi.json, and warns where it is not published", () => {
    const post = { post: {} };
    const mailing =
      'shopinvader_api_mass_mailing (POST /mass_mailing/subscribe, POST /mass_mailing/unsubscribe)';
    const quotations =
      'shopinvader_api_quotation (GET /quotations, GET /quotations/{quotation_id}, POST /quotations/{quotation_id}/confirm, GET /quotations/{quotation_id}/download)';
    const wishlists =
      'shopinvader_api_wishlist (GET /wishlists, POST /wishlists/create, POST /wishlists/{_id}/update, DELETE /wishlists/{_id}, POST /wishlists/{_id}/add_item, POST /wishlists/{_id}/delete_item, POST /wishlists/{_id}/add_to_cart)';
    const lines = 'shopinvader_api_sale (GET /sales/lines)';
    const deliveries = 'shopinvader_api_delivery_carrier (GET /deliveries)';
    const note = 'shopinvader_api_address_shipping_note (DeliveryAddress.shipping_note)';
    const steps =
      'shopinvader_api_cart_step (CartUpdateInput.current_step, CartUpdateInput.next_step, Sale.step)';
    const listed = optionalModulesCheck(
      answer(200, {
        paths: {
          '/mass_mailing/subscribe': post,
          '/mass_mailing/unsubscribe': post,
          '/sales/lines': { get: {} },
        },
        components: { schemas: { DeliveryAddress: { properties: { shipping_note: {} } } } },
      }),
    );
    expect(listed).toMatchObject({
      status: 'ok',
      message: `present: ${mailing}, ${lines}, ${note}; absent: ${quotations}, ${wishlists}, ${deliveries}, ${steps}`,
    });
    expect(optionalModulesCheck(answer(200, { paths: {} })).message).toBe(
      `present: none; absent: ${mailing}, ${quotations}, ${wishlists}, ${lines}, ${deliveries}, ${note}, ${steps}`,
    );
    expect(optionalModulesCheck(NOT_FOUND)).toMatchObject({ status: 'warn' });
    expect(optionalModulesCheck(UNREACHABLE).status).toBe('warn');
  });
});
