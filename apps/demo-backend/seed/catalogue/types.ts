/** Shapes of the demo catalogue's source data. Texts are always given in the order fr, nl, en, de. */
export const LOCALES = ['fr', 'nl', 'en', 'de'] as const;
export type Texts = readonly [fr: string, nl: string, en: string, de: string];

export type Kind =
  | 'essential_oil'
  | 'vegetable_oil'
  | 'hydrosol'
  | 'blend'
  | 'cosmetic'
  | 'soap'
  | 'bath'
  | 'herbal_tea'
  | 'gemmo'
  | 'diffuser'
  | 'candle'
  | 'accessory'
  | 'gift';

export type Axis = 'capacity' | 'weight' | 'format' | 'scent' | 'colour';

export interface VariantSeed {
  /** Stable product id: template id × 10 + position, so never reorder, only append. */
  id: number;
  axes: Partial<Record<Axis, string>>;
  /** Public price, tax included. */
  price: number;
  /** Price before a promotion, when the variant is on sale. */
  originalPrice?: number;
  stock: number;
  resupplying?: boolean;
}

export interface TemplateSeed {
  id: number;
  code: string;
  kind: Kind;
  brand: number;
  categories: number[];
  latin?: string;
  ingredients?: string;
  allergens?: string;
  name: Texts;
  short: Texts;
  description: Texts;
  /** Codes of seed/catalogue/vocabulary.ts `uses`. */
  uses: string[];
  variants: VariantSeed[];
  /** Former slugs that must still lead to this product. */
  redirect?: Texts;
  crossSelling?: number[];
  upSelling?: number[];
}

/** One variant per value of a single axis: [value, price, stock, originalPrice?]. */
export function axis(
  templateId: number,
  name: Axis,
  rows: ReadonlyArray<readonly [value: string, price: number, stock: number, originalPrice?: number]>,
): VariantSeed[] {
  return rows.map(([value, price, stock, originalPrice], index) => ({
    id: templateId * 10 + index + 1,
    axes: { [name]: value },
    price,
    stock,
    ...(originalPrice === undefined ? {} : { originalPrice }),
  }));
}
