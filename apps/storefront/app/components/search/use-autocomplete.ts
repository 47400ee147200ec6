import { useEffect, useState } from 'react';
import {
  AUTOCOMPLETE_DEBOUNCE_MS,
  AUTOCOMPLETE_MIN_LENGTH,
  type AutocompleteResult,
  normalizeAutocompleteText,
} from '~/domain/search-autocomplete';
import type { Locale } from '~/i18n/locales';

export type AutocompleteState =
  | { status: 'idle' }
  | { status: 'loading'; result: AutocompleteResult | undefined }
  | { status: 'ready'; result: AutocompleteResult }
  | { status: 'error' };

type Answer = { key: string; result: AutocompleteResult } | { key: string; error: true };

/** Answers already seen in this page's life: going back over typed letters shows them at once. */
const seen = new Map<string, AutocompleteResult>();
const SEEN_MAX = 50;

function remember(key: string, result: AutocompleteResult): void {
  seen.set(key, result);
  if (seen.size > SEEN_MAX) seen.delete(seen.keys().next().value!);
}

/**
 * The storefront's autocomplete endpoint for what is typed, asked after a pause in typing (`pauseMs`,
 * none for text the shopper had finished typing before hydration); a newer text cancels the request of
 * an older one, so answers never arrive out of order. While the next answer is on its way the previous
 * one stays on screen.
 */
export function useAutocomplete(
  typed: string,
  locale: Locale,
  pauseMs = AUTOCOMPLETE_DEBOUNCE_MS,
): AutocompleteState {
  const text = normalizeAutocompleteText(typed);
  const key = `${locale}:${text}`;
  const wanted = text.length >= AUTOCOMPLETE_MIN_LENGTH;
  const [answer, setAnswer] = useState<Answer | undefined>();

  useEffect(() => {
    if (!wanted || seen.has(key)) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const params = new URLSearchParams({ q: text, locale });
        const response = await fetch(`/api/autocomplete?${params}`, { signal: controller.signal });
        if (!response.ok) throw new Error(`autocomplete answered ${response.status}`);
        const result = (await response.json()) as AutocompleteResult;
        remember(key, result);
        setAnswer({ key, result });
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error('autocomplete:', error);
        setAnswer({ key, error: true });
      }
    }, pauseMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, text, locale, wanted, pauseMs]);

  if (!wanted) return { status: 'idle' };
  const known = seen.get(key);
  if (known) return { status: 'ready', result: known };
  if (answer?.key === key && 'error' in answer) return { status: 'error' };
  return { status: 'loading', result: answer && 'result' in answer ? answer.result : undefined };
}
