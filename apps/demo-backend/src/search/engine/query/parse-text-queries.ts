import { parsingError, unsupported } from '../errors.ts';
import {
  type JsonObject,
  checkKeys,
  expectObject,
  isObject,
  isScalar,
  readBoost,
  readInteger,
  readNumber,
  singleField,
} from '../json.ts';
import { DisMaxQuery } from './compound-queries.ts';
import type { Fuzziness, FuzzyOptions } from './expansions.ts';
import { type MatchOptions, MatchQuery } from './match-query.ts';
import { PhraseQuery } from './phrase-query.ts';
import type { Query } from './query.ts';

const DEFAULT_MAX_EXPANSIONS = 50;

function parseFuzziness(value: unknown): Fuzziness {
  const text = String(value).trim();
  if (text === 'AUTO') return { auto: [3, 6] };
  const auto = /^AUTO:(\d+),(\d+)$/.exec(text);
  if (auto) return { auto: [Number(auto[1]), Number(auto[2])] };
  if (/^[0-2]$/.test(text)) return { edits: Number(text) };
  throw parsingError(`[fuzziness] must be AUTO, AUTO:low,high, 0, 1 or 2, got [${text}]`);
}

function readQueryText(value: unknown, where: string): string | number | boolean {
  if (!isScalar(value)) throw parsingError(`[${where}] requires a [query] string, number or boolean`);
  return value;
}

function fuzzyOptions(spec: JsonObject, where: string): FuzzyOptions | undefined {
  if (spec.fuzziness === undefined) return undefined;
  return {
    fuzziness: parseFuzziness(spec.fuzziness),
    prefixLength:
      spec.prefix_length === undefined ? 0 : readInteger(spec.prefix_length, `${where}.prefix_length`),
    maxExpansions:
      spec.max_expansions === undefined
        ? DEFAULT_MAX_EXPANSIONS
        : readInteger(spec.max_expansions, `${where}.max_expansions`, 1),
    transpositions: spec.fuzzy_transpositions !== false,
  };
}

function matchOptions(spec: JsonObject, where: string, boost: number): MatchOptions {
  const operator = String(spec.operator ?? 'or').toLowerCase();
  if (operator !== 'or' && operator !== 'and')
    throw parsingError(`[${where}] unknown operator [${String(spec.operator)}]`);
  if (spec.zero_terms_query !== undefined && String(spec.zero_terms_query).toLowerCase() !== 'none') {
    throw unsupported(`[zero_terms_query: ${String(spec.zero_terms_query)}] in [${where}]`);
  }
  const fuzzy = fuzzyOptions(spec, where);
  return {
    operator,
    lenient: spec.lenient === true,
    boost,
    ...(fuzzy ? { fuzzy } : {}),
    ...(spec.minimum_should_match === undefined
      ? {}
      : { minimumShouldMatch: String(spec.minimum_should_match) }),
  };
}

const MATCH_KEYS = [
  'query',
  'operator',
  'fuzziness',
  'prefix_length',
  'max_expansions',
  'fuzzy_transpositions',
  'minimum_should_match',
  'lenient',
  'boost',
  'zero_terms_query',
  'auto_generate_synonyms_phrase_query',
];

export function parseMatch(body: unknown): Query {
  const [field, spec] = singleField(expectObject(body, 'match'), 'match');
  if (!isObject(spec))
    return new MatchQuery(field, readQueryText(spec, 'match'), matchOptions({}, 'match', 1));
  checkKeys(spec, MATCH_KEYS, 'match');
  return new MatchQuery(
    field,
    readQueryText(spec.query, 'match'),
    matchOptions(spec, 'match', readBoost(spec.boost, 'match')),
  );
}

function phraseOptions(spec: JsonObject, where: string, boost: number, prefix: boolean) {
  if (spec.slop !== undefined && readNumber(spec.slop, `${where}.slop`) !== 0)
    throw unsupported(`[slop] other than 0 in [${where}]`);
  const zeroTerms = String(spec.zero_terms_query ?? 'none').toLowerCase();
  if (zeroTerms !== 'none' && zeroTerms !== 'all')
    throw parsingError(`[${where}] unknown zero_terms_query [${zeroTerms}]`);
  return {
    prefix,
    maxExpansions:
      spec.max_expansions === undefined
        ? DEFAULT_MAX_EXPANSIONS
        : readInteger(spec.max_expansions, `${where}.max_expansions`, 1),
    boost,
    zeroTermsAll: zeroTerms === 'all',
  };
}

function parsePhrase(body: unknown, where: 'match_phrase' | 'match_phrase_prefix'): Query {
  const prefix = where === 'match_phrase_prefix';
  const [field, spec] = singleField(expectObject(body, where), where);
  if (!isObject(spec))
    return new PhraseQuery(field, readQueryText(spec, where), phraseOptions({}, where, 1, prefix));
  checkKeys(
    spec,
    ['query', 'slop', 'boost', 'zero_terms_query', ...(prefix ? ['max_expansions'] : [])],
    where,
  );
  return new PhraseQuery(
    field,
    readQueryText(spec.query, where),
    phraseOptions(spec, where, readBoost(spec.boost, where), prefix),
  );
}

export function parseMatchPhrasePrefix(body: unknown): Query {
  return parsePhrase(body, 'match_phrase_prefix');
}

export function parseMatchPhrase(body: unknown): Query {
  return parsePhrase(body, 'match_phrase');
}

/** `"name^10"` → ["name", 10]. */
function parseFieldBoost(entry: unknown): [string, number] {
  if (typeof entry !== 'string') throw parsingError('[multi_match] [fields] must be strings');
  if (entry.includes('*')) throw unsupported(`the wildcard field [${entry}] in [multi_match]`);
  const [field = '', boost] = entry.split('^');
  return [field, boost === undefined ? 1 : readBoost(boost, 'multi_match')];
}

export function parseMultiMatch(body: unknown): Query {
  const where = 'multi_match';
  const spec = expectObject(body, where);
  checkKeys(spec, [...MATCH_KEYS, 'fields', 'type', 'tie_breaker', 'slop'], where);
  if (!Array.isArray(spec.fields) || spec.fields.length === 0)
    throw unsupported('[multi_match] without [fields]');
  const type = String(spec.type ?? 'best_fields');
  const text = readQueryText(spec.query, where);
  const fields = spec.fields.map(parseFieldBoost);
  const tieBreaker =
    spec.tie_breaker === undefined ? 0 : readNumber(spec.tie_breaker, `${where}.tie_breaker`);
  const boost = readBoost(spec.boost, where);
  let queries: Query[];
  if (type === 'best_fields') {
    queries = fields.map(
      ([field, fieldBoost]) => new MatchQuery(field, text, matchOptions(spec, where, fieldBoost)),
    );
  } else if (type === 'phrase_prefix') {
    if (spec.fuzziness !== undefined) throw parsingError('Fuzziness not allowed for type [phrase_prefix]');
    queries = fields.map(
      ([field, fieldBoost]) => new PhraseQuery(field, text, phraseOptions(spec, where, fieldBoost, true)),
    );
  } else if (type === 'phrase') {
    if (spec.fuzziness !== undefined) throw parsingError('Fuzziness not allowed for type [phrase]');
    queries = fields.map(
      ([field, fieldBoost]) => new PhraseQuery(field, text, phraseOptions(spec, where, fieldBoost, false)),
    );
  } else if (['most_fields', 'cross_fields', 'bool_prefix'].includes(type)) {
    throw unsupported(`[multi_match] of type [${type}]`);
  } else {
    throw parsingError(`[multi_match] query does not support type ${type}`);
  }
  return new DisMaxQuery(queries, tieBreaker, boost);
}
