import { describe, expect, it } from 'vitest';
import {
  autocompleteRetryText,
  correctedText,
  FEW_RESULTS,
  pageCorrection,
  type SuggestEntry,
  suggestionTexts,
} from './search-suggestion';

const entry = (text: string, offset: number, ...options: string[]): SuggestEntry => ({
  text,
  offset,
  length: text.length,
  options: options.map((option) => ({ text: option, score: 0.8, freq: 3 })),
});

describe("the autocomplete's retry rule (docs/contracts/search.md#autocomplete)", () => {
  it('retries with every correction of the first word, joined with spaces, when nothing matched', () => {
    expect(
      autocompleteRetryText('lavnde oil', 0, [entry('lavnde', 0, 'lavender', 'lavande'), entry('oil', 7)]),
    ).toBe('lavender lavande');
  });

  it('does not retry when something matched, when the first word has no correction, or with the same text', () => {
    expect(autocompleteRetryText('lavnde', 3, [entry('lavnde', 0, 'lavender')])).toBeUndefined();
    expect(
      autocompleteRetryText('oil lavnde', 0, [entry('oil', 0), entry('lavnde', 4, 'lavender')]),
    ).toBeUndefined();
    expect(autocompleteRetryText('lavender', 0, [entry('lavender', 0, 'lavender')])).toBeUndefined();
    expect(autocompleteRetryText('x', 0, [])).toBeUndefined();
  });
});

describe('"did you mean" and term suggestions', () => {
  it('replaces each word that has a correction by its best one, keeping the others', () => {
    expect(
      correctedText('lavnde oil tre', [
        entry('lavnde', 0, 'lavender'),
        entry('oil', 7),
        entry('tre', 11, 'tree', 'tea'),
      ]),
    ).toBe('lavender oil tree');
    expect(correctedText('oil', [entry('oil', 0)])).toBeUndefined();
    expect(correctedText('Rose', [entry('rose', 0, 'rose')])).toBeUndefined();
  });

  it('offers the text with one word replaced by each of its corrections, at most max', () => {
    const entries = [entry('lavnde', 0, 'lavender', 'lavande'), entry('ol', 7, 'oil')];
    expect(suggestionTexts('lavnde ol', entries, 5)).toEqual(['lavender ol', 'lavande ol', 'lavnde oil']);
    expect(suggestionTexts('lavnde ol', entries, 1)).toEqual(['lavender ol']);
  });
});

describe('the search page\'s "did you mean"', () => {
  it('corrects a text that found fewer than FEW_RESULTS products, none included', () => {
    const entries = [entry('rosemery', 0, 'rosemary')];
    expect(pageCorrection('rosemery', 0, entries)).toBe('rosemary');
    expect(pageCorrection('rosemery', FEW_RESULTS - 1, entries)).toBe('rosemary');
    expect(pageCorrection('rosemery', FEW_RESULTS, entries)).toBeUndefined();
    expect(pageCorrection('rosemary', 2, [entry('rosemary', 0)])).toBeUndefined();
  });
});
