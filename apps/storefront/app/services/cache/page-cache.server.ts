import { isbot } from 'isbot';
import type { MiddlewareFunction } from 'react-router';
import { createNonce } from '~/config/csp-nonce.server';
import { getServerConfig } from '~/config/server-config.server';
import { type CachedPage, createPageCache, type PageCache, pageBody, sharedMaxAge } from './page-cache';

/** Says whether an answer came from the page cache, for monitoring and tests. */
export const PAGE_CACHE_HEADER = 'X-Page-Cache';

let cache: PageCache | undefined;
/** Pages being rendered for the cache: concurrent requests for them wait instead of rendering too. */
const filling = new Map<string, Promise<CachedPage | undefined>>();

function pageCache(): PageCache | undefined {
  const maxBytes = getServerConfig().pageCacheBytes;
  if (maxBytes === 0 || import.meta.env.DEV) return undefined;
  cache ??= createPageCache({ maxBytes });
  return cache;
}

/** Drops every kept page: the CMS published, so pages may show other content. */
export function clearPageCache(): void {
  cache?.clear();
}

/**
 * One copy per address, and per kind of reader: crawlers get the whole document at once, people a
 * streamed one (entry.server). The address keeps its host, so a forged Host header fills only its own
 * entry, never the page honest visitors get.
 */
function pageKey(request: Request): string {
  const userAgent = request.headers.get('user-agent');
  return `${userAgent && isbot(userAgent) ? 'crawler' : 'person'} ${request.url}`;
}

/**
 * A kept page as a new answer. Its scripts were allowed by the nonce of the request that rendered it;
 * each answer gets a nonce of its own, in the policy and in the page, so that no two answers share one.
 */
function answerFrom(page: CachedPage, now: number): Response {
  const headers = new Headers(page.headers);
  const nonce = page.nonce === undefined ? undefined : createNonce();
  const policy = headers.get('content-security-policy');
  if (policy && nonce) {
    headers.set('content-security-policy', policy.replaceAll(`'nonce-${page.nonce}'`, `'nonce-${nonce}'`));
  }
  headers.set('Age', String(Math.max(0, Math.floor((now - page.storedAt) / 1000))));
  headers.set(PAGE_CACHE_HEADER, 'hit');
  return new Response(pageBody(page, nonce), { status: page.status, headers });
}

/** Renders the page, answers at once, and keeps a copy once the whole body is read. */
async function renderAndKeep(
  store: PageCache,
  key: string,
  request: Request,
  next: () => Promise<Response>,
): Promise<Response> {
  let settle: (page: CachedPage | undefined) => void = () => {};
  filling.set(
    key,
    new Promise((resolve) => {
      settle = resolve;
    }),
  );
  const done = (page: CachedPage | undefined) => {
    filling.delete(key);
    settle(page);
  };
  let response: Response;
  try {
    response = await next();
  } catch (error) {
    done(undefined);
    throw error;
  }
  if (!response.body || sharedMaxAge(response.status, response.headers) === undefined) {
    done(undefined);
    return response;
  }
  const [forVisitor, forCache] = response.body.tee();
  new Response(forCache)
    .text()
    .then((body) => {
      const kept = store.set(key, request.headers, {
        status: response.status,
        headers: response.headers,
        body,
      });
      done(kept ? store.get(key, request.headers) : undefined);
    })
    .catch(() => done(undefined));
  const headers = new Headers(response.headers);
  headers.set(PAGE_CACHE_HEADER, 'miss');
  return new Response(forVisitor, { status: response.status, statusText: response.statusText, headers });
}

/**
 * Root middleware: GET requests for a kept page are answered from the cache; others render, and the
 * answer is kept when it may be.
 */
export const pageCacheMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const store = request.method === 'GET' ? pageCache() : undefined;
  if (!store) return next();
  const key = pageKey(request);
  const kept = store.get(key, request.headers);
  if (kept) return answerFrom(kept, Date.now());
  const rendering = filling.get(key);
  if (rendering) {
    await rendering;
    const filled = store.get(key, request.headers);
    if (filled) return answerFrom(filled, Date.now());
    return next();
  }
  return renderAndKeep(store, key, request, next);
};
