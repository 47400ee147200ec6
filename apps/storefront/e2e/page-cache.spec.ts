import { createHmac, randomUUID } from 'node:crypto';
import type { APIResponse } from '@playwright/test';
import { expect, test } from './fixtures';

const PHONE = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile';

/**
 * An address no other test asks for, so that its first answer is rendered: a brand nobody sells, a
 * parameter these pages read (the cache keeps nothing apart for parameters a page does not read). Not a
 * pricelist: a listing that names one is the visitor's own and never kept.
 */
const fresh = (path: string) => `${path}?brand=${randomUUID()}`;

function nonceOf(response: APIResponse): string {
  const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
  expect(nonce).toBeTruthy();
  return nonce!;
}

test('a public page is rendered at its first two requests, then answered from the page cache with a nonce of its own', async ({
  request,
}) => {
  const path = fresh('/en/about-us');
  const once = await request.get(path, { headers: { 'User-Agent': PHONE } });
  expect(once.status()).toBe(200);
  expect(once.headers()['x-page-cache']).toBe('miss');
  // Asked once, a page is not kept (most of a long tail is asked once); asked again, it is.
  const first = await request.get(path, { headers: { 'User-Agent': PHONE } });
  expect(first.headers()['x-page-cache']).toBe('miss');
  const second = await request.get(path, { headers: { 'User-Agent': PHONE } });
  expect(second.headers()['x-page-cache']).toBe('hit');
  expect(second.headers()['age']).toMatch(/^\d+$/);
  expect(second.headers()['cache-control']).toContain('s-maxage=60');

  const [firstNonce, secondNonce] = [nonceOf(first), nonceOf(second)];
  expect(secondNonce).not.toBe(firstNonce);
  const [firstBody, secondBody] = [await first.text(), await second.text()];
  // Every script the kept page allows carries the new nonce, and only the nonces changed.
  const nonces = [...secondBody.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1]);
  expect(nonces.length).toBeGreaterThan(0);
  expect(new Set(nonces)).toEqual(new Set([secondNonce]));
  expect(secondBody).not.toContain(firstNonce);
  expect(secondBody.replaceAll(secondNonce, 'N')).toBe(firstBody.replaceAll(firstNonce, 'N'));
});

test('a kept page goes to a browser compressed as any page, the same page with a nonce of its own', async ({
  request,
}) => {
  const path = fresh('/en/true-lavender-essential-oil');
  const browser = { 'User-Agent': PHONE, 'Accept-Encoding': 'gzip, deflate, br, zstd' };
  await request.get(path, { headers: browser });
  const first = await request.get(path, { headers: browser });
  expect(first.headers()['x-page-cache']).toBe('miss');
  const kept = await request.get(path, { headers: browser });
  expect(kept.headers()['x-page-cache']).toBe('hit');
  expect(kept.headers()['content-encoding']).toBe('br');
  expect(kept.headers()['vary']?.toLowerCase()).toContain('accept-encoding');
  const [firstBody, keptBody] = [await first.text(), await kept.text()];
  expect(keptBody.replaceAll(nonceOf(kept), 'N')).toBe(firstBody.replaceAll(nonceOf(first), 'N'));
  // A client that asks for no compression gets the page as it is.
  const plain = await request.get(path, { headers: { 'User-Agent': PHONE, 'Accept-Encoding': 'identity' } });
  expect(plain.headers()['x-page-cache']).toBe('hit');
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect((await plain.text()).replaceAll(nonceOf(plain), 'N')).toBe(
    firstBody.replaceAll(nonceOf(first), 'N'),
  );
});

test('search result pages and category listings are kept like other public pages', async ({ request }) => {
  for (const path of [fresh('/en/search').replace('?', '?q=lavender&'), fresh('/en/aromatherapy')]) {
    expect((await request.get(path)).headers()['x-page-cache'], path).toBe('miss');
    expect((await request.get(path)).headers()['x-page-cache'], path).toBe('miss');
    const again = await request.get(path);
    expect(again.status(), path).toBe(200);
    expect(again.headers()['x-page-cache'], path).toBe('hit');
  }
});

test('tracking and unknown parameters share the page’s copy, and the page does not change for them', async ({
  request,
}) => {
  const path = fresh('/en/true-lavender-essential-oil');
  await request.get(`${path}&utm_source=mail`);
  // Asked before under another tracking parameter, the page is kept at this request.
  const first = await request.get(path);
  expect(first.headers()['x-page-cache']).toBe('miss');
  const clicked = await request.get(`${path}&utm_source=news&gclid=abc&fbclid=def&zz=98765`);
  expect(clicked.headers()['x-page-cache']).toBe('hit');
  const [firstBody, clickedBody] = [await first.text(), await clicked.text()];
  expect(clickedBody.replaceAll(nonceOf(clicked), 'N')).toBe(firstBody.replaceAll(nonceOf(first), 'N'));
  expect(clickedBody).not.toContain('98765');
  expect(/<link rel="canonical" href="([^"]+)"/.exec(clickedBody)?.[1]).toMatch(
    /\/en\/true-lavender-essential-oil$/,
  );
});

test('a CMS publish drops the pages that show what changed and keeps the others', async ({ request }) => {
  const about = fresh('/en/about-us');
  const product = fresh('/en/true-lavender-essential-oil');
  for (const path of [about, product]) {
    await request.get(path);
    await request.get(path);
    expect((await request.get(path)).headers()['x-page-cache'], path).toBe('hit');
  }
  const pages = await request.get(
    `${process.env.CMS_URL}/api/pages?locale=en&filters[fullpath][$eq]=/about-us&fields[0]=fullpath`,
  );
  const documentId = ((await pages.json()) as { data: { documentId: string }[] }).data[0]!.documentId;
  const body = JSON.stringify({
    event: 'entry.publish',
    createdAt: new Date().toISOString(),
    model: 'page',
    entry: { documentId, locale: 'en' },
  });
  const secret = process.env.STOREFRONT_REVALIDATE_SECRET!;
  const signature = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
  const published = await request.post('/_revalidate', {
    headers: { 'Content-Type': 'application/json', 'x-strapi-signature': signature },
    data: body,
  });
  expect(published.status()).toBe(204);
  // The same signed call, recorded and sent again, is refused.
  const replayed = await request.post('/_revalidate', {
    headers: { 'Content-Type': 'application/json', 'x-strapi-signature': signature },
    data: body,
  });
  expect(replayed.status()).toBe(409);
  expect((await request.get(about)).headers()['x-page-cache']).toBe('miss');
  expect((await request.get(product)).headers()['x-page-cache']).toBe('hit');
  // A page dropped by a publish was asked before: its first request after it keeps it again.
  expect((await request.get(about)).headers()['x-page-cache']).toBe('hit');
});

test('crawlers and people get their own copies', async ({ request }) => {
  const path = fresh('/en/true-lavender-essential-oil');
  await request.get(path, { headers: { 'User-Agent': PHONE } });
  await request.get(path, { headers: { 'User-Agent': PHONE } });
  const crawler = await request.get(path, { headers: { 'User-Agent': 'Googlebot/2.1' } });
  expect(crawler.headers()['x-page-cache']).toBe('miss');
  await request.get(path, { headers: { 'User-Agent': 'Googlebot/2.1' } });
  const again = await request.get(path, { headers: { 'User-Agent': 'Googlebot/2.1' } });
  expect(again.headers()['x-page-cache']).toBe('hit');
});

test('a forged Host header is served but never kept, and never changes the page visitors get', async ({
  request,
  baseURL,
}) => {
  const path = fresh('/en/about-us');
  await request.get(path, { headers: { Host: 'evil.example' } });
  await request.get(path, { headers: { Host: 'evil.example' } });
  const forged = await request.get(path, { headers: { Host: 'evil.example' } });
  expect(forged.status()).toBe(200);
  expect(forged.headers()['x-page-cache']).not.toBe('hit');
  const honest = await request.get(path);
  expect(honest.headers()['x-page-cache']).toBe('miss');
  const body = await honest.text();
  expect(body).not.toContain('evil.example');
  expect(body).toContain(`${baseURL}/en/about-us`);
});

test('pages that are not public are never kept', async ({ request }) => {
  for (const path of ['/en/cart', '/en/checkout', '/en/account/login', fresh('/en/no-such-page')]) {
    await request.get(path);
    await request.get(path);
    const again = await request.get(path);
    expect(again.headers()['x-page-cache'], path).not.toBe('hit');
  }
});

test('the CMS publish webhook empties the page cache', async ({ request }) => {
  const path = fresh('/en/about-us');
  await request.get(path);
  await request.get(path);
  expect((await request.get(path)).headers()['x-page-cache']).toBe('hit');
  const body = JSON.stringify({ event: 'entry.publish', createdAt: new Date().toISOString(), model: 'page' });
  const secret = process.env.STOREFRONT_REVALIDATE_SECRET!;
  const signature = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
  const cleared = await request.post('/_revalidate', {
    headers: { 'Content-Type': 'application/json', 'x-strapi-signature': signature },
    data: body,
  });
  expect(cleared.status()).toBe(204);
  expect((await request.get(path)).headers()['x-page-cache']).toBe('miss');
});
