import { describe, expect, it, vi } from 'vitest';
import { createErpBrowserClient } from './erp-browser-client';
import { ErpError } from './erp-error';

function fakeFetch(status: number, body?: unknown) {
  return vi.fn(
    async (_url: URL | RequestInfo, _init?: RequestInit) =>
      new Response(body === undefined ? null : JSON.stringify(body), { status }),
  );
}

describe('browser ERP client', () => {
  it('calls the proxy with the ERP language of the locale and a query', async () => {
    const fetch = fakeFetch(200, { count: 0, items: [] });
    const client = createErpBrowserClient({ baseUrl: 'http://shop.test/shopinvader/', locale: 'nl', fetch });
    expect(await client.get('sales', { page: 2, page_size: 10 })).toEqual({ count: 0, items: [] });
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('http://shop.test/shopinvader/sales?page=2&page_size=10');
    expect(new Headers(init?.headers).get('accept-language')).toBe('nl_be');
  });

  it('defaults to fr_be for French (docs/contracts/README.md#common-rules)', async () => {
    const fetch = fakeFetch(200, {});
    await createErpBrowserClient({ baseUrl: 'http://shop.test/shopinvader', locale: 'fr', fetch }).get(
      'settings',
    );
    expect(new Headers(fetch.mock.calls[0]![1]?.headers).get('accept-language')).toBe('fr_be');
  });

  it('sends JSON bodies and reads 204 as nothing', async () => {
    const fetch = fakeFetch(204);
    const client = createErpBrowserClient({ baseUrl: 'http://shop.test/shopinvader/', locale: 'en', fetch });
    expect(await client.post('auth/logout', { a: 1 })).toBeUndefined();
    const init = fetch.mock.calls[0]![1]!;
    expect(init.body).toBe('{"a":1}');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
  });

  it('ends the session on a 401 from any call, and throws the ERP detail', async () => {
    const onUnauthorized = vi.fn();
    const client = createErpBrowserClient({
      baseUrl: 'http://shop.test/shopinvader/',
      locale: 'en',
      onUnauthorized,
      fetch: fakeFetch(401, { detail: 'Not authenticated' }),
    });
    await expect(client.get('customer')).rejects.toEqual(new ErpError(401, 'Not authenticated'));
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('reads FastAPI validation details as one message', async () => {
    const client = createErpBrowserClient({
      baseUrl: 'http://shop.test/shopinvader/',
      locale: 'en',
      fetch: fakeFetch(422, { detail: [{ msg: 'name is required' }, { msg: 'zip is required' }] }),
    });
    await expect(client.post('addresses/delivery', {})).rejects.toMatchObject({
      status: 422,
      detail: 'name is required; zip is required',
    });
  });
});
