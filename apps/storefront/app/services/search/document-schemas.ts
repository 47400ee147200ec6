import { z } from 'zod';

/**
 * The index's JSON, as docs/contracts/search.md#documents describes it. Optional fields are null, missing or empty;
 * one of an odd type costs that field (it reads as absent), never the document.
 */
const text = z.string().nullish().catch(null);
const image = z.object({ src: z.string(), alt: z.string().nullish().catch(null) });
/**
 * One picture in each size the shop configured in Odoo, keyed by the size's name (`se.thumbnail.size`
 * keys): which keys the storefront shows is a setting (SHOP_SEARCH_IMAGE_SIZES, product-mapper.ts).
 */
const imageSetSchema = z.record(z.string(), z.unknown()).transform((set) =>
  Object.fromEntries(
    Object.entries(set).flatMap(([size, value]) => {
      const parsed = image.safeParse(value);
      return parsed.success ? [[size, parsed.data]] : [];
    }),
  ),
);
const imageSets = z
  .array(z.unknown())
  .catch([])
  .default([])
  .transform((sets) =>
    sets.flatMap((set) => {
      const parsed = imageSetSchema.safeParse(set);
      return parsed.success ? [parsed.data] : [];
    }),
  );

const categoryRefSchema = z.object({
  id: z.number(),
  name: z.string(),
  level: z.number(),
  url_key: z.string().nullish().catch(null),
});

export const priceSchema = z.object({
  value: z.number(),
  tax_included: z.boolean().default(true),
  original_value: z.number().nullish(),
  discount: z.number().nullish(),
});

export const productDocumentSchema = z.object({
  id: z.number(),
  model: z.object({ name: z.string() }).nullish().catch(null),
  main: z.boolean().default(false).catch(false),
  name: text,
  short_name: text,
  variant_count: z.number().default(1).catch(1),
  categories: z.array(categoryRefSchema).default([]).catch([]),
  sku: text,
  variant_attributes: z.record(z.string(), z.string()).nullish().catch(null),
  /** Null or absent in Shopinvader 16.0 without `shopinvader_product_url`: the product has no page. */
  url_key: text,
  redirect_url_key: z.array(z.string()).nullish().catch(null),
  seo_title: text,
  meta_keywords: text,
  meta_description: text,
  short_description: text,
  description: text,
  images: imageSets,
  /**
   * The single-price exporter's `price`, and the multi-price exporter's prices by pricelist id, each
   * read when a price is asked (product-mapper.ts priceAt): one malformed entry costs that price only.
   */
  price: z.unknown().optional(),
  price_by_pricelist: z.record(z.string(), z.unknown()).nullish().catch(null),
  stock: z
    .object({ global: z.object({ qty: z.number().nullish().catch(null), state: text }).nullish() })
    .nullish()
    .catch(null),
  brand: z
    .union([z.object({ name: z.string() }), z.string()])
    .nullish()
    .catch(null),
  links: z
    .record(z.string(), z.array(z.object({ id: z.number() })))
    .nullish()
    .catch(null),
  variant_selector: z
    .array(
      z.object({
        name: z.string(),
        values: z.array(
          z.object({ name: z.string(), sku: z.string(), available: z.boolean(), selected: z.boolean() }),
        ),
      }),
    )
    .nullish()
    .catch(null),
  sphere: text,
  barcode: text,
  capacity: text,
  allergens: text,
  labelling: text,
  latin_name: text,
  ingredients: text,
  product_type: text,
  use_condition: text,
  use_restriction: text,
  general_description: text,
  sphere_of_use: text,
});

/** A product document read with its id and prices only (the customer's own prices). */
export const productPricesSchema = productDocumentSchema.pick({
  id: true,
  price: true,
  price_by_pricelist: true,
});

export type ProductDocument = z.output<typeof productDocumentSchema>;
export type PriceDocument = z.output<typeof priceSchema>;

type CategoryNode = z.output<typeof categoryRefSchema> & {
  parent?: CategoryNode | null;
  childs?: CategoryNode[];
};

const categoryNodeSchema: z.ZodType<CategoryNode> = categoryRefSchema.extend({
  parent: z.lazy(() => categoryNodeSchema.nullish()),
  childs: z.lazy(() => z.array(categoryNodeSchema).optional()),
});

export const categoryDocumentSchema = categoryRefSchema.extend({
  /** A category without an address (no shopinvader_product_url) has no page: required, refused clearly. */
  url_key: z.string(),
  sequence: z.number().nullish().catch(null),
  redirect_url_key: z.array(z.string()).nullish().catch(null),
  parent: categoryNodeSchema.nullish().catch(null),
  childs: z.array(categoryNodeSchema).default([]).catch([]),
  seo_title: text,
  meta_keywords: text,
  meta_description: text,
  subtitle: text,
  short_description: text,
  description: text,
  images: imageSets,
});

export type CategoryDocument = z.output<typeof categoryDocumentSchema>;
export type CategoryNodeDocument = CategoryNode;
