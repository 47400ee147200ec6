import type { FacetConfig } from '~/domain/search-facets';

/** A field of an Elasticsearch mapping, as `GET {index}/_mapping` gives it. */
export interface PropertyJson {
  type?: string;
  properties?: Record<string, PropertyJson>;
  fields?: Record<string, PropertyJson>;
  [setting: string]: unknown;
}

export interface MappingJson {
  properties?: Record<string, PropertyJson>;
  dynamic_templates?: Record<string, { path_match?: string; match?: string; mapping?: PropertyJson }>[];
}

/** What is wrong with a mapping for the storefront's queries, and whether it breaks pages. */
export interface MappingProblem {
  severity: 'fail' | 'warn';
  field: string;
  problem: string;
  fix: string;
}

const EXACT = new Set(['keyword', 'constant_keyword', 'wildcard']);
const AGGREGATABLE = new Set([
  ...EXACT,
  'boolean',
  'integer',
  'long',
  'short',
  'byte',
  'float',
  'double',
  'scaled_float',
  'half_float',
  'date',
]);

function glob(pattern: string): RegExp {
  return new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );
}

/**
 * The mapping of a dotted field: object and nested properties, then multi-fields (`name.sortable`),
 * then a dynamic template whose path matches (`variant_attributes.*`); undefined when unmapped.
 */
export function fieldAt(mapping: MappingJson, path: string): PropertyJson | undefined {
  const parts = path.split('.');
  let properties = mapping.properties;
  let current: PropertyJson | undefined;
  for (const [index, part] of parts.entries()) {
    const next: PropertyJson | undefined =
      properties?.[part] ?? (index > 0 ? current?.fields?.[part] : undefined);
    if (!next) {
      current = undefined;
      break;
    }
    current = next;
    properties = next.properties;
  }
  if (current) return current;
  const template = (mapping.dynamic_templates ?? [])
    .flatMap((entry) => Object.values(entry))
    .find((candidate) => candidate.path_match && glob(candidate.path_match).test(path));
  return template?.mapping;
}

const typeOf = (mapping: MappingJson, path: string) =>
  fieldAt(mapping, path)?.type ?? (fieldAt(mapping, path) ? 'object' : undefined);

const CONFIG_FIX =
  "in the index's configuration (Odoo: Search Engine › Index configurations, the se.index.config body; the shipped per-language bodies are in search-index/), then reindex";

function expect(
  mapping: MappingJson,
  field: string,
  wanted: (type: string | undefined) => boolean,
  severity: MappingProblem['severity'],
  why: string,
  as: string,
): MappingProblem[] {
  const type = typeOf(mapping, field);
  if (wanted(type)) return [];
  return [
    {
      severity,
      field,
      problem: `${field} is ${type ? `mapped as ${type}` : 'not mapped'}: ${why}`,
      fix: `map ${field} as ${as} ${CONFIG_FIX}`,
    },
  ];
}

const isExact = (type: string | undefined) => type !== undefined && EXACT.has(type);
const isNested = (type: string | undefined) => type === 'nested';

/** The keyword fields the facets count on every listing page. */
function keywordFacetFields(facets: readonly FacetConfig[]): string[] {
  return facets.flatMap((facet) => (facet.type === 'terms' ? [facet.field] : []));
}

/**
 * Keyword fields every listing collapses on or counts by (url_key, the terms facets) without
 * `eager_global_ordinals`: the first search after each refresh (a publish, a stock update) builds their
 * ordinals while shoppers wait, seconds at catalogue scale (docs/search-performance.md).
 */
function eagerOrdinalsProblems(mapping: MappingJson, fields: readonly string[]): MappingProblem[] {
  return fields.flatMap((field) => {
    const property = fieldAt(mapping, field);
    if (!property || !isExact(property.type) || property.eager_global_ordinals === true) return [];
    return [
      {
        severity: 'warn' as const,
        field,
        problem: `${field} has no eager_global_ordinals: the first search after each refresh waits while they are built`,
        fix: `add "eager_global_ordinals": true to ${field}'s mapping ${CONFIG_FIX}`,
      },
    ];
  });
}

/** The product index's fields that the storefront's queries (services/search/queries.ts) rely on. */
export function productMappingProblems(
  mapping: MappingJson,
  facets: readonly FacetConfig[],
): MappingProblem[] {
  const problems = [
    ...expect(
      mapping,
      'url_key',
      isExact,
      'fail',
      'product pages, collapse and counts need exact values',
      '{"type": "keyword"}',
    ),
    ...expect(
      mapping,
      'categories',
      isNested,
      'fail',
      'category pages and the category facet query it as nested',
      '{"type": "nested"}',
    ),
    ...expect(
      mapping,
      'variant_attributes',
      isNested,
      'fail',
      'variant choices and their facets query it as nested',
      '{"type": "nested"} (its values keyword, by a dynamic template variant_attributes.*)',
    ),
    ...expect(
      mapping,
      'redirect_url_key',
      isExact,
      'warn',
      'old product addresses would not redirect',
      '{"type": "keyword"}',
    ),
    ...expect(
      mapping,
      'name.sortable',
      isExact,
      'warn',
      'the A to Z sort fails',
      'a keyword sub-field {"fields": {"sortable": {"type": "keyword", "normalizer": "sortable"}}}',
    ),
    ...expect(
      mapping,
      'sku.keyword',
      isExact,
      'warn',
      'CMS product sections find no product by SKU',
      'a keyword sub-field {"fields": {"keyword": {"type": "keyword"}}}',
    ),
    ...expect(
      mapping,
      'main',
      (type) => type === 'boolean',
      'warn',
      'listings cannot prefer the main variant',
      '{"type": "boolean"}',
    ),
    ...expect(
      mapping,
      'typo_text',
      (type) => type === 'text',
      'warn',
      'a typo in a brand, sphere or SKU finds nothing on the search page',
      '{"type": "text", "analyzer": "plain", "search_analyzer": "plain_search"}, filled by "copy_to": "typo_text" on sphere, brand.name and sku (search-index/products.*.json)',
    ),
  ];
  problems.push(...eagerOrdinalsProblems(mapping, ['url_key', ...keywordFacetFields(facets)]));
  for (const facet of facets) {
    if (facet.type !== 'terms') continue;
    problems.push(
      ...expect(
        mapping,
        facet.field,
        (type) => type !== undefined && AGGREGATABLE.has(type),
        'warn',
        `the ${facet.name} facet (SHOP_SEARCH_FACETS) counts nothing`,
        '{"type": "keyword"}',
      ),
    );
    if (facet.nestedPath)
      problems.push(
        ...expect(
          mapping,
          facet.nestedPath,
          isNested,
          'warn',
          `the ${facet.name} facet queries it as nested`,
          '{"type": "nested"}',
        ),
      );
  }
  return problems;
}

/** The category index's fields the storefront's queries rely on. */
export function categoryMappingProblems(mapping: MappingJson): MappingProblem[] {
  return [
    ...expect(
      mapping,
      'url_key',
      isExact,
      'fail',
      'category pages are found by exact url_key',
      '{"type": "keyword"}',
    ),
    ...expect(
      mapping,
      'redirect_url_key',
      isExact,
      'warn',
      'old category addresses would not redirect',
      '{"type": "keyword"}',
    ),
  ];
}
