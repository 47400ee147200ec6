import { describe, expect, it } from 'vitest';
import { createPageCache, nonceOfPolicy, pageBodyChunks, sharedMaxAge } from './page-cache';

const PUBLIC = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

function answer(body: string, headers: Record<string, string> = {}, status = 200) {
  return {
    status,
    headers: new Headers({ 'Cache-Control': PUBLIC, ...headers }),
    body: new TextEncoder().encode(body),
  };
}

function clock() {
  let time = 1_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

/** The body the chunks make, read as text. */
const text = (chunks: Uint8Array[]) => chunks.map((chunk) => new TextDecoder().decode(chunk)).join('');

describe('what a shared cache may keep', () => {
  it('keeps a public 200 for its s-maxage', () => {
    expect(sharedMaxAge(200, new Headers({ 'Cache-Control': PUBLIC }))).toBe(60);
  });

  it.each([
    ['another status', 404, { 'Cache-Control': PUBLIC }],
    ['no Cache-Control', 200, {}],
    ['no public', 200, { 'Cache-Control': 's-maxage=60' }],
    ['private', 200, { 'Cache-Control': 'public, private, s-maxage=60' }],
    ['no-store', 200, { 'Cache-Control': 'public, no-store, s-maxage=60' }],
    ['no-cache', 200, { 'Cache-Control': 'public, no-cache, s-maxage=60' }],
    ['no s-maxage', 200, { 'Cache-Control': 'public, max-age=60' }],
    ['s-maxage=0', 200, { 'Cache-Control': 'public, s-maxage=0' }],
    ['a cookie set', 200, { 'Cache-Control': PUBLIC, 'Set-Cookie': 'a=1' }],
    ['Vary: *', 200, { 'Cache-Control': PUBLIC, Vary: '*' }],
  ])('keeps nothing with %s', (_label, status, headers) => {
    expect(sharedMaxAge(status, new Headers(headers))).toBeUndefined();
  });
});

describe('page cache', () => {
  it('answers a kept page until its s-maxage is over', () => {
    const time = clock();
    const cache = createPageCache({ maxBytes: 1_000_000, now: time.now });
    expect(cache.set('/en', new Headers(), answer('<p>home</p>'))).toBe(true);
    time.advance(59_999);
    expect(text(pageBodyChunks(cache.get('/en', new Headers())!, undefined))).toBe('<p>home</p>');
    time.advance(1);
    expect(cache.get('/en', new Headers())).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('does not keep what a shared cache may not keep', () => {
    const cache = createPageCache({ maxBytes: 1_000_000 });
    expect(cache.set('/cart', new Headers(), answer('x', { 'Cache-Control': 'no-store' }))).toBe(false);
    expect(cache.get('/cart', new Headers())).toBeUndefined();
  });

  it('keeps one copy per value of the headers the answer varies on', () => {
    const cache = createPageCache({ maxBytes: 1_000_000 });
    const french = new Headers({ 'Accept-Language': 'fr', 'Accept-Encoding': 'gzip' });
    cache.set('/', french, answer('fr', { Vary: 'Accept-Language, Accept-Encoding' }));
    expect(cache.get('/', new Headers({ 'Accept-Language': 'fr' }))).toBeDefined();
    expect(cache.get('/', new Headers({ 'Accept-Language': 'de' }))).toBeUndefined();
    expect(cache.get('/', new Headers())).toBeUndefined();
  });

  it('lets the least recently used pages go past its byte bound', () => {
    const cache = createPageCache({ maxBytes: 3_500, maxEntryBytes: 2_000 });
    const page = 'x'.repeat(1_000);
    cache.set('a', new Headers(), answer(page));
    cache.set('b', new Headers(), answer(page));
    cache.set('c', new Headers(), answer(page));
    cache.get('a', new Headers());
    cache.set('d', new Headers(), answer(page));
    expect(['a', 'b', 'c', 'd'].filter((key) => cache.get(key, new Headers()))).toEqual(['a', 'c', 'd']);
    expect(cache.bytes).toBeLessThanOrEqual(3_500);
  });

  it('does not keep a page larger than one entry may be', () => {
    const cache = createPageCache({ maxBytes: 10_000, maxEntryBytes: 500 });
    expect(cache.set('big', new Headers(), answer('x'.repeat(600)))).toBe(false);
  });

  it('drops the pages with a purged tag and keeps the others', () => {
    const cache = createPageCache({ maxBytes: 10_000 });
    cache.set('/lavender', new Headers(), answer('a', { xkey: 'shop nav product-1' }));
    cache.set('/about', new Headers(), answer('b', { xkey: 'shop nav page-x' }));
    cache.purge(['page-x']);
    expect(cache.get('/lavender', new Headers())).toBeDefined();
    expect(cache.get('/about', new Headers())).toBeUndefined();
  });

  it('is emptied by clear', () => {
    const cache = createPageCache({ maxBytes: 10_000 });
    cache.set('a', new Headers(), answer('a'));
    cache.clear();
    expect(cache.get('a', new Headers())).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });
});

describe('which pages the cache admits', () => {
  it('admits a page asked before, for as long as a copy of it would have lasted', () => {
    const time = clock();
    const cache = createPageCache({ maxBytes: 1_000_000, now: time.now });
    expect(cache.admits('/en/rose')).toBe(false);
    cache.noteAsked('/en/rose', 60);
    time.advance(60_000);
    expect(cache.admits('/en/rose')).toBe(true);
    time.advance(1);
    expect(cache.admits('/en/rose')).toBe(false);
  });

  it('forgets the least recently asked addresses past its bound', () => {
    const cache = createPageCache({ maxBytes: 1_000_000, maxAskedKeys: 2 });
    for (const key of ['a', 'b', 'c']) cache.noteAsked(key, 60);
    expect(['a', 'b', 'c'].map((key) => cache.admits(key))).toEqual([false, true, true]);
  });

  it('admits at once a page that expired, was purged or cleared: it was asked twice to be kept', () => {
    const time = clock();
    const cache = createPageCache({ maxBytes: 1_000_000, now: time.now });
    cache.set('/old', new Headers(), answer('old'));
    cache.set('/tagged', new Headers(), answer('t', { xkey: 'page-x' }));
    cache.set('/other', new Headers(), answer('o'));
    cache.purge(['page-x']);
    time.advance(60_000);
    expect(cache.get('/old', new Headers())).toBeUndefined();
    cache.clear();
    expect(['/old', '/tagged', '/other', '/never'].map((key) => cache.admits(key))).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it('does not admit a page pushed out by others: only the pages asked since are kept', () => {
    const cache = createPageCache({ maxBytes: 2_500, maxEntryBytes: 2_000 });
    const page = 'x'.repeat(1_000);
    for (const key of ['a', 'b', 'c']) cache.set(key, new Headers(), answer(page));
    expect(cache.get('a', new Headers())).toBeUndefined();
    expect(cache.admits('a')).toBe(false);
  });
});

describe('nonces of kept pages', () => {
  const policy = "script-src 'self' 'nonce-Ab+/9==' 'strict-dynamic'";

  it('reads the nonce a policy allows', () => {
    expect(nonceOfPolicy(policy)).toBe('Ab+/9==');
    expect(nonceOfPolicy("script-src 'self'")).toBeUndefined();
    expect(nonceOfPolicy(null)).toBeUndefined();
  });

  it('puts the new nonce wherever the rendered one stood, and nothing else changes', () => {
    const cache = createPageCache({ maxBytes: 100_000 });
    const body = '<script nonce="Ab+/9==">1</script><p>Crème brûlée €</p><link nonce="Ab+/9=="/>';
    cache.set('/fr', new Headers(), answer(body, { 'Content-Security-Policy': policy }));
    const page = cache.get('/fr', new Headers())!;
    expect(page.nonce).toBe('Ab+/9==');
    expect(text(pageBodyChunks(page, 'NEW'))).toBe(body.replaceAll('Ab+/9==', 'NEW'));
    expect(text(pageBodyChunks(page, undefined))).toBe(body);
  });

  it('sends the kept parts themselves, not copies: a page sent a thousand times is not copied a thousand times', () => {
    const cache = createPageCache({ maxBytes: 100_000 });
    cache.set(
      '/fr',
      new Headers(),
      answer('<script nonce="Ab+/9==">1</script><p>x</p>', { 'Content-Security-Policy': policy }),
    );
    const page = cache.get('/fr', new Headers())!;
    const chunks = pageBodyChunks(page, 'NEW');
    expect(chunks[0]).toBe(page.bodyParts[0]);
    expect(chunks[2]).toBe(page.bodyParts[1]);
    expect(chunks).toHaveLength(3);
  });
});
