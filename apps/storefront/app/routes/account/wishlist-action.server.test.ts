import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ErpStandIn, startErpStandIn } from '~/services/erp/erp-stand-in-test-kit';
import { wishlistAction } from './wishlist-action.server';

let standIn: ErpStandIn;
vi.mock('~/config/server-config.server', () => ({
  getServerConfig: () => ({ erpUrl: standIn.url, erpTimeoutMs: 2_000 }),
}));
beforeAll(async () => {
  standIn = await startErpStandIn();
});
afterAll(() => standIn.stop());
beforeEach(() => {
  standIn.calls.length = 0;
});

const SESSION = 'fastapi_auth_partner=abc';
const PAGE = 'http://shop.test/en/account/wishlists';
const post = (fields: Record<string, string>, cookie: string | null = SESSION) =>
  new Request(PAGE, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams(fields),
  });
const act = async (fields: Record<string, string>, cookie?: string | null) => {
  try {
    return await wishlistAction(post(fields, cookie), new URL(PAGE));
  } catch (thrown) {
    return thrown;
  }
};
const writes = () =>
  standIn.calls
    .filter((call) => call.method !== 'GET')
    .map((call) => `${call.method} ${call.path} ${call.body}`);
const lists = (...lines: number[][]) => ({
  status: 200,
  body: {
    count: lines.length,
    items: lines.map((products, index) => ({
      id: index + 1,
      name: `List ${index + 1}`,
      lines: products.map((product_id) => ({ id: product_id, sequence: 0, product_id, quantity: 1 })),
    })),
  },
});
const location = (answer: unknown) => (answer as Response).headers.get('Location');
const heart = { product: '9', back: '/en/lavender?sku=L5' };
const SIGNED_IN = { 'GET auth/profile': { status: 200, body: { login: 'ann@example.com' } } };

describe('the product page heart', () => {
  it('creates the first list, named in the page’s language, with the product, then goes back to it', async () => {
    standIn.answer({
      ...SIGNED_IN,
      'GET wishlists': lists(),
      'POST wishlists/create': { status: 201, body: {} },
    });
    const answer = await act({ intent: 'heart-add', ...heart });
    expect((answer as Response).status).toBe(303);
    expect(location(answer)).toBe('/en/lavender?sku=L5#wishlist');
    expect(writes()).toEqual([
      'POST wishlists/create {"name":"My wishlist","lines":[{"product_id":9,"quantity":1}]}',
    ]);
    expect(standIn.calls.every((call) => call.cookie === SESSION)).toBe(true);
  });

  it('adds to the first list only, and not twice; takes the product out of it', async () => {
    standIn.answer({
      ...SIGNED_IN,
      'GET wishlists': lists([3], [9]),
      'POST wishlists/1/add_item': { status: 200, body: {} },
    });
    await act({ intent: 'heart-add', ...heart });
    expect(writes()).toEqual(['POST wishlists/1/add_item {"product_id":9,"quantity":1}']);

    standIn.calls.length = 0;
    standIn.answer({
      ...SIGNED_IN,
      'GET wishlists': lists([9]),
      'POST wishlists/1/delete_item': { status: 200, body: {} },
    });
    await act({ intent: 'heart-add', ...heart });
    expect(writes()).toEqual([]);
    await act({ intent: 'heart-remove', ...heart });
    expect(writes()).toEqual(['POST wishlists/1/delete_item {"product_id":9}']);
  });

  it('sends a visitor to sign in and back to the product, and never elsewhere', async () => {
    standIn.answer({ 'GET auth/profile': { status: 401, body: { detail: 'Not authenticated' } } });
    const login = '/en/account/login?redirect=%2Fen%2Flavender%3Fsku%3DL5';
    expect(location(await act({ intent: 'heart-add', ...heart }))).toBe(login);
    expect(location(await act({ intent: 'heart-add', ...heart }, null))).toBe(login);
    expect(location(await act({ intent: 'heart-add', product: '9', back: '//evil.example' }))).toBe(
      '/en/account/login',
    );
    // An anonymous cart's partner, which the module would serve, has a profile without a login.
    standIn.answer({ 'GET auth/profile': { status: 200, body: { login: null } } });
    expect(location(await act({ intent: 'heart-add', ...heart }, 'anonymous_cart=xyz'))).toBe(login);
    expect(writes()).toEqual([]);
  });
});

describe('the account’s forms', () => {
  it('rename, delete, remove a line and set its quantity by the module’s routes, and say so', async () => {
    standIn.answer({
      ...SIGNED_IN,
      'POST wishlists/4/update': { status: 200, body: {} },
      'DELETE wishlists/4': { status: 204 },
      'POST wishlists/4/delete_item': { status: 200, body: {} },
      'POST wishlists/4/update_item': { status: 200, body: {} },
    });
    const done = async (fields: Record<string, string>) => ((await act(fields)) as { data: unknown }).data;
    expect(await done({ intent: 'rename', list: '4', name: ' Restock ' })).toEqual({
      ok: true,
      message: 'wishlist.done.renamed',
    });
    expect(await done({ intent: 'delete', list: '4' })).toEqual({
      ok: true,
      message: 'wishlist.done.deleted',
    });
    expect(await done({ intent: 'remove-line', list: '4', product: '9' })).toEqual({
      ok: true,
      message: 'wishlist.done.line_removed',
    });
    expect(await done({ intent: 'set-quantity', list: '4', product: '9', quantity: '24' })).toEqual({
      ok: true,
      message: 'wishlist.done.quantity',
    });
    expect(writes()).toEqual([
      'POST wishlists/4/update {"name":"Restock"}',
      'DELETE wishlists/4 ',
      'POST wishlists/4/delete_item {"product_id":9}',
      'POST wishlists/4/update_item {"product_id":9,"quantity":24}',
    ]);
  });

  it('answer a bad form 400, a list that is not the customer’s 404, an ERP down 503', async () => {
    const status = async (fields: Record<string, string>) => {
      const answer = (await act(fields)) as { data: { message: string }; init: { status: number } | null };
      return [answer.init?.status, answer.data.message];
    };
    expect(await status({ intent: 'create', name: '' })).toEqual([400, 'wishlist.errors.name_required']);
    standIn.answer({ ...SIGNED_IN, 'POST wishlists/create': { status: 500, body: {} } });
    expect(await status({ intent: 'create', name: 'Gifts' })).toEqual([503, 'wishlist.errors.failed']);
    expect(await status({ intent: 'delete', list: '77' })).toEqual([404, 'wishlist.errors.not_found']);
    expect(writes()).toEqual(['POST wishlists/create {"name":"Gifts"}', 'DELETE wishlists/77 ']);
  });
});
