import { describe, expect, it, vi } from 'vitest';

vi.mock('./server-config.server', () => ({ getServerConfig: () => ({ publicUrl: undefined }) }));
const { refuseCrossOrigin } = await import('./same-origin.server');

const request = (method: string, headers: Record<string, string> = {}) =>
  new Request('http://shop.test/set-locale', { method, headers });

describe('state-changing requests must come from the shop itself', () => {
  it('lets reads through whatever their origin', () => {
    expect(refuseCrossOrigin(request('GET', { origin: 'https://evil.example' }))).toBeUndefined();
    expect(refuseCrossOrigin(request('HEAD'))).toBeUndefined();
  });

  it('lets a same-origin POST and DELETE through', () => {
    expect(refuseCrossOrigin(request('POST', { origin: 'http://shop.test' }))).toBeUndefined();
    expect(refuseCrossOrigin(request('DELETE', { origin: 'http://shop.test' }))).toBeUndefined();
  });

  it.each<Record<string, string>>([{ origin: 'https://evil.example' }, { origin: 'null' }, {}])(
    'refuses a POST with %j',
    async (headers) => {
      const refusal = refuseCrossOrigin(request('POST', headers));
      expect(refusal?.status).toBe(403);
      expect(await refusal?.json()).toEqual({ detail: 'Cross-origin request refused' });
    },
  );
});

describe('signed machine endpoints', () => {
  it('leave the CMS webhook to its own signature check', () => {
    const webhook = new Request('http://shop.test/_revalidate', { method: 'POST' });
    expect(refuseCrossOrigin(webhook)).toBeUndefined();
  });
});
