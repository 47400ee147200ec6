import type { SearchSearchRequestBody } from '@elastic/elasticsearch/lib/api/types';
import { type AutocompleteResult, normalizeAutocompleteText } from '~/domain/search-autocomplete';
import { suggestionTexts } from '~/domain/search-suggestion';
import { productPath } from '~/domain/product-path';
import type { Locale } from '~/i18n/locales';
import { searchCache } from '../cache/data-caches.server';
import { getServerConfig } from '~/config/server-config.server';
import {
  categoryFromSource,
  categoryIndex,
  defaultPricePath,
  productCardSource,
  productIndex,
} from './catalog.server';
import { toProduct } from './product-mapper';
import { categoryAutocomplete, productAutocomplete } from './text-queries';
import { multiSearch, search } from './search-client.server';
import { autocompleteProducts } from './text-search';

const SUGGESTIONS_MAX = 4;

/** The same few texts are typed by many shoppers: answers are kept a minute, served stale five more. */

/** Products, categories and term suggestions for a text of at least two characters (docs/product/screens.md#search-autocomplete). */
export function autocomplete(locale: Locale, rawText: string): Promise<AutocompleteResult> {
  const text = normalizeAutocompleteText(rawText);
  return searchCache().get(`autocomplete:${locale}:${text}`, async (): Promise<AutocompleteResult> => {
    const { imageSizeKeys } = getServerConfig();
    // A suggestion shows a card's name, picture and price: its hits carry the card's fields alone.
    const source = productCardSource();
    const products = productIndex(locale);
    const searchCards = (index: string, body: SearchSearchRequestBody) =>
      search(index, { ...body, _source: source });
    // The products' first try and the categories in one round trip: the engine's cost per request is
    // a good part of a short autocomplete's.
    const [first, categories] = await multiSearch([
      { index: products, body: { ...productAutocomplete(text), _source: source } },
      { index: categoryIndex(locale), body: categoryAutocomplete(text) },
    ]);
    const { response, entries, searchedText } = await autocompleteProducts(
      searchCards,
      products,
      text,
      first,
    );
    return {
      query: text,
      searchedText,
      products: response.hits.hits.flatMap((hit) => {
        // The variants come without their documents (productAutocomplete): the hit is the product.
        const product = toProduct(hit._source, [], imageSizeKeys, defaultPricePath());
        const path = productPath(product);
        // A product without a page has nothing to open from a suggestion.
        if (!path) return [];
        return [
          {
            id: product.id,
            name: product.modelName,
            path,
            image: product.images[0]?.small?.src,
            prices: product.prices,
          },
        ];
      }),
      categories: categories.hits.hits.map((hit) => {
        const category = categoryFromSource(hit._source);
        return { id: category.id, name: category.name, path: `/${category.urlKey}` };
      }),
      suggestions: suggestionTexts(text, entries, SUGGESTIONS_MAX),
    };
  }) as Promise<AutocompleteResult>;
}
