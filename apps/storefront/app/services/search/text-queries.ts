import type { QueryDslQueryContainer, SearchSearchRequestBody } from '@elastic/elasticsearch/lib/api/types';
import { COLLAPSE_FOR_CARDS, PREFER_MAIN } from './queries';

/**
 * The queries of what a shopper types, the search page's and the autocomplete's (docs/contracts/search.md#text-query,
 * docs/contracts/search.md#autocomplete); the other request bodies are in queries.ts.
 */

export const AUTOCOMPLETE_SIZE = 6;

/** The search page's text query (docs/contracts/search.md#text-query); all products when there is no text. */
export function fullTextQuery(text: string | undefined): QueryDslQueryContainer {
  const must: QueryDslQueryContainer = text?.trim()
    ? { multi_match: { query: text.trim(), fields: ['name', 'description'], type: 'phrase_prefix' } }
    : { match_all: {} };
  return { bool: { must, should: PREFER_MAIN } };
}

/** How the product text query treats the words: all of them (the first try), or any (the second). */
export type TextMatching = 'all words' | 'any word';

/**
 * Where a word with a typo is looked for: in the name, sphere, brand and SKU one by one, weighed by
 * field, as the autocomplete's request is (docs/contracts/search.md#autocomplete); or in the name and `typo_text`,
 * the sphere, brand and SKU in one field (the search page). The engine builds a Levenshtein automaton
 * per word and field, and for a long word with two typos allowed that build is most of the query's
 * cost: two fields instead of four halve it, and the judged sets rank the same
 * (docs/search-performance.md#the-typo-branch).
 */
export type TypoFields = 'four fields' | 'two fields';

const TYPO_FIELDS: Record<TypoFields, string[]> = {
  'four fields': ['name.plain^10', 'sphere^5', 'brand.plain^5', 'sku'],
  'two fields': ['name.plain^10', 'typo_text^5'],
};

/**
 * What a shopper's text finds (docs/contracts/search.md#requests, docs/contracts/search.md#text-query), shared by the search page and the
 * autocomplete so that both show the same products. A product matches when:
 * - the text is a phrase prefix of its name or description (what is being typed),
 * - or its words are, give or take a typo, in the name, sphere, brand or SKU (fuzzy over fields without
 *   a stemmer, where OpenSearch keeps fuzziness: a word and its stem stacked at one position lose it),
 * - or its words are all somewhere in the product's text (`search_text`: names, descriptions, uses,
 *   Latin name, type, brand, categories, ingredients; stemmed and folded),
 * - or it starts a SKU.
 * Those clauses say what matches; the ranking comes from where the words are: the product's own name
 * (the template's, without the variant's values) first, then its Latin name, brand, type, category and
 * uses, the name with the variant's values (so "lavande 10 ml" shows the 10 ml variant), main variants,
 * products in stock. The typo branch weighs little: it is the fallback for words the shop does not have.
 */
export function productTextQuery(
  text: string,
  matching: TextMatching = 'all words',
  typoFields: TypoFields = 'four fields',
): QueryDslQueryContainer {
  const query = text.trim();
  const operator = matching === 'all words' ? 'and' : 'or';
  const all = (field: string, boost: number): QueryDslQueryContainer => ({
    match: { [field]: { query, operator: 'and', boost } },
  });
  return {
    bool: {
      must: {
        bool: {
          should: [
            { multi_match: { query, fields: ['name', 'description'], type: 'phrase_prefix', boost: 0.5 } },
            {
              multi_match: {
                query,
                fields: TYPO_FIELDS[typoFields],
                fuzziness: 'AUTO',
                prefix_length: 1,
                operator,
                boost: 0.3,
              },
            },
            { match: { search_text: { query, operator } } },
            { match_phrase_prefix: { 'sku.code': { query, boost: 10 } } },
          ],
        },
      },
      should: [
        { term: { main: { value: true, boost: 3 } } },
        all('model.name', 4),
        { match_phrase: { 'model.name': { query, boost: 2 } } },
        {
          match: {
            'model.name.plain': { query, operator: 'and', fuzziness: 'AUTO', prefix_length: 1, boost: 2 },
          },
        },
        all('name', 1),
        all('latin_name', 3),
        all('brand.name', 3),
        all('product_type', 2),
        all('sphere_of_use', 2),
        {
          nested: {
            path: 'categories',
            score_mode: 'max',
            query: { match: { 'categories.name': { query, operator: 'and', boost: 2 } } },
          },
        },
        { range: { 'stock.global.qty': { gt: 0, boost: 0.5 } } },
      ],
    },
  };
}

/**
 * The term suggester on the name, named `suggestion` (docs/contracts/search.md#text-query): on `name.plain`, the name's words as written,
 * so that it proposes words and not stems (a stemmed field stacks a word and its stem, and the
 * suggester would propose both).
 */
export function nameSuggestion(text: string): NonNullable<SearchSearchRequestBody['suggest']> {
  return { suggestion: { text: text.trim(), term: { field: 'name.plain' } } };
}

/**
 * The header's product autocomplete (docs/contracts/search.md#autocomplete): the typo-tolerant text and a term suggestion. A suggestion
 * shows the collapsed hit alone, so its variants are not asked (COLLAPSE_FOR_CARDS).
 */
export function productAutocomplete(
  text: string,
  matching: TextMatching = 'all words',
  size = AUTOCOMPLETE_SIZE,
): SearchSearchRequestBody {
  return {
    collapse: COLLAPSE_FOR_CARDS,
    query: productTextQuery(text, matching),
    size,
    suggest: nameSuggestion(text),
  };
}

export function categoryAutocomplete(text: string, size = AUTOCOMPLETE_SIZE): SearchSearchRequestBody {
  return {
    query: { multi_match: { query: text.trim(), fields: ['name', 'description'], type: 'phrase_prefix' } },
    size,
  };
}
