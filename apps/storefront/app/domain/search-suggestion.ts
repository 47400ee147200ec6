/** One analysed word of the text and the engine's corrections of it (term suggester, docs/contracts/search.md#autocomplete). */
export interface SuggestEntry {
  text: string;
  offset: number;
  length: number;
  options: { text: string; score?: number; freq?: number }[];
}

/**
 * The autocomplete's second try (docs/contracts/search.md#autocomplete): when nothing matched and the first word has
 * corrections, all of them joined with spaces, unless that is the text already sent.
 */
export function autocompleteRetryText(
  text: string,
  total: number,
  entries: readonly SuggestEntry[],
): string | undefined {
  const options = entries[0]?.options ?? [];
  if (total !== 0 || options.length === 0) return undefined;
  const retry = options.map((option) => option.text).join(' ');
  return retry !== text.trim() ? retry : undefined;
}

/** The text with the words replaced at their offsets, later words first so offsets stay valid. */
function replaceWords(text: string, replacements: { entry: SuggestEntry; word: string }[]): string {
  return [...replacements]
    .sort((a, b) => b.entry.offset - a.entry.offset)
    .reduce(
      (result, { entry, word }) =>
        result.slice(0, entry.offset) + word + result.slice(entry.offset + entry.length),
      text,
    );
}

/** "Did you mean": every word that has a correction replaced by its best one; undefined if none has. */
export function correctedText(text: string, entries: readonly SuggestEntry[]): string | undefined {
  const replacements = entries.flatMap((entry) =>
    entry.options[0] ? [{ entry, word: entry.options[0].text }] : [],
  );
  if (replacements.length === 0) return undefined;
  const corrected = replaceWords(text, replacements);
  return corrected.toLowerCase() !== text.toLowerCase() ? corrected : undefined;
}

/** A searched text that finds fewer products than this gets the suggester's correction, if it has one. */
export const FEW_RESULTS = 10;

/**
 * The search page's "Did you mean": the corrected text when the text found few products (none
 * included) and the suggester corrects a word of it.
 */
export function pageCorrection(
  text: string,
  total: number,
  entries: readonly SuggestEntry[],
): string | undefined {
  return total < FEW_RESULTS ? correctedText(text, entries) : undefined;
}

/**
 * The autocomplete's term suggestions: the text with one word replaced by one of its corrections,
 * in the engine's order, without repeats, at most `max`.
 */
export function suggestionTexts(text: string, entries: readonly SuggestEntry[], max: number): string[] {
  const texts = entries.flatMap((entry) =>
    entry.options.map((option) => replaceWords(text, [{ entry, word: option.text }])),
  );
  return [...new Set(texts)].filter((candidate) => candidate !== text).slice(0, max);
}
