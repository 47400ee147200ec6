// The index bodies a shop installs (search-index/*.json): one mapping for every language, and every
// field the storefront's requests name declared in it (or made by one of its dynamic templates).
import { describe, expect, it } from 'vitest';
import { indexDefinition } from '../../apps/demo-backend/src/search/documents/index-definitions.ts';
import type { MappingJson, PropertyJson } from '../../apps/demo-backend/src/search/engine/mapping.ts';
import { DEFAULT_IMAGE_SIZE_KEYS } from '../../apps/storefront/app/domain/image-sizes.ts';
import { DEFAULT_FACETS } from '../../apps/storefront/app/domain/search-facets.ts';
import { parseSearchState } from '../../apps/storefront/app/domain/search-state.ts';
import {
  categoryProductsQuery,
  urlResolution,
  variantAxes,
  variantReferenceSource,
} from '../../apps/storefront/app/services/search/queries.ts';
import {
  categoryAutocomplete,
  productAutocomplete,
} from '../../apps/storefront/app/services/search/text-queries.ts';
import { searchPageRequest } from '../../apps/storefront/app/services/search/search-page-query.ts';
import { JUDGED_LOCALES } from './judgements.ts';

const FIELD_QUERIES = ['match', 'match_phrase', 'match_phrase_prefix', 'term', 'terms', 'range'];

/** Every field a request body names: in field queries, multi_match, sorts, aggregations, collapse, suggest. */
function fieldsOf(body: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(body)) body.forEach((item) => fieldsOf(item, found));
  if (!body || typeof body !== 'object') return found;
  for (const [key, value] of Object.entries(body)) {
    // `terms` and `range` aggregations name theirs in `field`, read below.
    const aggregation =
      value && typeof value === 'object' && typeof (value as { field?: unknown }).field === 'string';
    if (FIELD_QUERIES.includes(key) && value && typeof value === 'object' && !aggregation) {
      for (const field of Object.keys(value)) if (field !== 'boost') found.add(field);
    } else if (key === 'fields' && Array.isArray(value)) {
      for (const field of value as string[]) found.add(field.split('^')[0] as string);
    } else if (key === 'field' && typeof value === 'string') found.add(value);
    else if (key === 'path' && typeof value === 'string') found.add(value);
    else if (key === 'sort' && Array.isArray(value)) {
      for (const clause of value as object[])
        for (const field of Object.keys(clause)) if (field !== '_score') found.add(field);
    }
    fieldsOf(value, found);
  }
  return found;
}

/** Whether a mapping declares `path`, through properties and multi-fields, or a dynamic template covers it. */
function declared(mappings: MappingJson, path: string): boolean {
  const templates = (mappings.dynamic_templates ?? []).flatMap((entry) => Object.values(entry));
  if (
    templates.some((template) =>
      new RegExp(`^${template.path_match.replace(/\./g, '\\.').replace(/\*/g, '.*')}$`).test(path),
    )
  )
    return true;
  let properties: Record<string, PropertyJson> | undefined = mappings.properties;
  let current: PropertyJson | undefined;
  for (const part of path.split('.')) {
    current = properties?.[part] ?? current?.fields?.[part];
    if (!current) return false;
    properties = current.properties;
  }
  return true;
}

const page = (query: string, extra = {}) =>
  searchPageRequest({
    state: parseSearchState(new URLSearchParams(query), DEFAULT_FACETS)!,
    facets: DEFAULT_FACETS,
    categoryIds: [1, 2],
    ...extra,
  });

describe('the shipped index bodies', () => {
  it('give every language the same mapping, with its own analysis', () => {
    for (const kind of ['products', 'categories'] as const) {
      const [first, ...others] = JUDGED_LOCALES.map((locale) => indexDefinition(kind, locale));
      for (const other of others) expect(other.mappings).toEqual(first.mappings);
      expect(
        new Set(JUDGED_LOCALES.map((locale) => JSON.stringify(indexDefinition(kind, locale).settings))).size,
      ).toBe(4);
    }
  });

  it("declare every field the storefront's requests name", () => {
    const products = [
      productAutocomplete('huile lavande'),
      productAutocomplete('huile lavande', 'any word'),
      page('q=lavande&brand=X&capacity=10%20ml&category=1&price_min=1&price_max=9&sort=name_asc'),
      page('sort=price_desc&pricelist=b2b'),
      page('', { baseQuery: categoryProductsQuery(3) }),
      urlResolution(['a', 'a/'], 'SKU-1', variantReferenceSource(DEFAULT_IMAGE_SIZE_KEYS)),
      variantAxes('key', ['capacity', 'scent'], { capacity: '10 ml' }),
    ];
    const missing = [...fieldsOf(products)].filter(
      (field) => !declared(indexDefinition('products', 'fr').mappings, field),
    );
    expect(missing).toEqual([]);
    const categories = [...fieldsOf(categoryAutocomplete('huile'))];
    expect(
      categories.filter((field) => !declared(indexDefinition('categories', 'fr').mappings, field)),
    ).toEqual([]);
  });
});
