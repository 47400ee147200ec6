import { describe, expect, it } from 'vitest';
import type { IndexDefinition } from '../documents/index-definitions.ts';
import { storedNorm } from './field-builder.ts';
import { buildIndex } from './index-builder.ts';
import { ids, searchError, searchFixture } from './test-fixtures.ts';

/** A small index whose analysis and mapping exercise what a real engine does beyond plain BM25. */
const definition: IndexDefinition = {
  settings: {
    analysis: {
      filter: {
        stem: { type: 'stemmer', language: 'light_french' },
        parts: { type: 'dictionary_decompounder', word_list: ['kerze'] },
      },
      analyzer: {
        default: {
          type: 'custom',
          tokenizer: 'whitespace',
          filter: ['lowercase', 'parts', 'keyword_repeat', 'stem', 'remove_duplicates'],
        },
        default_search: {
          type: 'custom',
          tokenizer: 'whitespace',
          filter: ['lowercase', 'keyword_repeat', 'stem', 'remove_duplicates'],
        },
      },
    },
  },
  mappings: {
    dynamic_templates: [
      { prices: { path_match: 'price.*', match_mapping_type: 'long', mapping: { type: 'float' } } },
    ],
    properties: {
      title: { type: 'text' },
      notes: { type: 'text', index_options: 'freqs' },
      all: { type: 'text' },
      tags: { type: 'nested', properties: { label: { type: 'text', copy_to: 'all' } } },
    },
  },
};

const documents = [
  {
    id: 1,
    title: 'huile lavande',
    notes: 'douce et florale',
    tags: [{ label: 'Sommeil' }],
    price: { value: 16 },
  },
  { id: 2, title: 'huiles lavande', notes: 'florale', tags: [{ label: 'Peau' }], price: { value: 16.5 } },
  { id: 3, title: 'lavandin lavande duftkerze', tags: [] },
  { id: 4, title: 'kerze', tags: [] },
];
const index = buildIndex(
  'semantics',
  definition,
  documents.map((source) => ({ id: String(source.id), source })),
);
const search = (query: unknown) => searchFixture(index, { query });
const scores = (query: unknown) =>
  Object.fromEntries(search(query).hits.hits.map((hit) => [String(hit._id), Number(hit._score)]));

describe('what the demo index does as Lucene does', () => {
  it('keeps field lengths as Lucene norms do: exact below 24, four significant bits above', () => {
    expect([0, 5, 23, 24, 31, 32, 40, 41, 100, 1000].map(storedNorm)).toEqual([
      0, 5, 23, 24, 31, 32, 40, 40, 96, 984,
    ]);
  });

  it('scores stacked terms as one synonym whose frequency is their sum: the exact word ranks first', () => {
    // "huile" stacks huile + huil; document 1 has both, document 2 ("huiles") only the stem.
    const byDoc = scores({ match: { title: 'huile' } });
    expect(byDoc['1']).toBeGreaterThan(byDoc['2'] as number);
  });

  it('counts each first-position term of a phrase found at a start, as ExactPhraseMatcher does', () => {
    const byDoc = scores({ match_phrase_prefix: { title: 'huile lav' } });
    expect(Object.keys(byDoc).sort()).toEqual(['1', '2']);
    expect(byDoc['1']).toBeGreaterThan(byDoc['2'] as number);
  });

  it('scores a one-word prefix as a boolean OR of its expansions, summed', () => {
    const byDoc = scores({ match_phrase_prefix: { title: 'lav' } });
    // Document 3 holds two expansions (lavandin, lavande): more than one expansion's score.
    expect(ids(search({ match_phrase_prefix: { title: 'lav' } }))[0]).toBe('3');
    expect(byDoc['3']).toBeGreaterThan(byDoc['1'] as number);
  });

  it('refuses phrases on a field indexed without positions, and matches words there', () => {
    expect(searchError(index, { query: { match_phrase: { notes: 'douce et' } } })).toMatchObject({
      status: 400,
      type: 'illegal_state_exception',
    });
    expect(ids(search({ match: { notes: 'florale' } })).sort()).toEqual(['1', '2']);
  });

  it('copies a nested field into a root field with copy_to', () => {
    expect(ids(search({ match: { all: 'sommeil' } }))).toEqual(['1']);
  });

  it('maps integers under a template with match_mapping_type as floats', () => {
    const price = (index.mapping.json.properties.price?.properties?.value ?? {}) as { type?: string };
    expect(price.type).toBe('float');
    expect(ids(search({ range: { 'price.value': { gt: 16.2 } } }))).toEqual(['2']);
  });

  it('splits compounds when indexing only: default_search keeps a searched compound whole', () => {
    expect(ids(search({ match: { title: 'kerze' } })).sort()).toEqual(['3', '4']);
    expect(ids(search({ match: { title: 'duftkerze' } }))).toEqual(['3']);
  });
});
