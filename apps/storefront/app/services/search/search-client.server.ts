import type { SearchSearchRequestBody } from '@elastic/elasticsearch/lib/api/types';
import { z } from 'zod';
import { getServerConfig } from '~/config/server-config.server';
import { localeIndexName } from '~/domain/search-index-names';
import type { Locale } from '~/i18n/locales';
import { answeredOk, backendJson, type BackendJsonAnswer } from '../observability/backend-fetch.server';
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

/** An index is required: `{name}_{suffix}` (docs/product/validation.md#configuration, docs/contracts/search.md#index-names), the language's suffix as configured. */
export function indexName(name: string | undefined, locale: Locale): string {
  return localeIndexName(name, locale, getServerConfig().indexLocaleSuffixes);
}

function engineUrl(path: string): URL {
  const { href } = getServerConfig().searchUrl;
  return new URL(path, href.endsWith('/') ? href : `${href}/`);
}

/** A POST to the engine and its JSON; an unreachable engine or an error answer is a 503. */
async function postToEngine(target: URL, contentType: string, body: string): Promise<unknown> {
  let answer: BackendJsonAnswer;
  try {
    answer = await backendJson('search', target, {
      method: 'POST',
      headers: { 'Content-Type': contentType, Accept: 'application/json' },
      body,
      timeoutMs: getServerConfig().searchTimeoutMs,
    });
  } catch (error) {
    throw new SearchUnavailableError(
      `The search engine is not reachable: ${error instanceof Error ? error.message : error}`,
    );
  }
  if (!answeredOk(answer)) {
    throw new SearchUnavailableError(
      `The search engine answered ${answer.status}: ${JSON.stringify(answer.json)?.slice(0, 500)}`,
    );
  }
  return answer.json;
}

/** A search answer checked for its shape; shard failures are logged (docs/product/errors.md#backends-down). */
function searchResponseOf(json: unknown, path: string): SearchResponse {
  const parsed = responseSchema.safeParse(json);
  if (!parsed.success)
    throw new SearchUnavailableError(
      `The search engine answered an unexpected shape: ${parsed.error.message}`,
    );
  const shards = parsed.data._shards;
  if (shards?.failed || shards?.failures?.length) {
    logger.error(
      { path, failed: shards.failed ?? 0, failures: shards.failures ?? [] },
      'search: shards failed',
    );
  }
  return parsed.data;
}

/** `POST {search}/{index}/_search`; an unreachable engine is a 503. */
export async function search(
  indices: string | string[],
  body: SearchSearchRequestBody,
): Promise<SearchResponse> {
  const target = engineUrl(`${[indices].flat().map(encodeURIComponent).join(',')}/_search`);
  return searchResponseOf(
    await postToEngine(target, 'application/json', JSON.stringify(body)),
    target.pathname,
  );
}

const multiResponseSchema = z.object({ responses: z.array(z.unknown()) });
const failedSearchSchema = z.object({ status: z.number(), error: z.unknown() });

type Searches = readonly { index: string; body: SearchSearchRequestBody }[];
/** One answer per search, as many as asked: a tuple for a tuple. */
type Answers<Asked extends Searches> = { -readonly [At in keyof Asked]: SearchResponse };

/**
 * Several searches in one request (`POST {search}/_msearch`), their answers in the same order. A search
 * the engine refuses fails them all, as it would fail its page alone.
 */
export async function multiSearch<const Asked extends Searches>(searches: Asked): Promise<Answers<Asked>> {
  if (searches.length === 0) return [] as Answers<Asked>;
  const target = engineUrl('_msearch');
  const lines = searches.flatMap(({ index, body }) => [JSON.stringify({ index }), JSON.stringify(body)]);
  const parsed = multiResponseSchema.safeParse(
    await postToEngine(target, 'application/x-ndjson', `${lines.join('\n')}\n`),
  );
  if (!parsed.success || parsed.data.responses.length !== searches.length)
    throw new SearchUnavailableError('The search engine answered a multi-search with another shape');
  // As many answers as searches, checked above: the tuple's type holds.
  return parsed.data.responses.map((answer, at) => {
    const failed = failedSearchSchema.safeParse(answer);
    if (failed.success && failed.data.status >= 300)
      throw new SearchUnavailableError(
        `The search engine answered ${failed.data.status} for ${searches[at]!.index}: ${JSON.stringify(failed.data.error).slice(0, 500)}`,
      );
    return searchResponseOf(answer, `${target.pathname} ${searches[at]!.index}`);
  }) as Answers<Asked>;
}
