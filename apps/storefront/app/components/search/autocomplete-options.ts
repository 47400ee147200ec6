import type { AutocompleteResult } from '~/domain/search-autocomplete';
import { matchingRecent } from '~/domain/search-recent';

export type OptionGroup = 'suggestions' | 'recent' | 'categories' | 'products' | 'all';

/** One choice of the autocomplete's list: where it leads, and the search it runs if it runs one. */
export interface AutocompleteOption {
  id: string;
  group: OptionGroup;
  label: string;
  /** Unprefixed path; the component localises it. */
  path: string;
  product?: AutocompleteResult['products'][number];
}

const searchPath = (text: string) => `/search?${new URLSearchParams({ q: text })}`;

/**
 * The list in the order docs/product/screens.md#search-autocomplete shows it: term suggestions, recent searches, categories, products,
 * then "see all results". Below two characters only the recent searches are offered.
 */
export function autocompleteOptions(
  typed: string,
  result: AutocompleteResult | undefined,
  recent: readonly string[],
  idPrefix: string,
): AutocompleteOption[] {
  const options: Omit<AutocompleteOption, 'id'>[] = [
    ...(result?.suggestions ?? []).map((text) => ({
      group: 'suggestions' as const,
      label: text,
      path: searchPath(text),
    })),
    ...matchingRecent(recent, typed).map((text) => ({
      group: 'recent' as const,
      label: text,
      path: searchPath(text),
    })),
    ...(result?.categories ?? []).map((category) => ({
      group: 'categories' as const,
      label: category.name,
      path: category.path,
    })),
    ...(result?.products ?? []).map((product) => ({
      group: 'products' as const,
      label: product.name,
      path: product.path,
      product,
    })),
    ...(result ? [{ group: 'all' as const, label: result.query, path: searchPath(result.query) }] : []),
  ];
  return options.map((option, index) => ({ ...option, id: `${idPrefix}-option-${index}` }));
}
