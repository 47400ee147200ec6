import type { SearchSearchRequestBody } from '@elastic/elasticsearch/lib/api/types';
import { z } from 'zod';
import { getServerConfig } from '~/config/server-config.server';
import { localeIndexName } from '~/domain/search-index-names';
import type { Locale } from '~/i18n/locales';
import { backendFetch } from '../observability/backend-fetch.server';
import { logger } from '../observability/logger.server';

/** The search engine is down, too slow or answered an error: the page says so with a 503. */
export class SearchUnavailableError extends Error {
  override name = 'SearchUnavailableError';
}

const hitSchema = z.object({
  _index: z.string(),
  _id: z.string().optional(),
  _score: z.number().nullish(),
  _source: z.unknown(),
  // An inner hit asked with `_source: false` (the autocomplete's variants) comes without its document.
  inner_hits: z
    .record(
      z.string(),
      z.object({ hits: z.object({ hits: z.array(z.object({ _source: z.unknown().optional() })) }) }),
    )
    .optional(),
});

const responseSchema = z.object({
  hits: z.object({
    total: z.union([z.object({ value: z.number() }), z.number()]).optional(),
    hits: z.array(hitSchema),
  }),
  aggregations: z.record(z.string(), z.unknown()).optional(),
  suggest: z.record(z.string(), z.array(z.unknown())).optional(),
  _shards: z.object({ failed: z.number().optional(), failures: z.array(z.unknown()).optional() }).optional(),
});

export type SearchResponse = z.output<typeof responseSchema>;
export type SearchHit = SearchResponse['hits']['hits'][number];

/** An index is required: `{name}_{suffix}` (SPEC §5, §7), the language's suffix as configured. */
export function indexName(name: string | undefined, locale: Locale): string {
  return localeIndexName(name, locale, getServerConfig().indexLocaleSuffixes);
}

/** `POST {search}/{index}/_search`; shard failures are logged (SPEC §8), an unreachable engine is a 503. */
export async function search(
  indices: string | string[],
  body: SearchSearchRequestBody,
): Promise<SearchResponse> {
  const config = getServerConfig();
  const base = config.searchUrl.href.endsWith('/') ? config.searchUrl.href : `${config.searchUrl.href}/`;
  const target = new URL(`${[indices].flat().map(encodeURIComponent).join(',')}/_search`, base);
  let response: Response;
  try {
    response = await backendFetch('search', target, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(config.searchTimeoutMs),
    });
  } catch (error) {
    throw new SearchUnavailableError(
      `The search engine is not reachable: ${error instanceof Error ? error.message : error}`,
    );
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    throw new SearchUnavailableError(
      `The search engine answered ${response.status}: ${JSON.stringify(json)?.slice(0, 500)}`,
    );
  }
  const parsed = responseSchema.safeParse(json);
  if (!parsed.success)
    throw new SearchUnavailableError(
      `The search engine answered an unexpected shape: ${parsed.error.message}`,
    );
  const shards = parsed.data._shards;
  if (shards?.failed || shards?.failures?.length) {
    logger.error(
      { path: target.pathname, failed: shards.failed ?? 0, failures: shards.failures ?? [] },
      'search: shards failed',
    );
  }
  return parsed.data;
}
