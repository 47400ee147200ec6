import type { MiddlewareFunction } from 'react-router';
import { createNonce } from '~/config/csp-nonce.server';
import { getServerConfig } from '~/config/server-config.server';
import { ERP_PROXY_PATH } from '~/domain/erp-base-url';
import { PRICES_ENDPOINT } from '~/domain/pricelist';
import { asksForPreview } from '../cms/preview.server';
import { isCrawler } from '../navigation/crawler.server';
import { logger } from '../observability/logger.server';
import { countCacheOutcome, registerCacheSize } from './cache-events';
import { SITE_TAG } from './cache-tags.server';
import {
  type CachedPage,
  createPageCache,
  type PageCache,
  pageBodyChunks,
  type RequestHeaders,
  sharedMaxAge,
} from './page-cache';

/** Says whether an answer came from the page cache, for monitoring and tests. */
const PAGE_CACHE_HEADER = 'X-Page-Cache';

let cache: PageCache | undefined;
/** Pages being rendered for the cache: concurrent requests for them wait instead of rendering too. */
const filling = new Map<string, Promise<CachedPage | undefined>>();
/** Pages being rendered at their first request, not to be kept: a request for one meanwhile keeps it. */
const firstRenders = new Set<string>();

function pageCache(): PageCache | undefined {
  const maxBytes = getServerConfig().pageCacheBytes;
  if (maxBytes === 0 || import.meta.env.DEV) return undefined;
  if (!cache) {
    const created = createPageCache({ maxBytes });
    registerCacheSize('page', () => ({ bytes: created.bytes, entries: created.size }));
    cache = created;
  }
  return cache;
}

/** Drops the kept pages with any of these tags (cache-tags.server.ts); all of them without tags. */
export function purgePageCache(tags: readonly string[] | undefined): void {
  if (!tags || tags.includes(SITE_TAG)) cache?.clear();
  else cache?.purge(tags);
}

/**
 * One copy per address, and per kind of reader: crawlers get the whole document at once, people a
 * streamed one (entry.server). The address keeps its host, which is the shop's own (isShopHost).
 */
function pageKey(url: string, headers: RequestHeaders): string {
  return `${isCrawler(headers.get('user-agent')) ? 'crawler' : 'person'} ${url}`;
}

export interface KeptAnswer {
  status: number;
  headers: [string, string][];
  /** The body's chunks, in order (pageBodyChunks), and their total length. */
  chunks: Uint8Array<ArrayBuffer>[];
  length: number;
}

/**
 * A kept page as a new answer. Its scripts were allowed by the nonce of the request that rendered it;
 * each answer gets a nonce of its own, in the policy and in the page, so that no two answers share one.
 */
function keptAnswer(page: CachedPage, now: number): KeptAnswer {
  const nonce = page.nonce === undefined ? undefined : createNonce();
  const headers = page.headers.map(([name, value]): [string, string] => [
    name,
    nonce && name === 'content-security-policy'
      ? value.replaceAll(`'nonce-${page.nonce}'`, `'nonce-${nonce}'`)
      : value,
  ]);
  headers.push(
    ['age', String(Math.max(0, Math.floor((now - page.storedAt) / 1000)))],
    [PAGE_CACHE_HEADER.toLowerCase(), 'hit'],
  );
  const chunks = pageBodyChunks(page, nonce);
  return {
    status: page.status,
    headers,
    chunks,
    length: chunks.reduce((sum, chunk) => sum + chunk.length, 0),
  };
}

function answerFrom(page: CachedPage, now: number): Response {
  const { status, headers, chunks } = keptAnswer(page, now);
  return new Response(new Blob(chunks), { status, headers });
}

/**
 * The kept answer to a GET of `url` (the address as React Router sees the request) with these headers,
 * for the HTTP server to send before any routing (server/app.ts): the cheapest way to answer.
 */
export function keptPage(url: string, headers: RequestHeaders): KeptAnswer | undefined {
  // A preview is rendered for the editor, and never kept (services/cms/preview.server.ts).
  if (asksForPreview(headers)) return undefined;
  const store = pageCache();
  const page = store?.get(pageKey(url, headers), headers);
  if (!store || !page) return undefined; // The middleware below looks again, and counts the miss.
  countCacheOutcome('page', 'hit');
  return keptAnswer(page, Date.now());
}

/**
 * The body as it is read, each chunk pushed to `chunks`; `end` runs once all are read, `abandon` when
 * the reader cancels or the source fails. A pull from the source's reader per chunk: piping through a
 * TransformStream cost a first visit two more streams and a pipe's promises for each chunk.
 */
function recordedBody(
  source: ReadableStream<Uint8Array>,
  chunks: Uint8Array[],
  end: () => void,
  abandon: () => void,
): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let read: ReadableStreamReadResult<Uint8Array>;
      try {
        read = await reader.read();
      } catch (error) {
        abandon();
        throw error;
      }
      if (read.done) {
        controller.close();
        end();
        return;
      }
      chunks.push(read.value);
      controller.enqueue(read.value);
    },
    cancel(reason) {
      abandon();
      return reader.cancel(reason);
    },
  });
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
  // The chunks go to the visitor as they come, and are kept as they are: no second stream, no copy of
  // the page as a string. A visitor who leaves before the end, or a render that fails, leaves nothing
  // to keep.
  const chunks: Uint8Array[] = [];
  const keep = () => {
    let kept = false;
    try {
      kept = store.set(key, request.headers, {
        status: response.status,
        headers: response.headers,
        body: Buffer.concat(chunks),
      });
    } catch (error) {
      logger.error({ err: error, key }, 'page cache: a rendered page could not be kept');
    }
    // Whatever happens to the copy, the visitor has the whole page, and those waiting go on.
    done(kept ? store.get(key, request.headers) : undefined);
  };
  const body = recordedBody(response.body, chunks, keep, () => done(undefined));
  const headers = new Headers(response.headers);
  headers.set(PAGE_CACHE_HEADER, 'miss');
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/**
 * A page at its first request: rendered and sent, not kept, and noted as asked, so that its next request
 * within the time a copy would last keeps it (page-cache.ts, `admits`).
 */
async function renderFirstRequest(
  store: PageCache,
  key: string,
  next: () => Promise<Response>,
): Promise<Response> {
  firstRenders.add(key);
  let response: Response;
  try {
    response = await next();
  } finally {
    firstRenders.delete(key);
  }
  const maxAge = sharedMaxAge(response.status, response.headers);
  if (maxAge !== undefined) {
    store.noteAsked(key, maxAge);
    response.headers.set(PAGE_CACHE_HEADER, 'miss');
  }
  return response;
}

/**
 * The ERP proxy and the prices endpoint answer each session with its own data: nothing there is ever
 * kept, and two people reading the same address at once must not wait for each other as for one page
 * being rendered. Neither is an editor's preview, which shows drafts.
 */
function mayBeKept(request: Request): boolean {
  if (request.method !== 'GET' || asksForPreview(request.headers)) return false;
  const url = new URL(request.url);
  return isShopHost(url) && !url.pathname.startsWith(ERP_PROXY_PATH) && url.pathname !== PRICES_ENDPOINT;
}

const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Pages are kept for the shop's own host only: SHOP_PUBLIC_URL's, or without it this machine's (a
 * shop run locally). Requests with any other Host are rendered and never kept, so that junk hosts
 * neither fill the cache nor push the shop's pages out of it.
 */
function isShopHost(url: URL): boolean {
  const { publicUrl } = getServerConfig();
  return publicUrl ? url.host === publicUrl.host : LOOPBACK_HOSTNAMES.has(url.hostname);
}

/**
 * Root middleware: GET requests for a kept page are answered from the cache; others render, and the
 * answer is kept when it may be and was asked before (page-cache.ts), or is asked again while its first
 * render runs: a crowd at a new page renders it twice at most.
 */
export const pageCacheMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const store = mayBeKept(request) ? pageCache() : undefined;
  if (!store) return next();
  const key = pageKey(request.url, request.headers);
  const kept = store.get(key, request.headers);
  if (kept) {
    countCacheOutcome('page', 'hit');
    return answerFrom(kept, Date.now());
  }
  const rendering = filling.get(key);
  if (rendering) {
    await rendering;
    const filled = store.get(key, request.headers);
    if (filled) {
      countCacheOutcome('page', 'hit');
      return answerFrom(filled, Date.now());
    }
    countCacheOutcome('page', 'miss');
    return next();
  }
  countCacheOutcome('page', 'miss');
  if (store.admits(key) || firstRenders.has(key)) return renderAndKeep(store, key, request, next);
  return renderFirstRequest(store, key, next);
};
