import { describe, expect, it } from 'vitest';
import { cacheTagsMiddleware, collectPageTags, tagPage } from './cache-tags.server';

const PUBLIC = { 'cache-control': 'public, max-age=0, s-maxage=60' };

async function answer(headers: Record<string, string>, tags: string[]) {
  const response = await cacheTagsMiddleware({} as Parameters<typeof cacheTagsMiddleware>[0], async () => {
    await Promise.resolve();
    tagPage(...tags);
    return new Response('page', { headers });
  });
  return response as Response;
}

describe('cache tags of a page', () => {
  it('collects what the reads of one request tagged, and only theirs', async () => {
    const [first, second] = await Promise.all([
      collectPageTags(async () => tagPage('product-1', undefined, 'nav')),
      collectPageTags(async () => tagPage('page-a')),
    ]);
    expect(first.tags).toEqual(['shop', 'nav', 'product-1']);
    expect(second.tags).toEqual(['shop', 'page-a']);
  });

  it('are sent as xkey and Surrogate-Key on an answer a shared cache may keep', async () => {
    const response = await answer(PUBLIC, ['product-1']);
    expect(response.headers.get('xkey')).toBe('shop product-1');
    expect(response.headers.get('surrogate-key')).toBe('shop product-1');
  });

  it('are not sent on a private answer', async () => {
    const response = await answer({ 'cache-control': 'no-store' }, ['product-1']);
    expect(response.headers.get('xkey')).toBeNull();
  });
});
