import { variantName, variantShortName } from '../catalogue/naming.ts';
import { discountPercent } from '../catalogue/pricing.ts';
import type { CatalogueSnapshot, CatalogueTemplate, CatalogueVariant } from '../catalogue/read-catalogue.ts';
import { productImageSets } from '../media/media-urls.ts';
import { CategoryTree } from './category-tree.ts';
import type { SearchDocument } from './search-document.ts';
import { pricelistId } from '../../pricelists.ts';

function variantSelector(template: CatalogueTemplate, variant: CatalogueVariant) {
  const own = new Map(variant.attributes.map((attribute) => [attribute.axis, attribute.value]));
  return variant.attributes.map((attribute) => {
    const values = new Map<string, { name: string; sku: string; available: boolean; selected: boolean }>();
    for (const candidate of template.variants) {
      const value = candidate.attributes.find((other) => other.axis === attribute.axis)?.value;
      if (value === undefined || values.has(value)) continue;
      // Point each value at the variant that keeps this variant's other axes, when there is one.
      const target =
        template.variants.find((other) =>
          other.attributes.every((axis) =>
            axis.axis === attribute.axis ? axis.value === value : own.get(axis.axis) === axis.value,
          ),
        ) ?? candidate;
      values.set(value, {
        name: value,
        sku: target.sku,
        available: target.stockQty > 0,
        selected: value === attribute.value,
      });
    }
    return { name: attribute.axisName, values: [...values.values()] };
  });
}

/** One product document per variant (product.product), as Shopinvader exports them (docs/contracts/search.md#product-document). */
export function productDocuments(snapshot: CatalogueSnapshot, mediaBaseUrl: string): SearchDocument[] {
  const tree = new CategoryTree(snapshot.categories);
  const mainVariantOf = new Map(
    snapshot.templates.map((template) => [template.id, template.variants[0]?.id]),
  );
  const linksTo = (ids: number[]) =>
    ids.flatMap((id) => {
      const main = mainVariantOf.get(id);
      return main === undefined ? [] : [{ id: main }];
    });
  const documents: SearchDocument[] = [];
  for (const template of snapshot.templates) {
    const brand = template.brandId === null ? undefined : snapshot.brands.get(template.brandId);
    const categories = tree.withAncestors(template.categoryIds);
    const categoryDocuments = categories.map((category) => {
      const parent = category.parentId === null ? undefined : tree.byId.get(category.parentId);
      return tree.shortDocument(
        category,
        parent
          ? { id: parent.id, name: parent.name, level: tree.level(parent), url_key: parent.urlKey }
          : null,
        [],
      );
    });
    const shared = {
      model: { name: template.name },
      variant_count: template.variants.length,
      categories: categoryDocuments,
      url_key: template.urlKey,
      redirect_url_key: template.redirectUrlKeys,
      seo_title: template.seoTitle,
      meta_keywords: template.metaKeywords,
      meta_description: template.metaDescription,
      short_description: template.shortDescription,
      description: template.description,
      brand: brand
        ? {
            id: brand.id,
            name: brand.name,
            sequence: brand.sequence,
            description: brand.description,
            short_description: brand.shortDescription,
            meta_description: null,
            meta_keywords: null,
            seo_title: null,
            url_key: brand.urlKey,
            redirect_url_key: null,
          }
        : null,
      links: {
        cross_selling: linksTo(template.links.cross_selling),
        up_selling: linksTo(template.links.up_selling),
      },
      sphere: template.sphere,
      sphere_of_use: template.sphereOfUse,
      latin_name: template.latinName,
      ingredients: template.ingredients,
      allergens: template.allergens,
      labelling: template.labelling,
      product_type: template.productType,
      use_condition: template.useCondition,
      use_restriction: template.useRestriction,
      general_description: template.generalDescription,
    };
    template.variants.forEach((variant, index) => {
      const name = variantName(template.name, variant);
      documents.push({
        id: String(variant.id),
        source: {
          id: variant.id,
          main: index === 0,
          name,
          short_name: variantShortName(variant),
          sku: variant.sku,
          barcode: variant.barcode,
          capacity: variant.capacity,
          variant_attributes: Object.fromEntries(
            variant.attributes.map((attribute) => [attribute.axis, attribute.value]),
          ),
          variant_selector: variantSelector(template, variant),
          images: productImageSets(mediaBaseUrl, template.id, name),
          // As shopinvader_search_engine_product_multi_price writes it: keyed by Odoo pricelist id.
          price_by_pricelist: Object.fromEntries(
            variant.prices.map((price) => [
              String(pricelistId(price.role)),
              {
                value: price.value,
                tax_included: price.taxIncluded,
                original_value: price.originalValue,
                discount: discountPercent(price.value, price.originalValue),
              },
            ]),
          ),
          stock: { global: { qty: variant.stockQty, state: variant.stockState } },
          ...shared,
        },
      });
    });
  }
  return documents.sort((a, b) => Number(a.id) - Number(b.id));
}
