import { stemmer as dutch } from '@orama/stemmers/dutch';
import { stemmer as english } from '@orama/stemmers/english';
import { stemmer as french } from '@orama/stemmers/french';
import { stemmer as german } from '@orama/stemmers/german';
import { fold } from './fold.ts';
import { stripHtml } from './html.ts';

export type Language = 'fr' | 'nl' | 'en' | 'de';

export interface Token {
  term: string;
  /** Tokens stacked at one position are alternatives of each other (original, parts, stem). */
  position: number;
  start: number;
  end: number;
  /** True for the stem added by the stemmer, false for the words as written (folded). */
  stemmed: boolean;
}

export interface Analyzer {
  readonly name: string;
  analyze(text: string): Token[];
}

const STEMMERS: Record<Language, (word: string) => string> = {
  fr: french,
  nl: dutch,
  en: english,
  de: german,
};
const STEM_CACHE_LIMIT = 200_000;
const WORD = /[\p{L}\p{N}]+/gu;
const PLAIN_WORD = /^[\p{L}\p{N}]+$/u;
const LETTERS_ONLY = /^\p{L}+$/u;

/**
 * The analysis chain of every text field, as it would be declared in Elasticsearch:
 * char_filter [html_strip, "& => and"], tokenizer whitespace, filters [lowercase, word_delimiter
 * (preserve_original, catenate_all, split_on_numerics false), keyword_repeat, stemmer (per language),
 * asciifolding, remove_duplicates]. Keeping the unstemmed word beside its stem (keyword_repeat) lets
 * phrase-prefix queries match half-typed words that the stemmer would otherwise cut differently.
 */
export function createAnalyzer(language: Language | null): Analyzer {
  const key = language ?? 'plain';
  let analyzer = shared.get(key);
  if (!analyzer) shared.set(key, (analyzer = newAnalyzer(language)));
  return analyzer;
}

/** Analyzers are stateless apart from their stem cache, so indices of one language share one. */
const shared = new Map<string, Analyzer>();

function newAnalyzer(language: Language | null): Analyzer {
  const stem = language ? STEMMERS[language] : null;
  const cache = new Map<string, string>();
  const stemOf = (word: string): string => {
    let result = cache.get(word);
    if (result === undefined) {
      if (cache.size >= STEM_CACHE_LIMIT) cache.clear();
      result = fold(stem ? stem(word) : word);
      cache.set(word, result);
    }
    return result;
  };
  return {
    name: language ? `text_${language}` : 'plain',
    analyze(text: string): Token[] {
      const tokens: Token[] = [];
      const source = stripHtml(text).replace(/&/g, ' and ');
      const length = source.length;
      let position = 0;
      let cursor = 0;
      while (cursor < length) {
        while (cursor < length && isSpace(source.charCodeAt(cursor))) cursor += 1;
        if (cursor >= length) break;
        const start = cursor;
        while (cursor < length && !isSpace(source.charCodeAt(cursor))) cursor += 1;
        const word = source.slice(start, cursor).toLowerCase();
        const parts = PLAIN_WORD.test(word) ? [word] : [...word.matchAll(WORD)].map((part) => part[0]);
        // word_delimiter's stem_english_possessive: "lavender's" is "lavender".
        if (parts.length > 1 && parts.at(-1) === 's' && /['’]s$/.test(word)) parts.pop();
        if (parts.length === 0) continue;
        // Tokens of one word, deduplicated per position (remove_duplicates); words hold few tokens.
        const first = tokens.length;
        const add = (term: string, at: number, stemmed: boolean) => {
          for (let index = first; index < tokens.length; index += 1) {
            const token = tokens[index] as Token;
            if (token.position === at && token.term === term) return;
          }
          tokens.push({ term, position: at, start, end: cursor, stemmed });
        };
        const addWord = (raw: string, at: number) => {
          add(fold(raw), at, false);
          if (stem && LETTERS_ONLY.test(raw)) add(stemOf(raw), at, true);
        };
        if (parts.length > 1) {
          addWord(word, position);
          addWord(parts.join(''), position);
        }
        parts.forEach((part, index) => addWord(part, position + index));
        position += parts.length;
      }
      return tokens;
    },
  };
}

/** Whitespace as the whitespace tokenizer sees it, plus the no-break spaces html_strip produces. */
function isSpace(code: number): boolean {
  return (
    code <= 32 || code === 0xa0 || code === 0x202f || (code >= 0x2000 && code <= 0x200a) || code === 0x3000
  );
}

/** The `sortable` normalizer of name.sortable: lowercase and asciifolding. */
export function sortableNormalize(value: string): string {
  return fold(value.toLowerCase());
}

/** Number of positions of an analysed value: the field length BM25 normalises by. */
export function positionCount(tokens: Token[]): number {
  let last = -1;
  for (const token of tokens) if (token.position > last) last = token.position;
  return last + 1;
}
