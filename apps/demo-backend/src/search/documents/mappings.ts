import type { MappingJson, PropertyJson } from '../engine/mapping.ts';

const text: PropertyJson = { type: 'text' };
const textAndKeyword: PropertyJson = {
  type: 'text',
  fields: { keyword: { type: 'keyword', ignore_above: 256 } },
};
const keyword: PropertyJson = { type: 'keyword' };
const integer: PropertyJson = { type: 'integer' };
const disabled: PropertyJson = { enabled: false };

/**
 * The product mapping of search-contract §5.2: nested categories and variant axes, keyword leaves for
 * exact filters and facets, `name.sortable` for the A–Z sort; plus `brand.plain` (a copy of the brand
 * name for the fuzzy autocomplete of SPEC §7) and the variant extras of SPEC §3.
 */
export const productMapping: MappingJson = {
  dynamic_templates: [
    { variant_axes: { path_match: 'variant_attributes.*', mapping: { type: 'keyword' } } },
    { prices: { path_match: 'price.*.tax_included', mapping: { type: 'boolean' } } },
    // `price.*.*`, not `price.*`: a real engine applies templates to objects too, and `price.default`
    // mapped as a float refuses every document.
    { price_values: { path_match: 'price.*.*', mapping: { type: 'float' } } },
  ],
  properties: {
    id: integer,
    main: { type: 'boolean' },
    url_key: keyword,
    redirect_url_key: keyword,
    name: {
      type: 'text',
      fields: {
        keyword: { type: 'keyword', ignore_above: 256 },
        sortable: { type: 'keyword', normalizer: 'sortable' },
      },
    },
    model: { properties: { name: textAndKeyword } },
    short_name: textAndKeyword,
    sku: { type: 'text', fields: { keyword } },
    barcode: keyword,
    capacity: keyword,
    variant_count: integer,
    variant_attributes: { type: 'nested' },
    variant_selector: disabled,
    categories: {
      type: 'nested',
      properties: {
        id: integer,
        level: integer,
        url_key: keyword,
        name: { type: 'text', fields: { keyword } },
        parent: {
          properties: {
            id: integer,
            level: integer,
            url_key: keyword,
            name: { type: 'text', fields: { keyword } },
          },
        },
        childs: disabled,
      },
    },
    hierarchicalCategories: {
      type: 'nested',
      properties: { ancestors: keyword, order: integer, value: keyword, level: integer },
    },
    price: { type: 'object' },
    stock: { properties: { global: { properties: { qty: { type: 'float' }, state: keyword } } } },
    brand: {
      properties: {
        id: integer,
        sequence: integer,
        name: {
          type: 'text',
          copy_to: 'brand.plain',
          fields: { keyword: { type: 'keyword', ignore_above: 256 } },
        },
        plain: { type: 'text', analyzer: 'plain' },
        url_key: keyword,
        description: text,
        short_description: text,
      },
    },
    links: disabled,
    images: disabled,
    seo_title: text,
    meta_keywords: text,
    meta_description: text,
    short_description: text,
    description: text,
    sphere: textAndKeyword,
    sphere_of_use: textAndKeyword,
    latin_name: textAndKeyword,
    ingredients: text,
    allergens: text,
    labelling: text,
    product_type: textAndKeyword,
    use_condition: text,
    use_restriction: text,
    general_description: text,
  },
};

/** The category mapping: Odoo's keyword url keys and integer ids, text for the rest. */
export const categoryMapping: MappingJson = {
  properties: {
    id: integer,
    level: integer,
    sequence: integer,
    url_key: keyword,
    redirect_url_key: keyword,
    name: {
      type: 'text',
      fields: {
        keyword: { type: 'keyword', ignore_above: 256 },
        sortable: { type: 'keyword', normalizer: 'sortable' },
      },
    },
    parent: disabled,
    childs: disabled,
    images: disabled,
    seo_title: text,
    meta_keywords: text,
    meta_description: text,
    subtitle: text,
    short_description: text,
    description: text,
  },
};
