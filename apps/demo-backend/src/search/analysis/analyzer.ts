import { type CharFilter, type FilteredText, mappingCharFilter } from './char-filters.ts';
import { htmlStrip } from './html.ts';
import {
  asciifolding,
  dictionaryDecompounder,
  elision,
  keywordRepeat,
  lowercase,
  removeDuplicates,
  stemFilter,
  stemmerFunction,
  wordDelimiter,
} from './token-filters.ts';
import { TOKENIZERS, type Tokenizer } from './tokenizers.ts';
import type { StreamToken, TokenFilter } from './tokens.ts';

export interface Token {
  term: string;
  /** Tokens stacked at one position are alternatives of each other (a word, its parts, its stem). */
  position: number;
  start: number;
  end: number;
}

export interface Analyzer {
  readonly name: string;
  analyze(text: string): Token[];
}

/** A keyword field's normalizer: the whole value through token filters, as one term. */
export type Normalizer = (value: string) => string;

/** The analyzers and normalizers an index's settings declare, by name. */
export interface IndexAnalysis {
  analyzer(name: string): Analyzer;
  /** The analyzer of query texts on a text field that names no analyzer: `default_search`, else `default`. */
  defaultSearchAnalyzer(): Analyzer;
  normalizer(name: string): Normalizer;
}

/** The index settings' analysis section is not something the demo index implements or understands. */
export class AnalysisSettingsError extends Error {
  override name = 'AnalysisSettingsError';
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const names = (value: unknown, where: string): string[] => {
  if (value === undefined) return [];
  const list = typeof value === 'string' ? [value] : value;
  if (!Array.isArray(list) || list.some((item) => typeof item !== 'string'))
    throw new AnalysisSettingsError(`${where} must be a name or a list of names`);
  return list as string[];
};

const BUILT_IN_FILTERS: Record<string, TokenFilter> = {
  lowercase,
  asciifolding,
  keyword_repeat: keywordRepeat,
  remove_duplicates: removeDuplicates,
};
const BUILT_IN_CHAR_FILTERS: Record<string, CharFilter> = { html_strip: htmlStrip };

function flag(definition: Json, key: string, fallback: boolean): boolean {
  const value = definition[key];
  if (value === undefined) return fallback;
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 'false') return value === 'true';
  throw new AnalysisSettingsError(`[${key}] must be true or false`);
}

function integer(definition: Json, key: string, fallback: number): number {
  const value = definition[key] === undefined ? fallback : Number(definition[key]);
  if (!Number.isInteger(value) || value < 0) throw new AnalysisSettingsError(`[${key}] must be an integer`);
  return value;
}

/** Rejects options the demo does not implement rather than ignoring them silently. */
function onlyDefaults(definition: Json, defaults: Record<string, unknown>, name: string): void {
  for (const [key, value] of Object.entries(defaults)) {
    if (definition[key] !== undefined && String(definition[key]) !== String(value))
      throw new AnalysisSettingsError(
        `token filter [${name}]: the demo index supports [${key}: ${String(value)}] only`,
      );
  }
}

function tokenFilter(name: string, definition: Json): TokenFilter {
  const type = String(definition.type);
  switch (type) {
    case 'lowercase':
      if (definition.language !== undefined)
        throw new AnalysisSettingsError(`token filter [${name}]: [language] is not supported`);
      return lowercase;
    case 'asciifolding':
      onlyDefaults(definition, { preserve_original: false }, name);
      return asciifolding;
    case 'elision':
      return elision(
        names(definition.articles, `[${name}].articles`),
        flag(definition, 'articles_case', false),
      );
    case 'word_delimiter':
      onlyDefaults(definition, { catenate_words: false, catenate_numbers: false }, name);
      for (const key of ['protected_words', 'type_table', 'protected_words_path', 'type_table_path'])
        if (definition[key] !== undefined)
          throw new AnalysisSettingsError(`token filter [${name}]: [${key}] is not supported`);
      return wordDelimiter({
        generateWordParts: flag(definition, 'generate_word_parts', true),
        generateNumberParts: flag(definition, 'generate_number_parts', true),
        catenateAll: flag(definition, 'catenate_all', false),
        preserveOriginal: flag(definition, 'preserve_original', false),
        splitOnNumerics: flag(definition, 'split_on_numerics', true),
        splitOnCaseChange: flag(definition, 'split_on_case_change', true),
        stemEnglishPossessive: flag(definition, 'stem_english_possessive', true),
      });
    case 'dictionary_decompounder':
      return dictionaryDecompounder({
        words: names(definition.word_list, `[${name}].word_list`),
        minWordSize: integer(definition, 'min_word_size', 5),
        minSubwordSize: integer(definition, 'min_subword_size', 2),
        maxSubwordSize: integer(definition, 'max_subword_size', 15),
        onlyLongestMatch: flag(definition, 'only_longest_match', false),
      });
    case 'stemmer':
    case 'snowball': {
      const language = String(definition.language ?? definition.name ?? '');
      const stem = stemmerFunction(type, language);
      if (!stem)
        throw new AnalysisSettingsError(
          `token filter [${name}]: the demo index has no [${type}] for [${language}]`,
        );
      return stemFilter(stem);
    }
    default:
      throw new AnalysisSettingsError(
        `token filter [${name}]: the demo index does not implement type [${type}]`,
      );
  }
}

interface Chain {
  charFilters: CharFilter[];
  tokenizer: Tokenizer;
  filters: TokenFilter[];
}

function run(chain: Chain, text: string): StreamToken[] {
  let input: FilteredText = { text };
  for (const charFilter of chain.charFilters) input = charFilter(input);
  let tokens = chain.tokenizer(input);
  for (const filter of chain.filters) tokens = filter(tokens);
  return tokens;
}

/**
 * The analysis an index's settings declare (`settings.analysis`, Elasticsearch's JSON), built into the
 * analyzers and normalizers its fields name: the char filters, tokenizers and token filters of
 * search-index/*.json, implemented as Lucene runs them. Anything else is refused with its name.
 */
export function buildAnalysis(settings: unknown): IndexAnalysis {
  const root = isObject(settings) ? settings : {};
  const index = isObject(root.index) ? root.index : {};
  const analysis = isObject(root.analysis) ? root.analysis : isObject(index.analysis) ? index.analysis : {};
  const section = (key: string): Record<string, Json> => {
    const value = analysis[key] ?? {};
    if (!isObject(value) || Object.values(value).some((entry) => !isObject(entry)))
      throw new AnalysisSettingsError(`[analysis.${key}] must map names to definitions`);
    return value as Record<string, Json>;
  };
  const filterDefinitions = section('filter');
  const charFilterDefinitions = section('char_filter');
  const tokenizerDefinitions = section('tokenizer');
  const analyzerDefinitions = section('analyzer');
  const normalizerDefinitions = section('normalizer');

  const filters = new Map<string, TokenFilter>();
  const filterNamed = (name: string): TokenFilter => {
    let filter = filters.get(name);
    if (!filter) {
      const definition = filterDefinitions[name];
      filter = definition ? tokenFilter(name, definition) : BUILT_IN_FILTERS[name];
      if (!filter) throw new AnalysisSettingsError(`unknown token filter [${name}]`);
      filters.set(name, filter);
    }
    return filter;
  };
  const charFilterNamed = (name: string): CharFilter => {
    const definition = charFilterDefinitions[name];
    if (definition) {
      if (definition.type === 'html_strip') return htmlStrip;
      if (definition.type !== 'mapping')
        throw new AnalysisSettingsError(
          `char filter [${name}]: the demo index does not implement type [${String(definition.type)}]`,
        );
      return mappingCharFilter(names(definition.mappings, `[${name}].mappings`));
    }
    const builtIn = BUILT_IN_CHAR_FILTERS[name];
    if (!builtIn) throw new AnalysisSettingsError(`unknown char filter [${name}]`);
    return builtIn;
  };
  const tokenizerNamed = (name: string): Tokenizer => {
    const type = tokenizerDefinitions[name]?.type ?? name;
    const tokenizer = TOKENIZERS[String(type)];
    if (!tokenizer)
      throw new AnalysisSettingsError(`the demo index does not implement the tokenizer [${name}]`);
    return tokenizer;
  };

  const analyzers = new Map<string, Analyzer>();
  const analyzer = (name: string): Analyzer => {
    let built = analyzers.get(name);
    if (built) return built;
    const definition = analyzerDefinitions[name];
    if (!definition) {
      throw new AnalysisSettingsError(
        name === 'default'
          ? 'the demo index needs a [default] analyzer in the index settings (it has no standard analyzer)'
          : `the demo index does not implement the analyzer [${name}]`,
      );
    }
    if (definition.type !== undefined && definition.type !== 'custom')
      throw new AnalysisSettingsError(`analyzer [${name}]: only custom analyzers are implemented`);
    const chain: Chain = {
      charFilters: names(definition.char_filter, `[${name}].char_filter`).map(charFilterNamed),
      tokenizer: tokenizerNamed(String(definition.tokenizer)),
      filters: names(definition.filter, `[${name}].filter`).map(filterNamed),
    };
    built = {
      name,
      analyze(text) {
        let position = -1;
        return run(chain, text).map((token) => {
          position = Math.max(0, position + token.increment);
          return { term: token.term, position, start: token.start, end: token.end };
        });
      },
    };
    analyzers.set(name, built);
    return built;
  };

  const normalizers = new Map<string, Normalizer>();
  const normalizer = (name: string): Normalizer => {
    let built = normalizers.get(name);
    if (built) return built;
    const definition = normalizerDefinitions[name];
    if (!definition) throw new AnalysisSettingsError(`unknown normalizer [${name}]`);
    const chain: Chain = {
      charFilters: names(definition.char_filter, `[${name}].char_filter`).map(charFilterNamed),
      tokenizer: TOKENIZERS.keyword as Tokenizer,
      filters: names(definition.filter, `[${name}].filter`).map(filterNamed),
    };
    built = (value) => run(chain, value)[0]?.term ?? '';
    normalizers.set(name, built);
    return built;
  };

  // Every declared analyzer and normalizer is built now: a mistake shows when the index is created.
  Object.keys(analyzerDefinitions).forEach(analyzer);
  Object.keys(normalizerDefinitions).forEach(normalizer);
  const defaultSearchAnalyzer = () =>
    analyzer(analyzerDefinitions.default_search ? 'default_search' : 'default');
  return { analyzer, defaultSearchAnalyzer, normalizer };
}

/** Number of positions of an analysed value: the field length BM25 normalises by. */
export function positionCount(tokens: Token[]): number {
  let last = -1;
  for (const token of tokens) if (token.position > last) last = token.position;
  return last + 1;
}
