import { stemmer as dutch } from '@orama/stemmers/dutch';
import { stemmer as english } from '@orama/stemmers/english';
import { stemmer as french } from '@orama/stemmers/french';
import { stemmer as german } from '@orama/stemmers/german';
import { fold } from './fold.ts';
import { lightFrench } from './stemmers/light-french.ts';
import { lightGerman } from './stemmers/light-german.ts';
import { minimalEnglish } from './stemmers/minimal-english.ts';
import type { StreamToken, TokenFilter } from './tokens.ts';

// Filters that rewrite terms one for one change the tokens in place: each analysis owns its tokens.

export const lowercase: TokenFilter = (tokens) => {
  for (const token of tokens) token.term = token.term.toLowerCase();
  return tokens;
};

export const asciifolding: TokenFilter = (tokens) => {
  for (const token of tokens) token.term = fold(token.term);
  return tokens;
};

/** keyword_repeat: each token twice at one position, first marked keyword (kept as is by stemmers). */
export const keywordRepeat: TokenFilter = (tokens) => {
  const result: StreamToken[] = [];
  for (const token of tokens) {
    result.push({ ...token, keyword: true }, { ...token, keyword: false, increment: 0 });
  }
  return result;
};

/** remove_duplicates: a term already seen at the same position is dropped. */
export const removeDuplicates: TokenFilter = (tokens) => {
  const result: StreamToken[] = [];
  // Index in `result` of the first token of the current position: positions hold a few tokens.
  let first = 0;
  for (const token of tokens) {
    if (token.increment > 0 || result.length === 0) first = result.length;
    else if (result.slice(first).some((kept) => kept.term === token.term)) continue;
    result.push(token);
  }
  return result;
};

/** elision: "l’huile" is "huile" when the part before the apostrophe (' or ’) is one of the articles. */
export function elision(articles: readonly string[], ignoreCase: boolean): TokenFilter {
  const set = new Set(ignoreCase ? articles.map((article) => article.toLowerCase()) : articles);
  return (tokens) => {
    for (const token of tokens) {
      const index = token.term.search(/['’]/);
      if (index < 0) continue;
      const prefix = token.term.slice(0, index);
      if (set.has(ignoreCase ? prefix.toLowerCase() : prefix)) token.term = token.term.slice(index + 1);
    }
    return tokens;
  };
}

const STEMMERS: Record<string, (word: string) => string> = {
  light_french: lightFrench,
  light_german: lightGerman,
  minimal_english: minimalEnglish,
  dutch,
};
/** The Snowball stemmers, as the `snowball` filter names them, and as `stemmer` names French and German. */
const SNOWBALL: Record<string, (word: string) => string> = {
  French: french,
  Dutch: dutch,
  English: english,
  German: german,
};
const STEMMER_ALIASES: Record<string, (word: string) => string> = { french, german };

/** The stemmer of a `stemmer` (language) or `snowball` (Language) filter, if the demo has it. */
export function stemmerFunction(
  type: 'stemmer' | 'snowball',
  language: string,
): ((word: string) => string) | undefined {
  return type === 'snowball' ? SNOWBALL[language] : (STEMMERS[language] ?? STEMMER_ALIASES[language]);
}

const STEM_CACHE_LIMIT = 200_000;

/** Stems each token not marked keyword; words are stemmed once per analyzer and cached. */
export function stemFilter(stem: (word: string) => string): TokenFilter {
  const cache = new Map<string, string>();
  const stemOf = (word: string) => {
    let result = cache.get(word);
    if (result === undefined) {
      if (cache.size >= STEM_CACHE_LIMIT) cache.clear();
      result = stem(word);
      cache.set(word, result);
    }
    return result;
  };
  return (tokens) => {
    for (const token of tokens) if (!token.keyword) token.term = stemOf(token.term);
    return tokens;
  };
}

export interface DecompounderOptions {
  words: readonly string[];
  minWordSize: number;
  minSubwordSize: number;
  maxSubwordSize: number;
  onlyLongestMatch: boolean;
}

/**
 * dictionary_decompounder: after each token of at least `minWordSize` characters, every dictionary word
 * found inside it ("duftkerze" → "kerze"), at the same position and with the token's offsets.
 */
export function dictionaryDecompounder(options: DecompounderOptions): TokenFilter {
  const words = [...new Set(options.words)].filter(
    (word) => word.length >= options.minSubwordSize && word.length <= options.maxSubwordSize,
  );
  return (tokens) => {
    const result: StreamToken[] = [];
    for (const token of tokens) {
      result.push(token);
      const { term } = token;
      if (term.length < options.minWordSize) continue;
      // Every occurrence of every word, then in Lucene's order: by start, shorter first.
      const found: Array<{ start: number; word: string }> = [];
      for (const word of words) {
        for (let start = term.indexOf(word); start >= 0; start = term.indexOf(word, start + 1))
          found.push({ start, word });
      }
      if (found.length === 0) continue;
      found.sort((a, b) => a.start - b.start || a.word.length - b.word.length);
      const kept = options.onlyLongestMatch
        ? found.filter((match, index) => found[index + 1]?.start !== match.start)
        : found;
      for (const { word } of kept) result.push({ ...token, term: word, increment: 0 });
    }
    return result;
  };
}

export interface WordDelimiterOptions {
  generateWordParts: boolean;
  generateNumberParts: boolean;
  catenateAll: boolean;
  preserveOriginal: boolean;
  splitOnNumerics: boolean;
  splitOnCaseChange: boolean;
  stemEnglishPossessive: boolean;
}

const PLAIN_WORD = /^[\p{L}\p{M}\p{N}]+$/u;
const ALPHA = /[\p{L}\p{M}]/u;
const DIGIT = /\p{N}/u;
const UPPER = /\p{Lu}/u;

type CharKind = 'alpha' | 'digit' | 'delimiter';

function kindOf(char: string): CharKind {
  const code = char.charCodeAt(0);
  if (code < 0x80) {
    if ((code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a)) return 'alpha';
    return code >= 0x30 && code <= 0x39 ? 'digit' : 'delimiter';
  }
  if (ALPHA.test(char)) return 'alpha';
  if (DIGIT.test(char)) return 'digit';
  return 'delimiter';
}

interface Subword {
  start: number;
  end: number;
  letters: boolean;
}

/** Kind of each UTF-16 unit; surrogate halves count as letters, as Lucene's table has them. */
function kindsOf(term: string): CharKind[] {
  return Array.from({ length: term.length }, (_, index) => {
    const code = term.charCodeAt(index);
    return code >= 0xd800 && code <= 0xdfff ? 'alpha' : kindOf(term[index] as string);
  });
}

/** The sub-words of a term as [start, end) ranges: runs between delimiters, split as the options say. */
function subwords(term: string, options: WordDelimiterOptions): Subword[] {
  const kinds = kindsOf(term);
  const result: Subword[] = [];
  let cursor = 0;
  while (cursor < term.length) {
    while (cursor < term.length && kinds[cursor] === 'delimiter') cursor += 1;
    if (cursor >= term.length) break;
    const start = cursor;
    cursor += 1;
    while (cursor < term.length && kinds[cursor] !== 'delimiter') {
      const previous = kinds[cursor - 1];
      if (options.splitOnNumerics && previous !== kinds[cursor]) break;
      const caseChange =
        UPPER.test(term[cursor] as string) && !UPPER.test(term[cursor - 1] as string) && previous === 'alpha';
      if (options.splitOnCaseChange && caseChange) break;
      cursor += 1;
    }
    const end = cursor;
    result.push({ start, end, letters: kinds.slice(start, end).includes('alpha') });
    // English possessive: "lavender's" is "lavender" (the ASCII apostrophe only, as Lucene reads it).
    if (
      options.stemEnglishPossessive &&
      term[end] === "'" &&
      (term[end + 1] === 's' || term[end + 1] === 'S') &&
      (end + 2 === term.length || kinds[end + 2] === 'delimiter') &&
      kinds[end - 1] === 'alpha'
    ) {
      cursor = end + 2;
    }
  }
  return result;
}

/**
 * word_delimiter (Lucene's WordDelimiterFilter): a term holding punctuation becomes the original (when
 * preserved), its sub-words at successive positions and their catenation at the first one. When the
 * offsets do not span the term (an elided article, a decoded entity), every part takes the token's
 * offsets and Lucene's ordering by offset then increment puts the parts one position after the original.
 */
export function wordDelimiter(options: WordDelimiterOptions): TokenFilter {
  return (tokens) => {
    const result: StreamToken[] = [];
    for (const token of tokens) {
      if (PLAIN_WORD.test(token.term)) {
        result.push(token);
        continue;
      }
      const parts = subwords(token.term, options);
      const first = parts[0];
      if (!first || (parts.length === 1 && first.start === 0 && first.end === token.term.length)) {
        if (first || options.preserveOriginal) result.push(token);
        continue;
      }
      const legalOffsets = token.end - token.start === token.term.length;
      const kept = parts.filter(
        (part) =>
          (part.letters && options.generateWordParts) || (!part.letters && options.generateNumberParts),
      );
      const buffered: StreamToken[] = kept.map((part, index) => ({
        ...token,
        term: token.term.slice(part.start, part.end),
        increment: index === 0 ? (options.preserveOriginal ? 0 : token.increment) : 1,
        start: legalOffsets ? token.start + part.start : token.start,
        end: legalOffsets ? token.start + part.end : token.end,
      }));
      if (options.catenateAll && parts.length > 1) {
        const last = parts[parts.length - 1] as Subword;
        buffered.splice(1, 0, {
          ...token,
          term: parts.map((part) => token.term.slice(part.start, part.end)).join(''),
          increment: kept.length === 0 ? token.increment : 0,
          start: legalOffsets ? token.start + first.start : token.start,
          end: legalOffsets ? token.start + last.end : token.end,
        });
      }
      // Lucene sorts what it buffered by start offset, then by increment (larger first), stably.
      const sorted = buffered
        .map((part, index) => ({ part, index }))
        .sort(
          (a, b) => a.part.start - b.part.start || b.part.increment - a.part.increment || a.index - b.index,
        )
        .map(({ part }) => part);
      if (options.preserveOriginal) result.push(token);
      result.push(...sorted);
    }
    return result;
  };
}
