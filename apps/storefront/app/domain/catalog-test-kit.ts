/** A catalogue variant as the index mapper gives it, for the unit tests only: a lavender oil of `id` ml. */
import type { Product } from './catalog';

export function variant(id: number, extra: Partial<Product> = {}): Product {
  return {
    id,
    modelName: 'Huile essentielle de Lavande fine',
    urlKey: 'huile-essentielle-lavande-fine',
    redirectUrlKeys: [],
    main: id === 11,
    name: `Huile essentielle de Lavande fine (${id} ml)`,
    shortName: `${id} ml`,
    shortDescription: '',
    description: '',
    seoTitle: undefined,
    metaKeywords: undefined,
    metaDescription: undefined,
    variantCount: 2,
    stock: { qty: 1, state: 'in_stock' },
    categories: [],
    sku: `HE-LAVF-${id}-ML`,
    variantAttributes: { capacity: `${id} ml` },
    netQuantity: { amount: id / 1000, unit: 'l' },
    prices: { default: { value: 5.9, taxIncluded: true, originalValue: 5.9, discount: 0 } },
    images: [
      {
        small: { src: `/media/${id}/small.svg`, alt: '' },
        medium: { src: `/media/${id}/medium.svg`, alt: '' },
      },
    ],
    crossSellingIds: [],
    upSellingIds: [],
    variants: [],
    variantSelector: [],
    brand: undefined,
    sphere: undefined,
    extras: {},
    ...extra,
  };
}
