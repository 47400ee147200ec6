import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareFunction } from 'react-router';
import { sharedMaxAge } from './page-cache';

/**
 * Cache tags: what a page shows, named so that an HTTP cache can drop exactly the pages a change
 * touches (Varnish's xkey, a CDN's surrogate keys). Catalogue and CMS reads tag the request they run
 * for; the root middleware sends the tags of a cacheable page in its headers.
 */
export const CACHE_TAG_HEADERS = ['xkey', 'surrogate-key'] as const;

/** The tag every cacheable answer carries: purging it empties the HTTP cache of the shop's pages. */
export const SITE_TAG = 'shop';
/** Menus, header and footer: on every page. */
export const NAVIGATION_TAG = 'nav';
/** Lists of articles (the blog, article sections of CMS pages). */
export const BLOG_TAG = 'blog';

export const productTag = (id: number) => `product-${id}`;
export const categoryTag = (id: number) => `category-${id}`;
export const cmsPageTag = (documentId: string) => `page-${documentId}`;
export const articleTag = (documentId: string) => `article-${documentId}`;

const requestTags = new AsyncLocalStorage<Set<string>>();

/** Adds tags to the page being rendered, if any (a read outside a request, a sitemap, tags nothing). */
export function tagPage(...tags: (string | undefined)[]): void {
  const collected = requestTags.getStore();
  if (!collected) return;
  for (const tag of tags) if (tag) collected.add(tag);
}

/** Runs `render` collecting the tags the reads made on the way, and gives them with its result. */
export async function collectPageTags<T>(render: () => Promise<T>): Promise<{ result: T; tags: string[] }> {
  const tags = new Set<string>();
  const result = await requestTags.run(tags, render);
  return { result, tags: [SITE_TAG, ...[...tags].sort()] };
}

/** A tag as a header value may carry it: letters, digits and - _ . only. */
export function isCacheTag(value: string): boolean {
  return /^[A-Za-z0-9_.-]{1,100}$/.test(value);
}

/**
 * Root middleware: a page a shared cache may keep says what it shows in `xkey` (Varnish) and
 * `Surrogate-Key` (CDNs), space-separated; deploy/varnish/storefront.vcl keeps them from browsers.
 */
export const cacheTagsMiddleware: MiddlewareFunction<Response> = async (_args, next) => {
  const { result: response, tags } = await collectPageTags(next);
  if (sharedMaxAge(response.status, response.headers) !== undefined) {
    for (const header of CACHE_TAG_HEADERS) response.headers.set(header, tags.join(' '));
  }
  return response;
};
