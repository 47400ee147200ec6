import { describe, expect, it } from 'vitest';
import { localeIndexName, parseIndexLocaleSuffixes } from './search-index-names';

describe('index names per language (SHOP_SEARCH_INDEX_LOCALES)', () => {
  it("append the language's code by default: {prefix}_{fr,nl,en,de}", () => {
    expect(localeIndexName('products', 'fr')).toBe('products_fr');
    expect(localeIndexName(' products ', 'de')).toBe('products_de');
  });

  it("append Odoo's lower-case language code when the shop says so, the other languages keeping theirs", () => {
    const suffixes = parseIndexLocaleSuffixes('{"fr":"fr_be","en":"en_us"}');
    expect(localeIndexName('shop_product_variant', 'fr', suffixes)).toBe('shop_product_variant_fr_be');
    expect(localeIndexName('shop_product_variant', 'en', suffixes)).toBe('shop_product_variant_en_us');
    expect(localeIndexName('shop_product_variant', 'nl', suffixes)).toBe('shop_product_variant_nl');
  });

  it("refuse an empty prefix with 'Elastic index is required' (docs/product/validation.md#configuration)", () => {
    expect(() => localeIndexName('', 'fr')).toThrow('Elastic index is required');
  });

  it('refuse what is not a JSON object of languages to index-name suffixes', () => {
    expect(() => parseIndexLocaleSuffixes('fr_be')).toThrow('it is not JSON');
    expect(() => parseIndexLocaleSuffixes('["fr_be"]')).toThrow('it must be a JSON object');
    expect(() => parseIndexLocaleSuffixes('{"es":"es_es"}')).toThrow(/"es" is not one of/);
    for (const bad of ['FR_BE', 'fr be', 'fr*', '', 'fr,nl']) {
      expect(() => parseIndexLocaleSuffixes(JSON.stringify({ fr: bad }))).toThrow(/suffix of "fr"/);
    }
  });
});
