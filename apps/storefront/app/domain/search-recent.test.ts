import { describe, expect, it } from 'vitest';
import { addRecentSearch, matchingRecent, readRecentSearches, RECENT_SEARCHES_MAX } from './search-recent';

describe('recent searches (docs/product/screens.md#search-autocomplete)', () => {
  it('keeps the last five, lower-cased, newest first, without repeats', () => {
    let list: string[] = [];
    for (const text of ['Lavender', 'tea tree', 'rose', 'LAVENDER', 'mint', 'argan', 'jojoba'])
      list = addRecentSearch(list, text);
    expect(list).toEqual(['jojoba', 'argan', 'mint', 'lavender', 'rose']);
    expect(list).toHaveLength(RECENT_SEARCHES_MAX);
  });

  it('does not keep texts too short to be worth offering again', () => {
    expect(addRecentSearch(['rose'], ' ab ')).toEqual(['rose']);
  });

  it('reads stored lists defensively', () => {
    expect(readRecentSearches(null)).toEqual([]);
    expect(readRecentSearches('not json')).toEqual([]);
    expect(readRecentSearches('{"a":1}')).toEqual([]);
    expect(readRecentSearches('["Rose", 3, "", "mint"]')).toEqual(['rose', 'mint']);
  });

  it('offers those containing the typed text, all of them when nothing is typed', () => {
    expect(matchingRecent(['tea tree', 'rose', 'rosemary'], 'Ros')).toEqual(['rose', 'rosemary']);
    expect(matchingRecent(['tea tree', 'rose'], 'rose')).toEqual([]);
    expect(matchingRecent(['tea tree', 'rose'], '  ')).toEqual(['tea tree', 'rose']);
  });
});
