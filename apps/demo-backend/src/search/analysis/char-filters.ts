/**
 * Text after char filters, with the offset in the original text of each character and of the end
 * (no `origin`: the text is the original).
 */
export interface FilteredText {
  text: string;
  origin?: number[];
}

/** Where output offset `offset` of a filtered text was in the original text. */
export function originOf(input: FilteredText, offset: number): number {
  return input.origin ? (input.origin[offset] ?? offset) : offset;
}

export type CharFilter = (input: FilteredText) => FilteredText;

/** `\uXXXX`, `\n`, `\t`, `\\` escapes of a mapping rule, as Elasticsearch reads them. */
function unescape(text: string): string {
  return text.replace(/\\(u[0-9a-fA-F]{4}|.)/g, (_, code: string) => {
    if (code[0] === 'u' && code.length === 5) return String.fromCharCode(parseInt(code.slice(1), 16));
    return { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f' }[code] ?? code;
  });
}

/** The `mapping` char filter: `key => replacement` rules, the longest key matching first. */
export function mappingCharFilter(rules: readonly string[]): CharFilter {
  const pairs = rules.map((rule) => {
    const arrow = rule.indexOf('=>');
    if (arrow < 0) throw new Error(`Invalid mapping rule: [${rule}]`);
    return [unescape(rule.slice(0, arrow).trim()), unescape(rule.slice(arrow + 2).trim())] as const;
  });
  pairs.sort((a, b) => b[0].length - a[0].length);
  return (input) => {
    const { text } = input;
    if (!pairs.some(([key]) => key !== '' && text.includes(key))) return input;
    let out = '';
    const outOrigin: number[] = [];
    let cursor = 0;
    while (cursor < text.length) {
      const pair = pairs.find(([key]) => key !== '' && text.startsWith(key, cursor));
      const [key, replacement] = pair ?? [text[cursor] as string, text[cursor] as string];
      out += replacement;
      for (let index = 0; index < replacement.length; index += 1) outOrigin.push(originOf(input, cursor));
      cursor += key.length;
    }
    outOrigin.push(originOf(input, text.length));
    return { text: out, origin: outOrigin };
  };
}
