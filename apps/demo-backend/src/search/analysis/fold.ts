/**
 * Letters and punctuation that Lucene's ASCIIFoldingFilter (Elasticsearch's asciifolding) rewrites and
 * that Unicode decomposition does not: ligatures, stroked letters, typographic quotes and dashes.
 */
const SPECIAL: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  ł: 'l',
  Ł: 'L',
  ŀ: 'l',
  Ŀ: 'L',
  þ: 'th',
  Þ: 'TH',
  ı: 'i',
  ĳ: 'ij',
  Ĳ: 'IJ',
  ﬀ: 'ff',
  ﬁ: 'fi',
  ﬂ: 'fl',
  ﬃ: 'ffi',
  ﬄ: 'ffl',
  ﬅ: 'st',
  ﬆ: 'st',
  '\u2018': "'",
  '\u2019': "'",
  '\u201a': "'",
  '\u201b': "'",
  '\u2032': "'",
  '\u2039': "'",
  '\u203a': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u201e': '"',
  '\u2033': '"',
  '\u00ab': '"',
  '\u00bb': '"',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
};
const SPECIAL_CHARS = new RegExp(`[${Object.keys(SPECIAL).join('')}]`, 'g');

/** ASCII folding as Elasticsearch's asciifolding filter does it for Western European text. */
export function fold(text: string): string {
  // Fast path: most terms are already plain ASCII.
  if (!/[^\u0020-\u007e]/.test(text)) return text;
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(SPECIAL_CHARS, (char) => SPECIAL[char] ?? char);
}
