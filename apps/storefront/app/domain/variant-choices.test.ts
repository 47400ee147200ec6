import { describe, expect, it } from 'vitest';
import type { Product, VariantSelector } from './catalog';
import { variantChoices } from './variant-choices';

function variant(
  id: number,
  attributes: Record<string, string>,
  qty = 3,
  selector: VariantSelector[] = [],
): Product {
  return {
    id,
    modelName: 'Lavender',
    urlKey: 'lavender',
    redirectUrlKeys: [],
    main: id === 1,
    name: `Lavender ${Object.values(attributes).join(' ')}`,
    shortName: Object.values(attributes).join(', '),
    shortDescription: '',
    description: '',
    seoTitle: undefined,
    metaKeywords: undefined,
    metaDescription: undefined,
    variantCount: 4,
    stock: { qty, state: undefined },
    categories: [],
    sku: `LAV-${id}`,
    variantAttributes: attributes,
    prices: {},
    images: [],
    crossSellingIds: [],
    upSellingIds: [],
    variants: [],
    variantSelector: selector,
    brand: undefined,
    sphere: undefined,
    extras: {},
  };
}

/** Two axes, as shopinvader_product writes them (`variant_attributes`), one variant out of stock. */
const variants = [
  variant(1, { capacity: '10 ml', format: 'glass' }),
  variant(2, { capacity: '30 ml', format: 'glass' }),
  variant(3, { capacity: '10 ml', format: 'refill' }, 0),
  variant(4, { capacity: '100 ml', format: 'refill' }),
];
const product = { ...variants[0]!, variants };

describe('variant choices (docs/product/entities.md#product)', () => {
  it("are built from the variants' attributes when the index has no selector", () => {
    const choices = variantChoices(product, variants[0]!);
    expect(choices.map((row) => row.axis)).toEqual(['capacity', 'format']);
    expect(choices[0]!.values).toEqual([
      { name: '10 ml', sku: 'LAV-1', available: true, selected: true },
      { name: '30 ml', sku: 'LAV-2', available: true, selected: false },
      // No 100 ml in glass: the first variant of 100 ml is opened.
      { name: '100 ml', sku: 'LAV-4', available: true, selected: false },
    ]);
    // The refill that keeps 10 ml is out of stock: shown, marked.
    expect(choices[1]!.values).toEqual([
      { name: 'glass', sku: 'LAV-1', available: true, selected: true },
      { name: 'refill', sku: 'LAV-3', available: false, selected: false },
    ]);
  });

  it('follow the selected variant', () => {
    const choices = variantChoices(product, variants[3]!);
    expect(choices[0]!.values.find((value) => value.selected)?.name).toBe('100 ml');
    expect(choices[1]!.values.map((value) => value.sku)).toEqual(['LAV-1', 'LAV-4']);
  });

  it("prefer the index's own selector, the selected variant's first", () => {
    const own: VariantSelector[] = [{ name: 'Contenance', values: [] }];
    const main: VariantSelector[] = [{ name: 'Inhoud', values: [] }];
    const selected = { ...variants[1]!, variantSelector: own };
    expect(variantChoices({ ...product, variantSelector: main }, selected)).toBe(own);
    expect(variantChoices({ ...product, variantSelector: main }, variants[1]!)).toBe(main);
  });
});
