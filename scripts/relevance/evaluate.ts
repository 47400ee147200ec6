// Runs a judged query set through an engine exactly as the storefront asks it, with the storefront's own
// request builders: the search page (one card per product, the first SEARCH_RESULTS cards scored) and
// the header's autocomplete (its products, after the storefront's retry with the suggester's words when
// nothing matched). An engine is `{ name, search(index, body) }` answering like Elasticsearch.
import { normalizeAutocompleteText } from '../../apps/storefront/app/domain/search-autocomplete.ts';
import { visibleCategories } from '../../apps/storefront/app/domain/search-category-facet.ts';
import { DEFAULT_FACETS } from '../../apps/storefront/app/domain/search-facets.ts';
import { parseSearchState } from '../../apps/storefront/app/domain/search-state.ts';
import { navCategories } from '../../apps/storefront/app/services/search/queries.ts';
import { AUTOCOMPLETE_SIZE } from '../../apps/storefront/app/services/search/text-queries.ts';
import {
  autocompleteProducts,
  searchPageResponse,
} from '../../apps/storefront/app/services/search/text-search.ts';
import type { CategoryNode } from '../../apps/storefront/app/domain/search-category-facet.ts';
import type { SearchResponse } from '../../apps/storefront/app/services/search/search-client.server.ts';
import type { Engine } from './engines.ts';
import type { JudgementSet } from './judgements.ts';
import {
  type JudgedQuery,
  type Mode,
  MODES,
  type QueryScore,
  scoreQuery,
  summarize,
  type Summary,
} from './metrics.ts';

/** A mode's figures over a set, with the per-query scores they summarise. */
interface ModeResult extends Summary {
  scores: QueryScore[];
}
/** One set on one engine: its figures per mode. */
export type SetResult = Record<Mode, ModeResult>;
/** `{ [engine]: { [locale]: { page, autocomplete } } }`. */
export type EngineResults = Record<string, Record<string, SetResult>>;

/** The index name prefixes the sets are asked on (`{prefix}_{locale}`). */
interface IndexNames {
  productsIndex: string;
  categoriesIndex: string;
}

/** The fields of a category document the navigation reads. */
interface CategoryDocument {
  id: number;
  name: string;
  childs?: CategoryDocument[];
}

/** An engine as evaluated, and what of each list of SKUs is kept for scoring. */
interface Evaluated {
  engine: Engine;
  keep: (skus: (string | undefined)[]) => (string | undefined)[];
}

/** nDCG is taken over the first ten cards of the search page, and over the autocomplete's six. */
const SEARCH_RESULTS = 10;
/**
 * On a catalogue holding products no judgement grades (the bench's generated ones), how deep each list is
 * read: those products are left out of it before scoring ("condensed lists", the usual reading of
 * incomplete judgements), so the judged products' order is scored over the first ten that remain.
 */
const CONDENSED_DEPTH = 2000;
/** Requests in flight at once per engine: enough to overlap, few enough for a two-core machine. */
const CONCURRENCY = 4;

const skusOf = (response: SearchResponse) =>
  response.hits.hits.map((hit) => (hit._source as { sku?: string } | undefined)?.sku);

/**
 * The engine as the evaluation asks it: as the storefront does, or, where the catalogue holds unjudged
 * products, each product request read CONDENSED_DEPTH deep and its unjudged products dropped.
 */
function asEvaluated(engine: Engine, productsIndex: string, judgedFamilies?: Iterable<string>): Evaluated {
  if (!judgedFamilies) return { engine, keep: (skus) => skus };
  const families = [...judgedFamilies];
  const judged = (sku: string | undefined) =>
    typeof sku === 'string' && families.some((family) => sku === family || sku.startsWith(`${family}-`));
  return {
    engine: {
      ...engine,
      search: (index, body) =>
        engine.search(index, index === productsIndex ? { ...(body as object), size: CONDENSED_DEPTH } : body),
    },
    keep: (skus) => skus.filter(judged),
  };
}

function toNode(category: CategoryDocument): CategoryNode {
  return { id: category.id, name: category.name, children: (category.childs ?? []).map(toNode) };
}

/** The categories the search page's category facet counts: the top ones of the navigation. */
async function facetCategoryIds(engine: Engine, indices: { categories: string }): Promise<number[]> {
  const navigation = await engine.search(indices.categories, navCategories());
  const roots = navigation.hits.hits.map((hit) => toNode(hit._source as CategoryDocument));
  return visibleCategories(roots, undefined).map(({ node }) => node.id);
}

/** The search page's products for `q` (services/search/search-page.server.ts), facets included. */
async function pageSkus({ engine, keep }: Evaluated, index: string, q: string, categoryIds: number[]) {
  // A text alone: no page number the parser could refuse.
  const state = parseSearchState(new URLSearchParams({ q }), DEFAULT_FACETS)!;
  const request = { state, facets: DEFAULT_FACETS, categoryIds };
  return keep(skusOf((await searchPageResponse(engine.search, index, request)).response));
}

/** The autocomplete's products for a typed text (services/search/autocomplete.server.ts). */
async function autocompleteSkus({ engine, keep }: Evaluated, index: string, q: string) {
  const text = normalizeAutocompleteText(q);
  return keep(skusOf((await autocompleteProducts(engine.search, index, text)).response)).slice(
    0,
    AUTOCOMPLETE_SIZE,
  );
}

async function mapLimited<Item, Result>(
  items: readonly Item[],
  limit: number,
  task: (item: Item) => Promise<Result>,
): Promise<Result[]> {
  const results = new Array<Result>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await task(items[index] as Item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Scores every query of `set` on `engine` for the indices of `locale` (`{prefix}_{locale}`): per mode,
 * the per-query scores and their summary (nDCG, MRR, zero-result rate, worst queries). `judgedFamilies`
 * (the SKU families the judgements may grade) is given where the index holds other products too.
 */
async function evaluateSet(
  engine: Engine,
  set: JudgementSet,
  { productsIndex, categoriesIndex }: IndexNames,
  judgedFamilies?: Iterable<string>,
): Promise<SetResult> {
  const indices = {
    products: `${productsIndex}_${set.locale}`,
    categories: `${categoriesIndex}_${set.locale}`,
  };
  const categoryIds = await facetCategoryIds(engine, indices);
  const evaluated = asEvaluated(engine, indices.products, judgedFamilies);
  const scored = await mapLimited(set.queries, CONCURRENCY, async (query: JudgedQuery) => {
    const page = await pageSkus(evaluated, indices.products, query.q, categoryIds);
    const suggestions = await autocompleteSkus(evaluated, indices.products, query.q);
    return {
      page: scoreQuery(query, page, SEARCH_RESULTS),
      autocomplete: scoreQuery(query, suggestions, Math.min(SEARCH_RESULTS, AUTOCOMPLETE_SIZE)),
    };
  });
  return Object.fromEntries(
    MODES.map((mode) => {
      const scores = scored.map((entry) => entry[mode]);
      return [mode, { ...summarize(scores), scores }];
    }),
  ) as SetResult;
}

/** Every language's set on every engine: `{ [engine]: { [locale]: { page, autocomplete } } }`. */
export async function evaluateEngines(
  engines: readonly Engine[],
  sets: readonly JudgementSet[],
  indexNames: IndexNames,
  judgedFamilies?: Iterable<string>,
): Promise<EngineResults> {
  const result: EngineResults = {};
  for (const engine of engines) {
    const locales: Record<string, SetResult> = {};
    result[engine.name] = locales;
    for (const set of sets) locales[set.locale] = await evaluateSet(engine, set, indexNames, judgedFamilies);
  }
  return result;
}

/**
 * The queries whose results differ between two engines' evaluations: a different number of results or
 * another ranking within the cut-off, per language and mode.
 */
export function rankingDifferences(
  first: Record<string, SetResult>,
  second: Record<string, SetResult>,
): string[] {
  return Object.entries(first).flatMap(([locale, modes]) =>
    MODES.flatMap((mode) =>
      modes[mode].scores.flatMap((score, index) => {
        const other = second[locale]?.[mode]?.scores[index];
        const same =
          other &&
          other.results === score.results &&
          JSON.stringify(other.ranked) === JSON.stringify(score.ranked);
        return same
          ? []
          : [`${locale} ${mode} "${score.q}": ${score.ranked.join(' ')} ≠ ${other?.ranked.join(' ')}`];
      }),
    ),
  );
}
