import { z } from 'zod';

/** The index's JSON, as search-contract.md §1 describes it. Optional fields are null, missing or empty. */
const text = z.string().nullish();
const image = z.object({ src: z.string(), alt: z.string().nullish() });
export const imageSetSchema = z.object({
  small: image.optional(),
  medium: image.optional(),
  large: image.optional(),
  xlarge: image.optional(),
});

export const categoryRefSchema = z.object({
  id: z.number(),
  name: z.string(),
  level: z.number(),
  url_key: z.string().nullish(),
});

const priceSchema = z.object({
  value: z.number(),
  tax_included: z.boolean().default(true),
  original_value: z.number().nullish(),
  discount: z.number().nullish(),
});

export const productDocumentSchema = z.object({
  id: z.number(),
  model: z.object({ name: z.string() }).nullish(),
  main: z.boolean().default(false),
  name: text,
  short_name: text,
  variant_count: z.number().default(1),
  categories: z.array(categoryRefSchema).default([]),
  sku: text,
  variant_attributes: z.record(z.string(), z.string()).nullish(),
  url_key: z.string(),
  redirect_url_key: z.array(z.string()).nullish(),
  seo_title: text,
  meta_keywords: text,
  meta_description: text,
  short_description: text,
  description: text,
  images: z.array(imageSetSchema).default([]),
  // Shape A (per role) or B (single price), search-contract §1.3.
  price: z.union([z.record(z.string(), priceSchema), priceSchema]).nullish(),
  price_by_pricelist: z.record(z.string(), priceSchema).nullish(),
  stock: z.object({ global: z.object({ qty: z.number().nullish(), state: text }).nullish() }).nullish(),
  brand: z.union([z.object({ name: z.string() }), z.string()]).nullish(),
  links: z.record(z.string(), z.array(z.object({ id: z.number() }))).nullish(),
  variant_selector: z
    .array(
      z.object({
        name: z.string(),
        values: z.array(
          z.object({ name: z.string(), sku: z.string(), available: z.boolean(), selected: z.boolean() }),
        ),
      }),
    )
    .nullish(),
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
  url_key: z.string(),
  sequence: z.number().nullish(),
  redirect_url_key: z.array(z.string()).nullish(),
  parent: categoryNodeSchema.nullish(),
  childs: z.array(categoryNodeSchema).default([]),
  seo_title: text,
  meta_keywords: text,
  meta_description: text,
  subtitle: text,
  short_description: text,
  description: text,
  images: z.array(imageSetSchema).default([]),
});

export type CategoryDocument = z.output<typeof categoryDocumentSchema>;
export type CategoryNodeDocument = CategoryNode;
