import type { SearchSearchRequestBody } from '@elastic/elasticsearch/lib/api/types';
import { autocompleteRetryText, type SuggestEntry } from '~/domain/search-suggestion';
import { productAutocomplete, type TextMatching } from './text-queries';
import type { SearchResponse } from './search-client.server';
import { type SearchPageRequest, searchPageRequest } from './search-page-query';
import { productTotal, suggestEntries, totalOf } from './search-page-result';

/** One `_search` on one index: the search client, a cache in front of it, or another engine (tests). */
type SearchFn = (index: string, body: SearchSearchRequestBody) => Promise<SearchResponse>;

/** A text of several words: "any word" can find more than "all words". */
function severalWords(text: string): boolean {
  return /\S\s+\S/.test(text);
}

/**
 * The autocomplete's products for a typed text: the text with all its words; when that finds nothing,
 * the suggester's words instead (the retry of docs/contracts/search.md#autocomplete); when that finds nothing either, the
 * text with any of its words ("eucalyptus oil" on the French pages still shows the eucalyptus oils).
 */
export async function autocompleteProducts(
  search: SearchFn,
  index: string,
  text: string,
  /** The answer to `productAutocomplete(text)` when the caller asked it already (in a multi-search). */
  firstAnswer?: SearchResponse,
): Promise<{ response: SearchResponse; entries: SuggestEntry[]; searchedText: string }> {
  const first = firstAnswer ?? (await search(index, productAutocomplete(text)));
  const entries = suggestEntries(first);
  if (totalOf(first) > 0) return { response: first, entries, searchedText: text };
  const retry = autocompleteRetryText(text, 0, entries);
  if (retry) {
    const corrected = await search(index, productAutocomplete(retry));
    if (totalOf(corrected) > 0) return { response: corrected, entries, searchedText: retry };
  }
  if (!severalWords(text)) return { response: first, entries, searchedText: text };
  return {
    response: await search(index, productAutocomplete(text, 'any word')),
    entries,
    searchedText: text,
  };
}

/**
 * A product listing's response: for a searched text, the products with all its words, or, when none has
 * them all, those with any of them (`matching` says which the page shows).
 */
export async function searchPageResponse<Answer extends Pick<SearchResponse, 'aggregations'>>(
  search: (index: string, body: SearchSearchRequestBody) => Promise<Answer>,
  index: string,
  request: SearchPageRequest,
): Promise<{ response: Answer; matching: TextMatching }> {
  const response = await search(index, searchPageRequest(request));
  const text = request.state.q;
  if (request.baseQuery || !text || !severalWords(text) || productTotal(response.aggregations) > 0)
    return { response, matching: 'all words' };
  const relaxed = await search(index, searchPageRequest({ ...request, matching: 'any word' }));
  return productTotal(relaxed.aggregations) > 0
    ? { response: relaxed, matching: 'any word' }
    : { response, matching: 'all words' };
}
