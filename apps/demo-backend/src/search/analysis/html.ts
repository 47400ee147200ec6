import { type FilteredText, originOf } from './char-filters.ts';

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  // Lucene decodes &nbsp; to a plain space: it separates words.
  nbsp: ' ',
  rsquo: '’',
  lsquo: '‘',
  laquo: '«',
  raquo: '»',
  eacute: 'é',
  egrave: 'è',
  agrave: 'à',
  ccedil: 'ç',
  euro: '€',
};

/** Elements after which Lucene's HTMLStripCharFilter leaves a line break; other tags vanish. */
const BLOCK = new Set(
  (
    'address article aside blockquote body br button caption center col colgroup dd del dir div dl dt ' +
    'embed fieldset figcaption figure footer form frame frameset h1 h2 h3 h4 h5 h6 head header hgroup hr ' +
    'html iframe ins isindex legend li map menu meta nav noframes noscript object ol optgroup option ' +
    'output p pre progress section select table tbody td textarea tfoot th thead title tr ul video'
  ).split(' '),
);

const SCRIPT = /^<(script|style)\b[\s\S]*?<\/\1\s*>/i;
const COMMENT = /^<!--[\s\S]*?-->/;
const TAG = /^<\/?([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>/;
const ENTITY = /^&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/i;

function decode(code: string): string | undefined {
  if (code[0] !== '#') return ENTITIES[code.toLowerCase()];
  const value =
    code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
  return Number.isFinite(value) && value > 0 && value <= 0x10ffff ? String.fromCodePoint(value) : undefined;
}

/**
 * Elasticsearch's html_strip char filter: block elements, scripts and styles become a line break, other
 * tags and comments vanish, entities are decoded; each output character keeps the offset it came from.
 */
export function htmlStrip(input: FilteredText): FilteredText {
  const { text } = input;
  if (!text.includes('<') && !text.includes('&')) return input;
  let out = '';
  const outOrigin: number[] = [];
  const emit = (chars: string, from: number) => {
    out += chars;
    for (let index = 0; index < chars.length; index += 1) outOrigin.push(originOf(input, from));
  };
  let cursor = 0;
  while (cursor < text.length) {
    const char = text[cursor] as string;
    const rest = char === '<' || char === '&' ? text.slice(cursor, cursor + 4096) : '';
    const tag = char === '<' ? (SCRIPT.exec(rest) ?? COMMENT.exec(rest) ?? TAG.exec(rest)) : null;
    if (tag) {
      const name = tag[1]?.toLowerCase();
      const block = name !== undefined && (name === 'script' || name === 'style' || BLOCK.has(name));
      if (block) emit('\n', cursor);
      cursor += tag[0].length;
      continue;
    }
    const entity = char === '&' ? ENTITY.exec(rest) : null;
    const decoded = entity ? decode(entity[1] as string) : undefined;
    if (entity && decoded !== undefined) {
      emit(decoded, cursor);
      cursor += entity[0].length;
      continue;
    }
    emit(char, cursor);
    cursor += 1;
  }
  outOrigin.push(originOf(input, text.length));
  return { text: out, origin: outOrigin };
}
