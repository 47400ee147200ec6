import { isSellable, type Product, type VariantSelector } from './catalog';

/**
 * The rows of variant choices a product page shows (docs/product/entities.md#product): the index's `variant_selector` when it has
 * one (no released exporter writes it: docs/deploying.md), else built from the variants' own
 * `variant_attributes`, which shopinvader_product writes for every variant. Each value points at the
 * variant that keeps the selected variant's other values, or the first that has it.
 */
export function variantChoices(product: Product, selected: Product): VariantSelector[] {
  if (selected.variantSelector.length > 0) return selected.variantSelector;
  if (product.variantSelector.length > 0) return product.variantSelector;
  const own = selected.variantAttributes;
  return Object.keys(own).map((axis) => {
    const values = new Map<string, VariantSelector['values'][number]>();
    for (const candidate of product.variants) {
      const value = candidate.variantAttributes[axis];
      if (value === undefined || values.has(value)) continue;
      const keepsTheRest = (variant: Product) =>
        Object.entries(own).every(([other, ownValue]) =>
          other === axis
            ? variant.variantAttributes[other] === value
            : variant.variantAttributes[other] === ownValue,
        );
      const target = product.variants.find(keepsTheRest) ?? candidate;
      values.set(value, {
        name: value,
        sku: target.sku,
        available: isSellable(target.stock),
        selected: value === own[axis],
      });
    }
    return { name: axis, axis, values: [...values.values()] };
  });
}
