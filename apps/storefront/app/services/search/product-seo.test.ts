import { describe, expect, it } from 'vitest';
import { jsonLdText } from '~/domain/seo';
import { toProduct } from './product-mapper';
import { productStructuredData } from './product-seo';

const variantDoc = (id: number, ml: number) => ({
  id,
  main: ml === 5,
  name: `Lavender (${ml} ml)`,
  model: { name: 'Lavender' },
  url_key: 'lavender',
  sku: `LAV-${ml}`,
  short_description: '<p>Fine & true</p>',
  price: { value: ml * 1.2, tax_included: true },
  stock: { global: { qty: ml, state: 'in_stock' } },
  categories: [{ id: 3, name: 'Essential oils', level: 0, url_key: 'essential-oils' }],
});
const product = () => toProduct(variantDoc(1, 5), [variantDoc(1, 5), variantDoc(2, 10)]);
const at = (origin: string) => (path: string) => new URL(path, origin).href;

describe('a product page’s JSON-LD', () => {
  it('is a product group with an offer per variant, and its breadcrumb, as text for a script', () => {
    const lavender = product();
    const texts = productStructuredData(lavender, 'https://shop.test/lavender', at('https://shop.test')).map(
      jsonLdText,
    );
    const [group, breadcrumb] = texts.map((text) => JSON.parse(text));
    expect(group).toMatchObject({
      '@type': 'ProductGroup',
      name: 'Lavender',
      url: 'https://shop.test/lavender',
    });
    expect(group.hasVariant.map((variant: { offers: { url: string } }) => variant.offers.url)).toEqual([
      'https://shop.test/lavender?sku=LAV-5',
      'https://shop.test/lavender?sku=LAV-10',
    ]);
    expect(breadcrumb.itemListElement.map((item: { name: string }) => item.name)).toEqual([
      'Essential oils',
      'Lavender',
    ]);
    // As a script's text: no markup can close the script.
    expect(texts.join('')).not.toMatch(/[<>&]/);
  });
});
