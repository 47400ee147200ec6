import type { RequestHandler } from 'express';
import type { ServerBuild } from 'react-router';
import type { KeptAnswer } from '../app/services/cache/page-cache.server.ts';
import { nameRequest } from './observe-requests.ts';
import { pageAddress } from './page-address.ts';

type KeptPageLookup = (url: string, headers: { get(name: string): string | null }) => KeptAnswer | undefined;

/**
 * Answers GET requests for pages the app's page cache keeps (app/services/cache) straight from the
 * cache, before React Router builds a request, matches routes or runs middleware: a kept page costs a
 * copy of its bytes and little garbage, and is compressed on its way out as any answer is
 * (compression.ts). Anything else goes on to React Router, whose middleware answers from the same cache and fills it. The address is
 * the one React Router gets (pageAddress), so both read the same entry; the cache keeps a page under the
 * address that rendered it, so an address read differently here could only miss.
 */
export function keptPages(build: ServerBuild): RequestHandler {
  const keptPage = (build.entry.module as { keptPage?: KeptPageLookup }).keptPage;
  return (request, response, next) => {
    if (!keptPage || request.method !== 'GET') return next();
    let url: string;
    try {
      url = pageAddress(request).href;
    } catch {
      return next();
    }
    const kept = keptPage(url, { get: (name) => request.get(name) ?? null });
    if (!kept) return next();
    nameRequest(response, 'kept-page');
    response.status(kept.status);
    for (const [name, value] of kept.headers) response.setHeader(name, value);
    response.setHeader('content-length', kept.length);
    // The kept parts go out as they are, not copied; only the nonce is new. Node's HTTP server corks the
    // socket for the writes of one tick, so they leave in one system call.
    for (const chunk of kept.chunks) response.write(chunk);
    response.end();
  };
}
