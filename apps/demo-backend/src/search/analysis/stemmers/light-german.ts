const FOLDED: Record<string, string> = {
  ä: 'a',
  à: 'a',
  á: 'a',
  â: 'a',
  ö: 'o',
  ò: 'o',
  ó: 'o',
  ô: 'o',
  ï: 'i',
  ì: 'i',
  í: 'i',
  î: 'i',
  ü: 'u',
  ù: 'u',
  ú: 'u',
  û: 'u',
};
/** Consonants after which a final -s or -st is an inflection (Savoy's "st-ending"). */
const ST_ENDING = new Set(['b', 'd', 'f', 'g', 'h', 'k', 'l', 'm', 'n', 't']);

/**
 * Jacques Savoy's light German stemmer ("UniNE", in Light Stemming Approaches for the French,
 * Portuguese, German and Hungarian Languages), as Elasticsearch's `light_german` stemmer applies it:
 * umlauts and accents folded, then two passes of inflectional endings. Expects a lower-cased word.
 */
export function lightGerman(word: string): string {
  const s = [...word].map((char) => FOLDED[char] ?? char);
  return s.slice(0, step2(s, step1(s, s.length))).join('');
}

function step1(s: string[], len: number): number {
  if (len > 5 && s[len - 3] === 'e' && s[len - 2] === 'r' && s[len - 1] === 'n') return len - 3;
  if (len > 4 && s[len - 2] === 'e' && ['m', 'n', 'r', 's'].includes(s[len - 1] ?? '')) return len - 2;
  if (len > 3 && s[len - 1] === 'e') return len - 1;
  if (len > 3 && s[len - 1] === 's' && ST_ENDING.has(s[len - 2] ?? '')) return len - 1;
  return len;
}

function step2(s: string[], len: number): number {
  if (len > 5 && s[len - 3] === 'e' && s[len - 2] === 's' && s[len - 1] === 't') return len - 3;
  if (len > 4 && s[len - 2] === 'e' && (s[len - 1] === 'r' || s[len - 1] === 'n')) return len - 2;
  if (len > 4 && s[len - 2] === 's' && s[len - 1] === 't' && ST_ENDING.has(s[len - 3] ?? '')) return len - 2;
  return len;
}
