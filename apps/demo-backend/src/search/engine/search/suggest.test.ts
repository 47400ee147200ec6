import { beforeAll, describe, expect, it } from 'vitest';
import type { IndexData } from '../index-builder.ts';
import { fixtureIndex, searchFixture } from '../test-fixtures.ts';

let index: IndexData;
beforeAll(() => {
  index = fixtureIndex();
});

const suggest = (text: string, term: Record<string, unknown> = {}) =>
  searchFixture(index, { size: 0, suggest: { suggestion: { text, term: { field: 'name.plain', ...term } } } })
    .suggest?.suggestion ?? [];

describe('term suggester', () => {
  it('proposes a correction for a misspelt word, with ES scores and frequencies', () => {
    expect(suggest('Lavnde')).toEqual([
      { text: 'lavnde', offset: 0, length: 6, options: [{ text: 'lavande', score: 1 - 1 / 6, freq: 3 }] },
    ]);
  });

  it('gives one entry per token and no options for words present in the field (suggest_mode missing)', () => {
    const entries = suggest('huile mente');
    expect(entries.map((entry) => [entry.text, entry.offset])).toEqual([
      ['huile', 0],
      ['mente', 6],
    ]);
    expect(entries[0]?.options).toEqual([]);
    expect(entries[1]?.options.map((option) => option.text)).toEqual(['menthe']);
  });

  it('needs the first letter right and at least four letters (prefix_length 1, min_word_length 4)', () => {
    expect(suggest('mavande')[0]?.options).toEqual([]);
    expect(suggest('lvd')[0]?.options).toEqual([]);
    expect(suggest('hile')[0]?.options.map((option) => option.text)).toEqual(['huile']);
  });
});
