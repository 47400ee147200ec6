/** The shopper's recent searches (docs/product/screens.md#search-autocomplete): the last five, lower-cased, without repeats. */
export const RECENT_SEARCHES_MAX = 5;
/** Shorter texts are rarely worth offering again. */
const RECENT_SEARCH_MIN_LENGTH = 3;

function normalizeRecent(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The list with `text` first; texts too short to be useful leave it unchanged. */
export function addRecentSearch(list: readonly string[], text: string): string[] {
  const entry = normalizeRecent(text);
  if (entry.length < RECENT_SEARCH_MIN_LENGTH) return [...list];
  return [entry, ...list.filter((item) => item !== entry)].slice(0, RECENT_SEARCHES_MAX);
}

/** A stored list, read defensively: storage is shared with other code and other versions of the shop. */
export function readRecentSearches(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((item): item is string => typeof item === 'string' && item.trim().length > 0)
      .map(normalizeRecent)
      .slice(0, RECENT_SEARCHES_MAX);
  } catch {
    return [];
  }
}

/** The recent searches to offer for what is typed: those containing it, all of them when nothing is. */
export function matchingRecent(list: readonly string[], typed: string): string[] {
  const needle = normalizeRecent(typed);
  return needle ? list.filter((item) => item.includes(needle) && item !== needle) : [...list];
}
