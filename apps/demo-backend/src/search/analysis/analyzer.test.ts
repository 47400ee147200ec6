import { describe, expect, it } from 'vitest';
import { indexDefinition } from '../documents/index-definitions.ts';
import { AnalysisSettingsError, buildAnalysis } from './analyzer.ts';

const analysisOf = (locale: 'fr' | 'nl' | 'en' | 'de') =>
  buildAnalysis(indexDefinition('products', locale).settings);
const terms = (locale: 'fr' | 'nl' | 'en' | 'de', analyzer: string, text: string) =>
  analysisOf(locale)
    .analyzer(analyzer)
    .analyze(text)
    .map((token) => `${token.position}:${token.term}`);

describe('the analysis of search-index/*.json', () => {
  it('strips HTML (block tags separate words, inline ones do not), decodes entities, & is the language’s "and"', () => {
    expect(terms('fr', 'plain', '<p>Rose</p><p>Brume &amp; <b>Bo</b>is</p>')).toEqual([
      '0:rose',
      '1:brume',
      '2:et',
      '3:bois',
    ]);
    expect(terms('de', 'plain', 'Brume & Bois')).toEqual(['0:brume', '1:und', '2:bois']);
  });

  it('lower-cases and folds accents and typographic punctuation like asciifolding', () => {
    expect(terms('en', 'plain', 'Crème ÉTÉ œuf “Zen”')).toEqual([
      '0:creme',
      '1:ete',
      '2:oeuf',
      '3:"zen"',
      '3:zen',
    ]);
  });

  it('removes French elided articles, typographic apostrophe or not', () => {
    expect(terms('fr', 'plain', "L’huile d'Ocre qu’il aujourd’hui")).toEqual([
      '0:huile',
      '1:ocre',
      '2:il',
      "3:aujourd'hui",
      '3:aujourd',
      '3:aujourdhui',
      '4:hui',
    ]);
  });

  it('keeps each word beside its light stem, per language', () => {
    expect(terms('fr', 'default', 'Huiles essentielles')).toEqual([
      '0:huiles',
      '0:huil',
      '1:essentielles',
      '1:esentiel',
    ]);
    expect(terms('en', 'default', 'oils bodies')).toEqual(['0:oils', '0:oil', '1:bodies', '1:body']);
    expect(terms('de', 'default', 'Öle Seifen')).toEqual(['0:ole', '1:seifen', '1:seif', '1:seife']);
    expect(terms('nl', 'default', 'kaarsen')).toEqual(['0:kaarsen', '0:kaars', '0:kar']);
  });

  it('splits compounds on the dictionary of word parts (nl, de)', () => {
    expect(terms('de', 'plain', 'Duftkerze Speiklavendel')).toEqual([
      '0:duftkerze',
      '0:duft',
      '0:kerze',
      '1:speiklavendel',
      '1:lavendel',
    ]);
    expect(terms('nl', 'plain', 'Aleppozeep')).toEqual(['0:aleppozeep', '0:zeep']);
    expect(terms('fr', 'plain', 'Aleppozeep')).toEqual(['0:aleppozeep']);
  });

  it('splits words on punctuation like word_delimiter: original, parts, catenation', () => {
    expect(terms('en', 'plain', "HE-LAV-10 lavender’s lavender's")).toEqual([
      '0:he-lav-10',
      '0:he',
      '0:helav10',
      '1:lav',
      '2:10',
      "3:lavender's",
      '3:lavender',
      '3:lavenders',
      '4:s',
      "5:lavender's",
      '5:lavender',
    ]);
    // Offsets no longer span the term once an article is elided: Lucene puts the parts one position on.
    expect(terms('fr', 'plain', 'l’ylang-ylang x')).toEqual([
      '0:ylang-ylang',
      '1:ylang',
      '1:ylangylang',
      '2:x',
    ]);
  });

  it('keeps a SKU whole in the code analyzer, and normalises sortable keywords', () => {
    expect(terms('fr', 'code', 'HE-LAVF-10-ML')).toEqual(['0:he-lavf-10-ml']);
    expect(analysisOf('fr').normalizer('sortable')('Huile d’Écorce')).toBe("huile d'ecorce");
  });

  it('refuses analysis it does not implement, naming it', () => {
    const settings = (filter: unknown) => ({
      analysis: { filter: { x: filter }, analyzer: { default: { tokenizer: 'whitespace', filter: ['x'] } } },
    });
    expect(() => buildAnalysis(settings({ type: 'synonym_graph', synonyms: [] }))).toThrow(
      AnalysisSettingsError,
    );
    expect(() => buildAnalysis(settings({ type: 'stemmer', language: 'english' }))).toThrow(
      /\[stemmer\] for \[english\]/,
    );
    expect(() => buildAnalysis({ analysis: { analyzer: { default: { tokenizer: 'standard' } } } })).toThrow(
      /tokenizer \[standard\]/,
    );
    expect(() => buildAnalysis({}).analyzer('default')).toThrow(/needs a \[default\] analyzer/);
  });
});
