const SPECIAL: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
};

/** ASCII folding as Elasticsearch's asciifolding filter does it for Western European text. */
export function fold(text: string): string {
  // Fast path: most terms are already plain ASCII.
  if (!/[^\u0020-\u007e]/.test(text)) return text;
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[ßæœøđłþı]/g, (char) => SPECIAL[char] ?? char);
}
