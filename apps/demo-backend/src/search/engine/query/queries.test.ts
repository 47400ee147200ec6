import { beforeAll, describe, expect, it } from 'vitest';
import type { IndexData } from '../index-builder.ts';
import { fixtureIndex, ids, searchError, searchFixture } from '../test-fixtures.ts';

let index: IndexData;
beforeAll(() => {
  index = fixtureIndex();
});

const matching = (query: unknown) => ids(searchFixture(index, { query, size: 100 })).sort();

describe('term-level queries', () => {
  it('match_all matches every document with score 1', () => {
    const response = searchFixture(index, { query: { match_all: {} } });
    expect(response.hits.total).toEqual({ value: 5, relation: 'eq' });
    expect(response.hits.hits.every((hit) => hit._score === 1)).toBe(true);
  });

  it('term matches keyword values exactly and case-sensitively', () => {
    expect(matching({ term: { url_key: 'lavande' } })).toEqual(['1', '2']);
    expect(matching({ term: { url_key: 'Lavande' } })).toEqual([]);
    expect(
      matching({ term: { 'brand.name.keyword': { value: 'lumen aroma', case_insensitive: true } } }),
    ).toEqual(['1', '2']);
  });

  it('term on a boolean, a number given as a string, and a text token', () => {
    expect(matching({ term: { main: true } })).toEqual(['1', '3', '4', '5']);
    expect(matching({ term: { id: '3' } })).toEqual(['3']);
    expect(matching({ term: { name: 'menthe' } })).toEqual(['3']);
    expect(matching({ term: { name: 'Menthe' } })).toEqual([]);
  });

  it('a term on main raises the score of main variants', () => {
    const response = searchFixture(index, {
      query: { bool: { must: { term: { url_key: 'lavande' } }, should: { term: { main: true } } } },
    });
    expect(ids(response)).toEqual(['1', '2']);
    expect(Number(response.hits.hits[0]?._score)).toBeGreaterThan(Number(response.hits.hits[1]?._score));
  });

  it('terms matches any listed value with a constant score equal to its boost', () => {
    const response = searchFixture(index, { query: { terms: { id: [5, 3, 99], boost: 2 } } });
    expect(ids(response).sort()).toEqual(['3', '5']);
    expect(response.hits.hits.map((hit) => hit._score)).toEqual([2, 2]);
    expect(matching({ terms: { redirect_url_key: ['ancien-diffuseur'] } })).toEqual(['5']);
  });

  it('terms lookup takes the values from another document', () => {
    expect(matching({ terms: { url_key: { index: 'fixture_fr', id: '4', path: 'url_key' } } })).toEqual([
      '4',
    ]);
  });

  it('ids matches _id values given as strings or numbers', () => {
    expect(matching({ ids: { values: ['1', 4] } })).toEqual(['1', '4']);
  });

  it('range is inclusive with gte/lte and exclusive with gt/lt', () => {
    expect(matching({ range: { 'price.default.value': { gte: 5.9, lte: 7.2 } } })).toEqual(['1', '3', '4']);
    expect(matching({ range: { 'price.default.value': { gt: 5.9, lt: 7.2 } } })).toEqual(['4']);
  });

  it('exists matches documents with a value for a field or under an object', () => {
    expect(matching({ exists: { field: 'description' } })).toEqual(['1', '2', '3', '4']);
    expect(matching({ exists: { field: 'stock' } })).toEqual(['1', '2', '3']);
  });
});

describe('bool', () => {
  it('combines must, filter and must_not, and accepts one object or an array per clause', () => {
    const query = {
      bool: {
        must: { match: { name: 'huile' } },
        filter: [{ term: { main: true } }],
        must_not: { term: { url_key: 'menthe' } },
      },
    };
    expect(matching(query)).toEqual(['1']);
  });

  it('needs one should clause when there is no must or filter', () => {
    expect(
      matching({ bool: { should: [{ term: { url_key: 'savon' } }, { term: { url_key: 'menthe' } }] } }),
    ).toEqual(['3', '4']);
  });

  it('applies minimum_should_match as a count or a percentage', () => {
    const should = [{ match: { name: 'lavande' } }, { match: { name: 'huile' } }, { term: { main: true } }];
    expect(matching({ bool: { should, minimum_should_match: 3 } })).toEqual(['1']);
    expect(matching({ bool: { should, minimum_should_match: '67%' } })).toEqual(['1', '2', '3', '4']);
  });

  it('a bool of only must_not matches every other document', () => {
    expect(matching({ bool: { must_not: { term: { main: true } } } })).toEqual(['2']);
  });
});

describe('nested', () => {
  it('requires all conditions to hold on the same nested object', () => {
    const sameObject = {
      bool: {
        must: [{ term: { 'categories.level': 1 } }, { term: { 'categories.name.keyword': 'Sommeil' } }],
      },
    };
    expect(matching({ nested: { path: 'categories', query: sameObject } })).toEqual(['1', '2']);
    const acrossObjects = {
      bool: {
        must: [{ term: { 'categories.level': 0 } }, { term: { 'categories.name.keyword': 'Sommeil' } }],
      },
    };
    expect(matching({ nested: { path: 'categories', query: acrossObjects } })).toEqual([]);
  });

  it('parses a numeric string for match on a numeric nested field (the category page query)', () => {
    const query = {
      nested: { path: 'categories', query: { bool: { must: { match: { 'categories.id': '104' } } } } },
    };
    expect(matching(query)).toEqual(['3']);
  });

  it('nested fields are invisible outside a nested query', () => {
    expect(matching({ term: { 'categories.id': 104 } })).toEqual([]);
  });

  it('refuses a nested query on a path that is not nested', () => {
    expect(
      searchError(index, { query: { nested: { path: 'brand', query: { match_all: {} } } } })?.status,
    ).toBe(400);
  });
});

describe('full-text queries', () => {
  it('match ORs analysed terms, or ANDs them with operator and', () => {
    expect(matching({ match: { name: 'menthe diffuseur' } })).toEqual(['3', '5']);
    expect(matching({ match: { name: { query: 'menthe diffuseur', operator: 'and' } } })).toEqual([]);
  });

  it('folds accents, strips HTML and stems French', () => {
    expect(matching({ match: { description: 'fraicheur' } })).toEqual(['3']);
    expect(matching({ match: { description: 'p' } })).toEqual([]);
    expect(matching({ match: { name: 'huiles essentielles' } })).toEqual(['1', '2', '3']);
  });

  it('a typo matches through fuzziness AUTO ("lavnde" finds "lavande")', () => {
    expect(matching({ match: { 'name.plain': 'lavnde' } })).toEqual([]);
    expect(matching({ match: { 'name.plain': { query: 'lavnde', fuzziness: 'AUTO' } } })).toEqual([
      '1',
      '2',
      '4',
    ]);
  });

  it('fuzziness AUTO allows two edits from six letters', () => {
    const fuzzy = (query: string) => matching({ match: { 'name.plain': { query, fuzziness: 'AUTO' } } });
    expect(fuzzy('difusuer')).toEqual(['5']);
    expect(matching({ match: { 'name.plain': { query: 'difusuer', fuzziness: 1 } } })).toEqual([]);
  });

  it('drops fuzziness where the analyzer stacks a word and its stem, as Lucene does', () => {
    // "lavandas" is "lavandas" + its stem "lavanda" in `name`: a synonym query, no typo tolerance.
    expect(matching({ match: { name: { query: 'lavandas', fuzziness: 'AUTO' } } })).toEqual([]);
    expect(matching({ match: { 'name.plain': { query: 'lavandas', fuzziness: 'AUTO' } } })).toEqual([
      '1',
      '2',
      '4',
    ]);
  });

  it('fuzziness AUTO allows no edit on words of two letters', () => {
    expect(matching({ match: { sku: { query: 'hx', fuzziness: 'AUTO' } } })).toEqual([]);
  });

  it('match_phrase_prefix needs the words in order and treats the last one as a prefix', () => {
    expect(matching({ match_phrase_prefix: { name: 'huile essentielle de lav' } })).toEqual(['1', '2']);
    expect(matching({ match_phrase_prefix: { name: 'lav' } })).toEqual(['1', '2', '4']);
    expect(matching({ match_phrase_prefix: { name: 'essentielle huile' } })).toEqual([]);
  });

  it('match_phrase_prefix expands the prefix to at most max_expansions terms in term order', () => {
    const query = { match_phrase_prefix: { name: { query: 'l', max_expansions: 1 } } };
    // The first term starting with "l" is "la" (from "à la"), so only the soap matches.
    expect(matching(query)).toEqual(['4']);
  });

  it('multi_match phrase_prefix matches a prefix in any field', () => {
    const query = {
      multi_match: { query: 'saponif', fields: ['name', 'description'], type: 'phrase_prefix' },
    };
    expect(matching(query)).toEqual(['4']);
  });

  it('multi_match best_fields takes the best field, weighted by its boost', () => {
    const query = (fields: string[]) => ({ multi_match: { query: 'lavande', fields } });
    const byName = searchFixture(index, { query: query(['name^10', 'brand.plain']) });
    const unboosted = searchFixture(index, { query: query(['name', 'brand.plain']) });
    expect(Number(byName.hits.max_score)).toBeCloseTo(Number(unboosted.hits.max_score) * 10, 5);
  });

  it('multi_match best_fields with fuzziness finds a misspelt brand through brand.plain', () => {
    const query = {
      multi_match: { query: 'ardene', fields: ['name^10', 'brand.plain^5', 'sku'], fuzziness: 'AUTO' },
    };
    expect(matching(query)).toEqual(['4']);
  });
});
