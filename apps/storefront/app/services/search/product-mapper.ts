import {
  DEFAULT_ROLE,
  type ImageSet,
  type Price,
  type Product,
  type StockState,
  sortByLevel,
} from '~/domain/catalog';
import { DEFAULT_IMAGE_SIZE_KEYS, IMAGE_SIZES, type ImageSizeKeys } from '~/domain/image-sizes';
import { SINGLE_PRICE_PATH } from '~/domain/pricelist';
import { netQuantityOf } from '~/domain/unit-price';
import {
  type PriceDocument,
  priceSchema,
  type ProductDocument,
  productDocumentSchema,
  productPricesSchema,
} from './document-schemas';

const STOCK_STATES: readonly StockState[] = [
  'in_stock',
  'in_limited_stock',
  'resupplying',
  'out_of_stock',
  'soon_available',
];

/** Thrown when a document does not have the shape of the index contract; names the document. */
export class InvalidDocumentError extends Error {
  override name = 'InvalidDocumentError';
}

function toPrice(price: PriceDocument): Price {
  return {
    value: price.value,
    taxIncluded: price.tax_included,
    originalValue: price.original_value ?? price.value,
    discount: price.discount ?? 0,
  };
}

/** The price object at `pricePath` (domain/pricelist.ts pricePathOf); a malformed one is no price. */
function priceAt(doc: Pick<ProductDocument, 'price' | 'price_by_pricelist'>, pricePath: string) {
  const [field, key] = pricePath.split('.', 2);
  const found =
    field === 'price_by_pricelist' && key !== undefined && doc.price_by_pricelist
      ? Object.hasOwn(doc.price_by_pricelist, key)
        ? doc.price_by_pricelist[key]
        : undefined
      : field === SINGLE_PRICE_PATH && key === undefined
        ? doc.price
        : undefined;
  const parsed = priceSchema.safeParse(found);
  return parsed.success ? parsed.data : undefined;
}

/**
 * Only the default pricelist's price leaves the index with a product: pages, their cache and every API
 * are the same for everyone (docs/architecture.md#prices-in-shared-pages), and a customer's own pricelist is read for that customer alone
 * (pricelistPrices).
 */
function defaultPrices(doc: ProductDocument, defaultPricePath: string): Record<string, Price> {
  const price = priceAt(doc, defaultPricePath);
  return price ? { [DEFAULT_ROLE]: toPrice(price) } : {};
}

/** Each picture in the sizes the shop shows, read from the index's keys for them (SHOP_SEARCH_IMAGE_SIZES). */
export function toImages(images: ProductDocument['images'], keys: ImageSizeKeys): ImageSet[] {
  return images
    .map((set) =>
      Object.fromEntries(
        IMAGE_SIZES.flatMap((size) => {
          const image = set[keys[size]];
          return image ? [[size, { src: image.src, alt: image.alt ?? '' }]] : [];
        }),
      ),
    )
    .filter((set) => Object.keys(set).length > 0);
}

const orUndefined = (value: string | null | undefined) => value ?? undefined;

function fromDocument(
  doc: ProductDocument,
  variants: ProductDocument[],
  keys: ImageSizeKeys,
  defaultPricePath: string,
): Product {
  const state = doc.stock?.global?.state;
  const variantAttributes = doc.variant_attributes ?? {};
  const product: Product = {
    id: doc.id,
    modelName: doc.model?.name ?? doc.name ?? '',
    urlKey: doc.url_key ?? '',
    redirectUrlKeys: doc.redirect_url_key ?? [],
    main: doc.main,
    name: doc.name ?? doc.model?.name ?? '',
    shortName: doc.short_name ?? '',
    shortDescription: doc.short_description ?? '',
    description: doc.description ?? '',
    seoTitle: orUndefined(doc.seo_title),
    metaKeywords: orUndefined(doc.meta_keywords),
    metaDescription: orUndefined(doc.meta_description),
    variantCount: doc.variant_count,
    stock: {
      qty: doc.stock?.global?.qty ?? undefined,
      state: STOCK_STATES.includes(state as StockState) ? (state as StockState) : undefined,
    },
    categories: sortByLevel(
      doc.categories.map((c) => ({ id: c.id, name: c.name, level: c.level, urlKey: c.url_key ?? '' })),
    ),
    sku: doc.sku ?? '',
    variantAttributes,
    netQuantity: netQuantityOf(variantAttributes, doc.capacity),
    prices: defaultPrices(doc, defaultPricePath),
    images: toImages(doc.images, keys),
    crossSellingIds: (doc.links?.cross_selling ?? []).map((link) => link.id),
    upSellingIds: (doc.links?.up_selling ?? []).map((link) => link.id),
    variants: [],
    variantSelector: doc.variant_selector ?? [],
    brand: typeof doc.brand === 'string' ? doc.brand : orUndefined(doc.brand?.name),
    sphere: orUndefined(doc.sphere),
    extras: {
      barcode: orUndefined(doc.barcode),
      capacity: orUndefined(doc.capacity),
      allergens: orUndefined(doc.allergens),
      labelling: orUndefined(doc.labelling),
      latinName: orUndefined(doc.latin_name),
      ingredients: orUndefined(doc.ingredients),
      productType: orUndefined(doc.product_type),
      useCondition: orUndefined(doc.use_condition),
      useRestriction: orUndefined(doc.use_restriction),
      generalDescription: orUndefined(doc.general_description),
      sphereOfUse: orUndefined(doc.sphere_of_use),
    },
  };
  // The product's own entry is a copy without variants, like the others: a product is a tree, so the
  // data caches can write it as JSON (the fleet's shared level, and the local level's byte count).
  product.variants = variants.map((variant) =>
    variant.id === doc.id ? { ...product, variants: [] } : fromDocument(variant, [], keys, defaultPricePath),
  );
  return product;
}

function parse(source: unknown): ProductDocument {
  const parsed = productDocumentSchema.safeParse(source);
  if (!parsed.success) {
    const id = source && typeof source === 'object' && 'id' in source ? String(source.id) : '?';
    throw new InvalidDocumentError(
      `Product document ${id} does not match the index contract: ${parsed.error.message}`,
    );
  }
  return parsed.data;
}

/**
 * A search hit (with its collapsed variants as inner hits, when the query asked for them) as a Product.
 * A document without `url_key` gives a product without a page (`urlKey` empty).
 */
export function toProduct(
  source: unknown,
  variantSources: readonly unknown[] = [],
  imageSizeKeys: ImageSizeKeys = DEFAULT_IMAGE_SIZE_KEYS,
  defaultPricePath: string = SINGLE_PRICE_PATH,
): Product {
  const doc = parse(source);
  const variants = variantSources.map(parse);
  return fromDocument(doc, variants.length > 0 ? variants : [doc], imageSizeKeys, defaultPricePath);
}

/**
 * The product id and its price at `pricePath` from a document read with only those fields (queries.ts
 * pricelistPricesQuery); undefined when the document has no price there. A document whose id or price
 * is malformed costs that product's price, never the answer.
 */
export function toPricelistPrice(
  source: unknown,
  pricePath: string,
): { id: number; price: Price } | undefined {
  const parsed = productPricesSchema.safeParse(source);
  if (!parsed.success) return undefined;
  const price = priceAt(parsed.data, pricePath);
  return price ? { id: parsed.data.id, price: toPrice(price) } : undefined;
}
