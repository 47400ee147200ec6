import type { NetQuantity } from './unit-price';

/** The catalogue as the shop speaks of it (docs/product/entities.md#product, docs/product/entities.md#category), free of the index's JSON. */
export interface Price {
  value: number;
  taxIncluded: boolean;
  originalValue: number;
  discount: number;
}

export interface Image {
  src: string;
  alt: string;
}

/** One picture in the index's four sizes; a size may be missing. */
export type ImageSet = Partial<Record<'small' | 'medium' | 'large' | 'xlarge', Image>>;

export interface CategoryRef {
  id: number;
  name: string;
  level: number;
  urlKey: string;
}

export interface VariantSelector {
  /** The axis's name, in the page's language; the attribute key when `axis` is set. */
  name: string;
  /** The key of `variant_attributes` the row was built from, when the index had no selector. */
  axis?: string;
  values: { name: string; sku: string; available: boolean; selected: boolean }[];
}

export type StockState = 'in_stock' | 'in_limited_stock' | 'resupplying' | 'out_of_stock' | 'soon_available';

/** A product's stock state; without one, a positive quantity means in stock. */
export function stockStateOf(stock: { qty: number | undefined; state: StockState | undefined }): StockState {
  return stock.state ?? ((stock.qty ?? 0) > 0 ? 'in_stock' : 'out_of_stock');
}

/** Whether the shop sells the product: anything but out of stock (its page's "Add to cart", a quick order). */
export function isSellable(stock: { qty: number | undefined; state: StockState | undefined }): boolean {
  return stockStateOf(stock) !== 'out_of_stock';
}

export interface ProductExtras {
  barcode?: string;
  capacity?: string;
  allergens?: string;
  labelling?: string;
  latinName?: string;
  ingredients?: string;
  productType?: string;
  useCondition?: string;
  useRestriction?: string;
  generalDescription?: string;
  sphereOfUse?: string;
}

export interface Product {
  id: number;
  modelName: string;
  /** Empty for a product without a page: its document has no url_key (productPath). */
  urlKey: string;
  redirectUrlKeys: string[];
  main: boolean;
  name: string;
  shortName: string;
  shortDescription: string;
  description: string;
  seoTitle: string | undefined;
  metaKeywords: string | undefined;
  metaDescription: string | undefined;
  variantCount: number;
  stock: { qty: number | undefined; state: StockState | undefined };
  /** Sorted by level, top first (docs/product/entities.md#product). */
  categories: CategoryRef[];
  sku: string;
  variantAttributes: Record<string, string>;
  /** What the variant holds when it is sold by volume or weight (domain/unit-price.ts netQuantityOf). */
  netQuantity?: NetQuantity | undefined;
  /** Per pricelist (role); 'default' is always there when the product has a price. */
  prices: Record<string, Price>;
  images: ImageSet[];
  crossSellingIds: number[];
  upSellingIds: number[];
  /** The other variants of the same url_key (inner hits), this one included. */
  variants: Product[];
  variantSelector: VariantSelector[];
  brand: string | undefined;
  sphere: string | undefined;
  extras: ProductExtras;
}

export interface Category {
  id: number;
  name: string;
  subtitle: string | undefined;
  shortDescription: string | undefined;
  description: string | undefined;
  seoTitle: string | undefined;
  metaKeywords: string | undefined;
  metaDescription: string | undefined;
  urlKey: string;
  redirectUrlKeys: string[];
  /** 0 is the top level. */
  level: number;
  sequence: number;
  images: ImageSet[];
  /** Ancestors from the top down to the direct parent. */
  parents: CategoryRef[];
  children: Category[];
}

/** The default pricelist when nobody is signed in or the user has none (docs/product/roles.md#pricelists). */
export const DEFAULT_ROLE = 'default';

/** A pricelist name is part of index field paths (`price.<name>.value`): letters, digits, _ and - only. */
const PRICELIST_NAME = /^[A-Za-z0-9_-]{1,40}$/;

export function isPricelistName(value: unknown): value is string {
  return typeof value === 'string' && PRICELIST_NAME.test(value);
}

/** The price of the visitor's pricelist, the default one when the product has none for it. */
export function priceFor(prices: Record<string, Price>, role: string | undefined): Price | undefined {
  return prices[role || DEFAULT_ROLE] ?? prices[DEFAULT_ROLE];
}

/** A price shown struck through: the original one is higher. */
export function isDiscounted(price: Price): boolean {
  return price.originalValue > price.value;
}

export function sortByLevel<T extends { level: number }>(categories: readonly T[]): T[] {
  return [...categories].sort((a, b) => a.level - b.level);
}

/** Text of an HTML fragment: tags dropped, entities of the usual kinds decoded, spaces folded. */
export function stripTags(html: string | undefined): string {
  if (!html) return '';
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** Variants grouped by their url_key, in the order met (docs/product/entities.md#product). */
export function groupByUrlKey<T extends { urlKey: string }>(variants: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const variant of variants) {
    const group = groups.get(variant.urlKey);
    if (group) group.push(variant);
    else groups.set(variant.urlKey, [variant]);
  }
  return groups;
}

/** The picture a product card shows: the first image, medium-sized where it has that size. */
export function cardImage(product: Pick<Product, 'images'>): Image | undefined {
  const [first] = product.images;
  return first?.medium ?? first?.small;
}

/**
 * A product as its card shows it: name, address, picture, stock, prices (with their unit price) and
 * variant count. Nothing else
 * reaches a listing's or a products section's HTML and hydration data, where each value costs the
 * server's encoder and the phone's parser.
 */
export type ProductCardData = Pick<
  Product,
  'id' | 'modelName' | 'urlKey' | 'main' | 'sku' | 'variantCount' | 'stock' | 'prices'
> & {
  /** The card's picture (cardImage), when the product has one. */
  image?: Image;
  /** What the card's variant holds, when it is sold by volume or weight: its unit price's divisor. */
  netQuantity?: NetQuantity;
};

export function cardProduct(product: Product): ProductCardData {
  const { id, modelName, urlKey, main, sku, variantCount, stock, prices } = product;
  const image = cardImage(product);
  const { netQuantity } = product;
  return {
    id,
    modelName,
    urlKey,
    main,
    sku,
    variantCount,
    stock,
    prices,
    ...(image ? { image } : {}),
    ...(netQuantity ? { netQuantity } : {}),
  };
}

/** A category's texts and old addresses, absent: a child in the tree, or a card, goes without them. */
export function categoryWithoutTexts(): Pick<
  Category,
  | 'subtitle'
  | 'shortDescription'
  | 'description'
  | 'seoTitle'
  | 'metaKeywords'
  | 'metaDescription'
  | 'redirectUrlKeys'
> {
  return {
    subtitle: undefined,
    shortDescription: undefined,
    description: undefined,
    seoTitle: undefined,
    metaKeywords: undefined,
    metaDescription: undefined,
    redirectUrlKeys: [],
  };
}

/** A category as a categories section's card shows it: its name, address and picture. */
export function cardCategory(category: Category): Category {
  const picture = cardImage(category);
  return {
    ...category,
    ...categoryWithoutTexts(),
    images: picture ? [{ medium: picture }] : [],
    parents: [],
    children: [],
  };
}

/**
 * Another variant as its product's page uses it in the browser: what names it (id, sku, name), its price
 * and stock. Its texts, pictures, categories and links come with its own address.
 */
function variantReference(variant: Product): Product {
  return {
    ...variant,
    redirectUrlKeys: [],
    shortDescription: '',
    description: '',
    seoTitle: undefined,
    metaKeywords: undefined,
    metaDescription: undefined,
    categories: [],
    variantAttributes: {},
    images: [],
    crossSellingIds: [],
    upSellingIds: [],
    variants: [],
    variantSelector: [],
    brand: undefined,
    sphere: undefined,
    extras: {},
  };
}

/**
 * A product as its page needs it in the browser: the variant shown whole, the others as references
 * (variantReference). Choosing another variant opens its own address, whose page brings it whole: the
 * others' data need not wait in every page's hydration data, where each value costs the encoder.
 */
export function pageProduct(product: Product, sku: string | null | undefined): Product {
  const shown = selectedVariant(product, sku);
  return {
    ...product,
    variants: product.variants.map((variant) => (variant === shown ? variant : variantReference(variant))),
  };
}

/** The variant a product page shows: the one whose sku the address names, else the product as indexed. */
export function selectedVariant(product: Product, sku: string | null | undefined): Product {
  return product.variants.find((variant) => variant.sku === sku) ?? product;
}
