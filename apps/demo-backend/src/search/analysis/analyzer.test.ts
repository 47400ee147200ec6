import { describe, expect, it } from 'vitest';
import { createAnalyzer, sortableNormalize } from './analyzer.ts';

const terms = (language: 'fr' | 'nl' | 'en' | 'de' | null, text: string) =>
  createAnalyzer(language)
    .analyze(text)
    .map((token) => `${token.position}:${token.term}${token.stemmed ? '*' : ''}`);

describe('text analysis', () => {
  it('strips HTML, decodes entities and replaces & with "and"', () => {
    expect(terms(null, '<p>Rose &amp; <b>jasmin</b></p>')).toEqual(['0:rose', '1:and', '2:jasmin']);
  });

  it('lower-cases and folds accents', () => {
    expect(terms(null, 'Crème ÉTÉ Öl')).toEqual(['0:creme', '1:ete', '2:ol']);
  });

  it('keeps each word beside its stem, per language, stemming lower-cased words', () => {
    expect(terms('fr', 'Huiles')).toEqual(['0:huiles', '0:huil*']);
    expect(terms('nl', 'oliën')).toEqual(['0:olien']);
    expect(terms('en', 'oils')).toEqual(['0:oils', '0:oil*']);
    expect(terms('de', 'Öle')).toEqual(['0:ole']);
    expect(terms('de', 'Seifen')).toEqual(['0:seifen', '0:seif*']);
  });

  it('splits words on punctuation like word_delimiter, keeping the original and the catenation', () => {
    expect(terms(null, 'HE-LAV-10')).toEqual(['0:he-lav-10', '0:helav10', '0:he', '1:lav', '2:10']);
    expect(terms('fr', "l'huile")).toEqual([
      "0:l'huile",
      '0:lhuile',
      '0:lhuil*',
      '0:l',
      '1:huile',
      '1:huil*',
    ]);
  });

  it('normalises sortable keywords', () => {
    expect(sortableNormalize('Écorce')).toBe('ecorce');
  });
});
