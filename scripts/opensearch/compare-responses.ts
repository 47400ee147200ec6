// Compares two answers to one _search by what the storefront reads from them: the hits in order (index
// kind and id), each hit's variants (inner hits), hits.total, the aggregations (bucket keys and counts,
// metric values to the cent), the term suggestions (texts and frequencies), and the documents' fields
// when the request names the fields it wants (a card reads nothing else).
import type { SearchSearchRequestBody } from '@elastic/elasticsearch/lib/api/types';

export const PARTS = ['hits', 'variants', 'total', 'aggs', 'suggest', 'source'] as const;
export type Part = (typeof PARTS)[number];
/** Per part compared: '' when both agree, else the first difference. */
export type PartDifferences = Partial<Record<Part, string>>;

/** What the comparison reads of a hit. */
interface Hit {
  _index: string;
  _id?: string;
  _source?: unknown;
  inner_hits?: { variants?: { hits: { hits: Hit[] } } };
}

interface SuggestEntry {
  text: string;
  offset: number;
  length: number;
  options: { text: string; freq: number }[];
}

/** What the comparison reads of a `_search` answer (either engine's JSON). */
export interface SearchAnswer {
  hits: { hits: Hit[]; total?: { value: number } | number };
  aggregations?: unknown;
  suggest?: Record<string, SuggestEntry[]>;
}

/** The parts of an answer the comparison looks at (summarize). */
type Summary = Record<Part, unknown>;

const kindOf = (index: string) => (index.includes('category') ? 'c' : 'p');
const round = (value: unknown) => (typeof value === 'number' ? Math.round(value * 100) / 100 : value);

function normalizeAggregation(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalizeAggregation);
  if (!value || typeof value !== 'object') return round(value);
  const fields = value as Record<string, unknown>;
  const result: Record<string, unknown> = {};
  for (const key of Object.keys(fields).sort()) {
    // Elasticsearch's bookkeeping, not read by the storefront.
    if (key === 'doc_count_error_upper_bound' || key === 'meta' || key === 'key_as_string') continue;
    result[key] = normalizeAggregation(fields[key]);
  }
  return result;
}

function normalizeSuggest(suggest: SearchAnswer['suggest']) {
  if (!suggest) return undefined;
  return Object.fromEntries(
    Object.entries(suggest).map(([name, entries]) => [
      name,
      entries.map((entry) => ({
        text: entry.text,
        offset: entry.offset,
        length: entry.length,
        options: entry.options.map((option) => `${option.text}(${option.freq})`),
      })),
    ]),
  );
}

/** Whether the request names the fields its hits or their variants carry (`_source` as a list). */
function filtersSource(body: SearchSearchRequestBody) {
  const inner = [body.collapse?.inner_hits ?? []].flat();
  return Array.isArray(body._source) || inner.some((spec) => Array.isArray(spec._source));
}

/** A hit's fields and its variants', as the filters left them. */
function sourcesOf(hit: Hit) {
  return normalizeAggregation({
    source: hit._source ?? null,
    variants: (hit.inner_hits?.variants?.hits.hits ?? []).map((inner) => inner._source ?? null),
  });
}

/** The parts of an answer the comparison looks at; those the request does not ask for are left out. */
export function summarize(response: SearchAnswer, body: SearchSearchRequestBody): Summary {
  const { hits, total } = response.hits;
  return {
    hits: hits.map((hit) => `${kindOf(hit._index)}${hit._id}`),
    variants: body.collapse
      ? hits.map((hit) => (hit.inner_hits?.variants?.hits.hits ?? []).map((inner) => inner._id).join(','))
      : undefined,
    total: total && typeof total === 'object' ? total.value : total,
    aggs: body.aggs ? normalizeAggregation(response.aggregations ?? {}) : undefined,
    suggest: body.suggest ? normalizeSuggest(response.suggest) : undefined,
    source: filtersSource(body) ? hits.map(sourcesOf) : undefined,
  };
}

function short(value: unknown) {
  const text = JSON.stringify(value) ?? 'undefined';
  return text.length > 160 ? `${text.slice(0, 157)}...` : text;
}

/** The first place where `a` and `b` differ, as `path: a ≠ b`, or undefined when they are equal. */
function firstDifference(a: unknown, b: unknown, path = ''): string | undefined {
  if (Array.isArray(a) && Array.isArray(b) && a.every((item) => typeof item !== 'object')) {
    return JSON.stringify(a) === JSON.stringify(b) ? undefined : `${path || '.'}: ${short(a)} ≠ ${short(b)}`;
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
    for (const key of keys) {
      const found = firstDifference(
        (a as Record<string, unknown>)[key],
        (b as Record<string, unknown>)[key],
        `${path}.${key}`,
      );
      if (found) return found;
    }
    return undefined;
  }
  return a === b ? undefined : `${path || '.'}: ${short(a)} ≠ ${short(b)}`;
}

/** Per part: undefined (not asked), or the first difference ('' when both agree). */
export function compareSummaries(demo: Summary, openSearch: Summary): PartDifferences {
  return Object.fromEntries(
    PARTS.filter((part) => demo[part] !== undefined || openSearch[part] !== undefined).map((part) => [
      part,
      firstDifference(demo[part], openSearch[part]) ?? '',
    ]),
  );
}
