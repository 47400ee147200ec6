import type { Price } from './catalog';

/** The autocomplete starts at two characters (issue 7). */
export const AUTOCOMPLETE_MIN_LENGTH = 2;
export const AUTOCOMPLETE_MAX_LENGTH = 100;
/**
 * The pause in typing after which the autocomplete asks (docs/product/screens.md#search-autocomplete; the shop it replaces waited 500 ms). Its endpoint
 * answers in a few milliseconds from a cache, so 250 ms is enough to skip the keystrokes of a word
 * typed at an ordinary pace (about 200 ms apart) while feeling immediate when the shopper stops.
 */
export const AUTOCOMPLETE_DEBOUNCE_MS = 250;

/** What the header's autocomplete shows: small on purpose, it is fetched on every pause in typing. */
export interface AutocompleteResult {
  query: string;
  /** The text the products were found with: the suggester's correction when the text found none (docs/contracts/search.md#autocomplete). */
  searchedText: string;
  products: {
    id: number;
    name: string;
    path: string;
    image: string | undefined;
    prices: Record<string, Price>;
  }[];
  categories: { id: number; name: string; path: string }[];
  suggestions: string[];
}

/** The text as it is searched and cached: trimmed, spaces folded, lower-cased, bounded. */
export function normalizeAutocompleteText(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase().slice(0, AUTOCOMPLETE_MAX_LENGTH);
}

/**
 * The option a key moves to in a list of `count` (WAI-ARIA combobox): down and up wrap around, -1 is
 * "none" (the text field itself).
 */
export function movedOption(active: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return active >= count - 1 ? 0 : active + 1;
  return active <= 0 ? count - 1 : active - 1;
}
