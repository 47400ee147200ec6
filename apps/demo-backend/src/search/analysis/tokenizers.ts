import { type FilteredText, originOf } from './char-filters.ts';
import type { StreamToken } from './tokens.ts';

export type Tokenizer = (input: FilteredText) => StreamToken[];

/** Java's Character.isWhitespace, which Lucene's whitespace tokenizer splits on: no-break spaces are not. */
function isWhitespace(code: number): boolean {
  return (
    (code >= 0x09 && code <= 0x0d) ||
    (code >= 0x1c && code <= 0x20) ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x2006) ||
    (code >= 0x2008 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x205f ||
    code === 0x3000
  );
}

function token(input: FilteredText, start: number, end: number): StreamToken {
  return {
    term: input.text.slice(start, end),
    increment: 1,
    start: originOf(input, start),
    end: originOf(input, end),
    keyword: false,
  };
}

const whitespaceTokenizer: Tokenizer = (input) => {
  const { text } = input;
  const tokens: StreamToken[] = [];
  let cursor = 0;
  while (cursor < text.length) {
    while (cursor < text.length && isWhitespace(text.charCodeAt(cursor))) cursor += 1;
    if (cursor >= text.length) break;
    const start = cursor;
    while (cursor < text.length && !isWhitespace(text.charCodeAt(cursor))) cursor += 1;
    tokens.push(token(input, start, cursor));
  }
  return tokens;
};

/** The whole text as one token, an empty text too (as Lucene's keyword tokenizer has it). */
const keywordTokenizer: Tokenizer = (input) => [token(input, 0, input.text.length)];

export const TOKENIZERS: Record<string, Tokenizer> = {
  whitespace: whitespaceTokenizer,
  keyword: keywordTokenizer,
};
