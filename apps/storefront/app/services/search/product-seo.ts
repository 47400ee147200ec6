import { priceFor, stripTags, type Product } from '~/domain/catalog';
import { metaDescription, productSeoTitle } from '~/domain/catalog-seo';
import { breadcrumbCategories } from '~/domain/seo';
import { CURRENCY } from '~/domain/money';

/** The product page's head: title, description and keywords (docs/product/entities.md#product). */
export function productHead(product: Product) {
  return {
    title: productSeoTitle(product),
    description: metaDescription({
      metaDescription: product.metaDescription,
      title: product.name,
      shortDescription: product.shortDescription,
      description: product.description,
    }),
    keywords: product.metaKeywords,
  };
}

function offer(variant: Product, url: string) {
  const price = priceFor(variant.prices, undefined);
  return price
    ? {
        '@type': 'Offer',
        url,
        price: price.value,
        priceCurrency: CURRENCY,
        availability:
          variant.stock.state === 'out_of_stock'
            ? 'https://schema.org/OutOfStock'
            : 'https://schema.org/InStock',
      }
    : undefined;
}

/** JSON-LD Product (ProductGroup with its variants when there are several) and its BreadcrumbList. */
export function productStructuredData(product: Product, pageUrl: string, absolute: (path: string) => string) {
  const variant = (v: Product) => ({
    '@type': 'Product',
    name: v.name,
    sku: v.sku,
    gtin13: v.extras.barcode,
    description: stripTags(v.shortDescription) || undefined,
    image: v.images.map((set) => (set.large ?? set.medium)?.src).filter(Boolean),
    brand: product.brand ? { '@type': 'Brand', name: product.brand } : undefined,
    offers: offer(v, absolute(`/${product.urlKey}?sku=${encodeURIComponent(v.sku)}`)),
  });
  const main =
    product.variants.length > 1
      ? {
          '@context': 'https://schema.org',
          '@type': 'ProductGroup',
          name: product.modelName,
          url: pageUrl,
          productGroupID: product.urlKey,
          hasVariant: product.variants.map(variant),
        }
      : { '@context': 'https://schema.org', ...variant(product), url: pageUrl };
  const crumbs = breadcrumbCategories(product.categories);
  const breadcrumb = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      ...crumbs.map((c) => ({ name: c.name, item: absolute(`/${c.urlKey}`) })),
      { name: product.modelName, item: pageUrl },
    ].map((entry, index) => ({ '@type': 'ListItem', position: index + 1, ...entry })),
  };
  return [main, breadcrumb];
}
