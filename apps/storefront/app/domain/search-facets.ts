// The server configuration imports this file with Node itself: no path aliases, no packages.

/**
 * The facets of the search and category pages (docs/contracts/search.md#facets). Which facets exist is
 * configuration, not code: `SHOP_SEARCH_FACETS` replaces this list with a JSON array of the same shape.
 * A facet's name is its URL parameter and its message id (`search.facets.{name}`); a facet the
 * messages do not know shows `titles[locale]`, else its name.
 */
export type FacetConfig =
  /** The category tree; counts are products (distinct url_key). */
  | { name: string; type: 'category'; titles?: Record<string, string> }
  /** A price range in the visitor's pricelist (`price.{role}.value`); parameters `{name}_min`, `{name}_max`. */
  | { name: string; type: 'price'; titles?: Record<string, string> }
  /** Checkbox values of a keyword field, nested (variant attributes) or not (brand). */
  | {
      name: string;
      type: 'terms';
      field: string;
      nestedPath?: string;
      size?: number;
      titles?: Record<string, string>;
    };

export const DEFAULT_TERMS_SIZE = 20;

const variantAxis = (axis: string): FacetConfig => ({
  name: axis,
  type: 'terms',
  field: `variant_attributes.${axis}`,
  nestedPath: 'variant_attributes',
});

/** The demo shop's facets: category tree, price, brand and the catalogue's variant axes. */
export const DEFAULT_FACETS: readonly FacetConfig[] = [
  { name: 'category', type: 'category' },
  { name: 'price', type: 'price' },
  { name: 'brand', type: 'terms', field: 'brand.name.keyword' },
  ...['capacity', 'weight', 'format', 'scent', 'colour'].map(variantAxis),
];

/** Parameters the page itself uses, and the aggregation holding the total; no facet may take them. */
const RESERVED = new Set(['q', 'page', 'sort', 'pricelist', 'total']);
const NAME = /^[a-z][a-z0-9_]{0,39}$/;
const FIELD = /^[A-Za-z0-9_.]{1,100}$/;

function titlesOf(raw: unknown, where: string): Record<string, string> | undefined {
  if (raw === undefined) return undefined;
  if (
    !raw ||
    typeof raw !== 'object' ||
    Object.values(raw).some((title) => typeof title !== 'string' || !title.trim())
  )
    throw new Error(`${where}: titles must map locales to non-empty texts`);
  return raw as Record<string, string>;
}

function facetOf(raw: unknown, index: number): FacetConfig {
  const where = `facet ${index + 1}`;
  if (!raw || typeof raw !== 'object') throw new Error(`${where} must be an object`);
  const entry = raw as Record<string, unknown>;
  const { name, type } = entry;
  if (typeof name !== 'string' || !NAME.test(name) || RESERVED.has(name))
    throw new Error(
      `${where}: name must be lower-case letters, digits or _, and not q, page, sort, pricelist or total`,
    );
  const titles = titlesOf(entry.titles, where);
  if (type === 'category' || type === 'price') return { name, type, ...(titles ? { titles } : {}) };
  if (type !== 'terms') throw new Error(`${where}: type must be category, price or terms`);
  const { field, nestedPath, size } = entry;
  if (typeof field !== 'string' || !FIELD.test(field)) throw new Error(`${where}: field is required`);
  if (nestedPath !== undefined && (typeof nestedPath !== 'string' || !field.startsWith(`${nestedPath}.`)))
    throw new Error(`${where}: nestedPath must be the start of field`);
  if (size !== undefined && (!Number.isInteger(size) || (size as number) < 1 || (size as number) > 1000))
    throw new Error(`${where}: size must be a whole number from 1 to 1000`);
  return {
    name,
    type,
    field,
    ...(nestedPath ? { nestedPath } : {}),
    ...(size ? { size: size as number } : {}),
    ...(titles ? { titles } : {}),
  };
}

/** The facet list from its JSON form; the default list when absent. Throws with what is wrong. */
export function parseFacetList(json: string | undefined): readonly FacetConfig[] {
  if (!json?.trim()) return DEFAULT_FACETS;
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw new Error('it is not valid JSON');
  }
  if (!Array.isArray(raw)) throw new Error('it must be a JSON array of facets');
  const facets = raw.map(facetOf);
  const names = facets.map((facet) => facet.name);
  const twice = names.find((name, index) => names.indexOf(name) !== index);
  if (twice) throw new Error(`the facet name ${twice} is used twice`);
  if (facets.filter((facet) => facet.type === 'category').length > 1)
    throw new Error('there can be one category facet at most');
  return facets;
}
