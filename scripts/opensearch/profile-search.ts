// What each part of the storefront's search-page request costs on a real OpenSearch (docs/search-performance.md):
//   node scripts/opensearch/profile-search.ts [--url http://127.0.0.1:9200] [--index demo_products_fr]
//     [--categories demo_category_fr] [--runs 10] [--texts "lavande,savon,lavande zzqx"]
// For each text: the request the storefront builds (search-page-query.ts, the default facets, the top
// categories read from the engine), then the same request without one part at a time; each asked `runs`
// times after one warm-up, its median `took`. Then the engine's own profile (`profile: true`) of the whole
// request: each top-level query clause, each aggregation, the collectors. Point it at a node started with
// `npm run search:opensearch` (a data folder filled by `npm run seed:large` for catalogue scale).
import { parseArgs } from 'node:util';
import type { SearchSearchRequestBody } from '@elastic/elasticsearch/lib/api/types';
import type { TextMatching } from '../../apps/storefront/app/services/search/text-queries.ts';
import { registerStorefrontImports } from './storefront-imports.ts';

/** A query clause of the engine's profile, with the clauses it is made of. */
interface ProfiledQuery {
  type: string;
  description: string;
  time_in_nanos: number;
  children?: ProfiledQuery[];
}

interface ProfiledCollector {
  name: string;
  time_in_nanos: number;
  children?: ProfiledCollector[];
}

/** What the script reads of the engine's `profile` (one shard). */
interface Profile {
  shards: {
    searches: { query: ProfiledQuery[]; rewrite_time: number; collector: ProfiledCollector[] }[];
    aggregations: { description: string; time_in_nanos: number }[];
    fetch?: { time_in_nanos: number };
  }[];
}

/** What the script reads of a `_search` answer. */
interface Answer {
  took: number;
  hits: { total: { value: number }; hits: { _source: { id: number } }[] };
  profile: Profile;
}

const MATCHINGS: readonly TextMatching[] = ['all words', 'any word'];

registerStorefrontImports();
const { DEFAULT_IMAGE_SIZE_KEYS } = await import('../../apps/storefront/app/domain/image-sizes.ts');
const { DEFAULT_FACETS } = await import('../../apps/storefront/app/domain/search-facets.ts');
const { parseSearchState } = await import('../../apps/storefront/app/domain/search-state.ts');
const { cardSource } = await import('../../apps/storefront/app/services/search/queries.ts');
const { searchPageRequest } = await import('../../apps/storefront/app/services/search/search-page-query.ts');

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: `http://127.0.0.1:${process.env.OPENSEARCH_PORT ?? 9200}` },
    index: { type: 'string', default: 'demo_products_fr' },
    categories: { type: 'string', default: 'demo_category_fr' },
    runs: { type: 'string', default: '10' },
    texts: { type: 'string', default: 'lavande,savon,huile essentielle,lavande zzqx' },
    matching: { type: 'string', default: 'all words' },
  },
});
const runs = Math.min(Math.max(Number(values.runs) || 10, 1), 200);
const matching = MATCHINGS.find((known) => known === values.matching);
if (!matching) throw new Error(`--matching is "all words" or "any word", not "${values.matching}"`);

async function post(index: string, body: SearchSearchRequestBody): Promise<Answer> {
  const response = await fetch(`${values.url}/${index}/_search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Answer & { error?: unknown };
  if (!response.ok) throw new Error(`${response.status} ${JSON.stringify(answer.error ?? answer)}`);
  return answer;
}

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];

async function medianTook(body: SearchSearchRequestBody) {
  await post(values.index, body);
  const took = [];
  for (let i = 0; i < runs; i += 1) took.push((await post(values.index, body)).took);
  return median(took);
}

const without = (body: SearchSearchRequestBody, ...keys: string[]): SearchSearchRequestBody =>
  Object.fromEntries(Object.entries(body).filter(([key]) => !keys.includes(key)));
const withoutAggs = (body: SearchSearchRequestBody, keep: (name: string) => boolean) => ({
  ...body,
  aggs: Object.fromEntries(Object.entries(body.aggs ?? {}).filter(([name]) => keep(name))),
});

/** The request less one part, by the part's name. */
const ABLATIONS: Record<string, (body: SearchSearchRequestBody) => SearchSearchRequestBody> = {
  'whole request': (body) => body,
  'without the category facet': (body) => withoutAggs(body, (name) => name !== 'category'),
  'without the other facets': (body) => withoutAggs(body, (name) => name === 'category' || name === 'total'),
  'without the total': (body) => withoutAggs(body, (name) => name !== 'total'),
  'without inner hits': (body) => ({ ...body, collapse: body.collapse && { field: body.collapse.field } }),
  'without collapse': (body) => without(body, 'collapse'),
  'without the suggester': (body) => without(body, 'suggest'),
  'query alone (no aggs, collapse, suggest)': (body) => without(body, 'aggs', 'collapse', 'suggest'),
};

const ms = (n: number) => +(n / 1e6).toFixed(1);

/** The profile's costs: each top-level clause of the query, each aggregation, the collectors. */
function profileSummary(profile: Profile) {
  const shard = profile.shards[0];
  const search = shard.searches[0];
  const root = search.query[0];
  const clauses = (root.children ?? []).flatMap((child) =>
    child.type === 'BooleanQuery' &&
    child.children &&
    child.children.length > 1 &&
    child === root.children?.[0]
      ? child.children.map((inner) => ({
          clause: `must: ${inner.type} ${inner.description.slice(0, 70)}`,
          ms: ms(inner.time_in_nanos),
        }))
      : [{ clause: `${child.type} ${child.description.slice(0, 80)}`, ms: ms(child.time_in_nanos) }],
  );
  const collectors = (collector: ProfiledCollector): { collector: string; ms: number }[] => [
    { collector: collector.name, ms: ms(collector.time_in_nanos) },
    ...(collector.children ?? []).flatMap(collectors),
  ];
  return {
    query: { type: root.type, ms: ms(root.time_in_nanos), rewriteMs: ms(search.rewrite_time) },
    clauses,
    aggregations: shard.aggregations.map((agg) => ({
      aggregation: agg.description,
      ms: ms(agg.time_in_nanos),
    })),
    collectors: search.collector.flatMap(collectors),
    fetchMs: shard.fetch ? ms(shard.fetch.time_in_nanos) : undefined,
  };
}

const categories = await post(values.categories, {
  size: 100,
  query: { term: { level: 0 } },
  _source: ['id'],
});
const categoryIds = categories.hits.hits.map((hit) => hit._source.id);
const source = cardSource(DEFAULT_IMAGE_SIZE_KEYS);
const total = await post(values.index, { size: 0, track_total_hits: true });
console.log(
  `${values.url}/${values.index}: ${total.hits.total.value} documents, ${categoryIds.length} top categories, median of ${runs} runs`,
);

for (const text of values.texts.split(',')) {
  // A text alone: no page number the parser could refuse.
  const state = parseSearchState(new URLSearchParams({ q: text }), DEFAULT_FACETS)!;
  const body = searchPageRequest({
    state,
    facets: DEFAULT_FACETS,
    categoryIds,
    source,
    matching,
  });
  console.log(`\n"${text}" (${matching})`);
  const rows: { request: string; 'took ms': number }[] = [];
  for (const [name, ablate] of Object.entries(ABLATIONS))
    rows.push({ request: name, 'took ms': await medianTook(ablate(body)) });
  console.table(rows);
  const profiled = profileSummary((await post(values.index, { ...body, profile: true })).profile);
  console.log(
    `query ${profiled.query.type}: ${profiled.query.ms} ms (rewrite ${profiled.query.rewriteMs} ms)`,
  );
  console.table(profiled.clauses);
  console.table(profiled.aggregations);
  console.table(profiled.collectors);
  if (profiled.fetchMs !== undefined) console.log(`fetch phase: ${profiled.fetchMs} ms`);
}
