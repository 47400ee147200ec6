import { LRUCache } from 'lru-cache';

/**
 * Whole answers of pages that tell shared caches they may keep them (`Cache-Control: public,
 * s-maxage=N`), kept in the storefront process as a CDN would keep them (docs/decisions/003-caches.md: anonymous catalogue
 * and CMS pages are the same for everyone). A page served from here skips routing, loaders and React's
 * render: the cost of a page falls from milliseconds of CPU to a copy.
 *
 * The rules a shared cache follows, and no more: only 200 answers to GET, never one that sets a cookie
 * or says `private`, `no-store` or `no-cache`; kept for `s-maxage` seconds; one copy per value of the
 * headers the answer names in `Vary` (a `Vary: *` answer is not kept). Bytes are bounded; the least
 * recently used pages leave first.
 *
 * A page is kept at its second request, not its first (`admits`), as CDNs keep a long tail: most of a
 * shop's ten thousand products in four languages are asked once in the minute a copy would last, and
 * keeping each of those would cost its first visit the copy and push the pages asked often out of the
 * cache's bytes.
 */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  /**
   * The body as UTF-8, cut where the nonce of the answer's Content-Security-Policy stood, so that
   * each answer puts its own nonce in between without decoding or copying the page as a string.
   */
  bodyParts: Uint8Array<ArrayBuffer>[];
  /** The nonce the parts were cut at, if the answer had one. */
  nonce: string | undefined;
  storedAt: number;
  expiresAt: number;
  /** Header names of the answer's `Vary`, lower case, and the values the request that filled it had. */
  vary: [string, string | null][];
  /** The answer's cache tags (`xkey`), by which a publish drops it. */
  tags: string[];
}

const UTF8 = new TextEncoder();

/** What the cache reads of a request's headers: a fetch `Headers`, or the HTTP server's own reader. */
export interface RequestHeaders {
  get(name: string): string | null;
}

interface PageCacheOptions {
  maxBytes: number;
  /** An answer larger than this is served but not kept. */
  maxEntryBytes?: number;
  /** Addresses remembered as asked once (`noteAsked`); the least recently asked are forgotten first. */
  maxAskedKeys?: number;
  now?: () => number;
}

/** Seconds a shared cache may keep this answer, or undefined when it may not keep it at all. */
export function sharedMaxAge(status: number, headers: Headers): number | undefined {
  if (status !== 200 || headers.has('set-cookie')) return undefined;
  const vary = headers.get('vary');
  if (vary?.split(',').some((name) => name.trim() === '*')) return undefined;
  const directives = (headers.get('cache-control') ?? '')
    .toLowerCase()
    .split(',')
    .map((directive) => directive.trim());
  if (!directives.includes('public')) return undefined;
  if (directives.some((d) => d === 'private' || d === 'no-store' || d === 'no-cache')) return undefined;
  const sMaxAge = directives.find((d) => d.startsWith('s-maxage='));
  const seconds = sMaxAge ? Number(sMaxAge.slice('s-maxage='.length)) : NaN;
  return Number.isInteger(seconds) && seconds > 0 ? seconds : undefined;
}

function varyNames(headers: Headers): string[] {
  return (headers.get('vary') ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name && name !== 'accept-encoding');
}

const partsSize = (parts: readonly Uint8Array[]) => parts.reduce((sum, part) => sum + part.length, 0);

/** Bytes an entry takes, roughly: its body and headers. */
function entrySize(page: Pick<CachedPage, 'bodyParts' | 'headers'>): number {
  return partsSize(page.bodyParts) + page.headers.reduce((sum, [n, v]) => sum + n.length + v.length, 0);
}

/** The Content-Security-Policy nonce of an answer, if its policy allows scripts by one. */
export function nonceOfPolicy(policy: string | null): string | undefined {
  return policy?.match(/'nonce-([^']+)'/)?.[1];
}

/** What goes between a kept page's parts: `nonce`, or the rendered one when the answer keeps it. */
function nonceBytes(page: CachedPage, nonce: string | undefined): Uint8Array<ArrayBuffer> {
  return UTF8.encode(nonce ?? page.nonce ?? '');
}

/**
 * The body to send for a kept page, as the chunks to write one after the other: the kept parts
 * themselves, not copies, with `nonce` where the rendered one stood. A busy server sends each page
 * thousands of times a second; writing the parts as they are spares a copy of the page per answer.
 */
export function pageBodyChunks(page: CachedPage, nonce: string | undefined): Uint8Array<ArrayBuffer>[] {
  const separator = nonceBytes(page, nonce);
  return page.bodyParts.flatMap((part, index) => (index > 0 ? [separator, part] : [part]));
}

/**
 * The body cut where `separator` stands, as views of the same bytes: the page is kept as it was sent,
 * never decoded to a string and encoded again.
 */
function splitAt(body: Uint8Array<ArrayBuffer>, separator: Uint8Array): Uint8Array<ArrayBuffer>[] {
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let from = 0;
  for (let at = bytes.indexOf(separator, from); at !== -1; at = bytes.indexOf(separator, from)) {
    parts.push(body.subarray(from, at));
    from = at + separator.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

export function createPageCache({
  maxBytes,
  maxEntryBytes = maxBytes / 8,
  maxAskedKeys = Math.max(1_000, Math.round(maxBytes / 2_048)),
  now = () => Date.now(),
}: PageCacheOptions) {
  const entries = new Map<string, CachedPage & { size: number }>();
  let bytes = 0;
  /** Addresses asked and not kept, each for as long as a copy of its page would have lasted. */
  const asked = new LRUCache<string, true>({ max: maxAskedKeys, perf: { now }, ttlResolution: 0 });

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.size;
  }

  /**
   * Drops a page that expired or was purged, remembering it as asked: it was kept, so it was asked
   * twice, and its next request keeps it again at once. (A page pushed out by others is not remembered.)
   */
  function forget(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    remove(key);
    asked.set(key, true, { ttl: entry.expiresAt - entry.storedAt });
  }

  /** Lets the least recently used pages go until the bytes are within bound. */
  function keepToBound() {
    // Maps keep insertion order: the first key is the least recently used.
    while (bytes > maxBytes) remove(entries.keys().next().value!);
  }

  return {
    /** The page kept under `key` for a request with these headers, while fresh. */
    get(key: string, requestHeaders: RequestHeaders): CachedPage | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now() >= entry.expiresAt) {
        forget(key);
        return undefined;
      }
      if (entry.vary.some(([name, value]) => requestHeaders.get(name) !== value)) return undefined;
      // Used again: it moves to the end, the last to leave.
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    /** Keeps the answer when a shared cache may; says whether it did. */
    set(
      key: string,
      requestHeaders: Headers,
      answer: { status: number; headers: Headers; body: Uint8Array<ArrayBuffer> },
    ): boolean {
      const maxAge = sharedMaxAge(answer.status, answer.headers);
      if (maxAge === undefined) return false;
      const storedAt = now();
      const nonce = nonceOfPolicy(answer.headers.get('content-security-policy'));
      const page = {
        status: answer.status,
        headers: [...answer.headers],
        bodyParts: nonce ? splitAt(answer.body, UTF8.encode(nonce)) : [answer.body],
        nonce,
        storedAt,
        expiresAt: storedAt + maxAge * 1000,
        vary: varyNames(answer.headers).map((name): [string, string | null] => [
          name,
          requestHeaders.get(name),
        ]),
        tags: (answer.headers.get('xkey') ?? '').split(/\s+/).filter(Boolean),
      };
      const size = entrySize(page);
      if (size > maxEntryBytes) return false;
      remove(key);
      asked.delete(key);
      entries.set(key, { ...page, size });
      bytes += size;
      keepToBound();
      return true;
    },
    /**
     * Remembers that `key` was asked and its page not kept, for the `seconds` a copy of it would have
     * lasted (its s-maxage): a second request within them is admitted.
     */
    noteAsked(key: string, seconds: number): void {
      asked.set(key, true, { ttl: seconds * 1000 });
    },
    /** Whether a page rendered for `key` is to be kept: it was asked before, within its lifetime. */
    admits(key: string): boolean {
      return asked.has(key);
    },
    clear(): void {
      for (const key of [...entries.keys()]) forget(key);
    },
    /** Drops the pages that carry any of these tags. */
    purge(tags: readonly string[]): void {
      const purged = new Set(tags);
      for (const [key, entry] of entries) if (entry.tags.some((tag) => purged.has(tag))) forget(key);
    },
    get size(): number {
      return entries.size;
    },
    get bytes(): number {
      return bytes;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
