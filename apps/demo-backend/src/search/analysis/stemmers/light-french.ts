/**
 * Jacques Savoy's light French stemmer ("UniNE", in Light Stemming Approaches for the French,
 * Portuguese, German and Hungarian Languages), as Elasticsearch's `light_french` stemmer applies it:
 * plural and feminine endings, a few derivational suffixes, accents folded and doubled letters merged.
 * Expects a lower-cased word.
 */
export function lightFrench(word: string): string {
  // The word so far is w's first len characters; `set` rewrites one of them, counted from that end.
  let w = word;
  let len = w.length;
  const ends = (suffix: string) => w.endsWith(suffix, len);
  const set = (fromEnd: number, char: string) => {
    const at = len - fromEnd;
    w = w.slice(0, at) + char + w.slice(at + 1);
  };
  if (len > 5 && w[len - 1] === 'x') {
    if (w[len - 3] === 'a' && w[len - 2] === 'u' && w[len - 4] !== 'e') set(2, 'l');
    len -= 1;
  }
  if (len > 3 && w[len - 1] === 'x') len -= 1;
  if (len > 3 && w[len - 1] === 's') len -= 1;

  const done = (newLength: number) => normalize(w, newLength);
  if (len > 9 && ends('issement')) {
    len -= 6;
    set(1, 'r');
    return done(len);
  }
  if (len > 8 && ends('issant')) {
    len -= 4;
    set(1, 'r');
    return done(len);
  }
  if (len > 6 && ends('ement')) {
    len -= 4;
    if (len > 3 && ends('ive')) {
      len -= 1;
      set(1, 'f');
    }
    return done(len);
  }
  if (len > 11 && ends('ficatrice')) {
    len -= 5;
    set(2, 'e');
    set(1, 'r');
    return done(len);
  }
  if (len > 10 && ends('ficateur')) {
    len -= 4;
    set(2, 'e');
    set(1, 'r');
    return done(len);
  }
  if (len > 9 && ends('catrice')) {
    len -= 3;
    set(4, 'q');
    set(3, 'u');
    set(2, 'e');
    return done(len);
  }
  if (len > 8 && ends('cateur')) {
    len -= 2;
    set(4, 'q');
    set(3, 'u');
    set(2, 'e');
    set(1, 'r');
    return done(len);
  }
  if (len > 8 && ends('atrice')) {
    len -= 4;
    set(2, 'e');
    set(1, 'r');
    return done(len);
  }
  if (len > 7 && ends('ateur')) {
    len -= 3;
    set(2, 'e');
    set(1, 'r');
    return done(len);
  }
  if (len > 6 && ends('trice')) {
    len -= 1;
    set(3, 'e');
    set(2, 'u');
    set(1, 'r');
  }
  if (len > 5 && ends('ième')) return done(len - 4);
  if (len > 7 && ends('teuse')) {
    len -= 2;
    set(1, 'r');
    return done(len);
  }
  if (len > 6 && ends('teur')) {
    len -= 1;
    set(1, 'r');
    return done(len);
  }
  if (len > 5 && ends('euse')) return done(len - 2);
  if (len > 8 && ends('ère')) {
    len -= 1;
    set(2, 'e');
    return done(len);
  }
  if (len > 7 && ends('ive')) {
    len -= 1;
    set(1, 'f');
    return done(len);
  }
  if (len > 4 && (ends('folle') || ends('molle'))) {
    len -= 2;
    set(1, 'u');
    return done(len);
  }
  if (len > 9 && ends('nnelle')) return done(len - 5);
  if (len > 9 && ends('nnel')) return done(len - 3);
  if (len > 4 && ends('ète')) {
    len -= 1;
    set(2, 'e');
  }
  if (len > 8 && ends('ique')) len -= 4;
  if (len > 8 && ends('esse')) return done(len - 3);
  if (len > 7 && ends('inage')) return done(len - 3);
  if (len > 9 && ends('isation')) {
    len -= 7;
    if (len > 5 && ends('ual')) set(2, 'e');
    return done(len);
  }
  if (len > 9 && ends('isateur')) return done(len - 7);
  if (len > 8 && ends('ation')) return done(len - 5);
  if (len > 8 && ends('ition')) return done(len - 5);
  return done(len);
}

const FOLDED: Record<string, string> = {
  à: 'a',
  á: 'a',
  â: 'a',
  ô: 'o',
  è: 'e',
  é: 'e',
  ê: 'e',
  ù: 'u',
  û: 'u',
  î: 'i',
  ç: 'c',
};
const LETTER = /^\p{L}$/u;

/** The stemmer's last step: accents folded and runs of one letter merged (long words), final -ie, -r, -e. */
function normalize(word: string, length: number): string {
  let s = [...word.slice(0, length)];
  if (s.length > 4) {
    s = s.map((char) => FOLDED[char] ?? char);
    const merged: string[] = [];
    for (const char of s) {
      if (merged.length > 0 && merged[merged.length - 1] === char && LETTER.test(char)) continue;
      merged.push(char);
    }
    s = merged;
  }
  if (s.length > 4 && s[s.length - 2] === 'i' && s[s.length - 1] === 'e') s = s.slice(0, -2);
  if (s.length > 4) {
    if (s[s.length - 1] === 'r') s.pop();
    if (s[s.length - 1] === 'e') s.pop();
    if (s[s.length - 1] === 'e') s.pop();
    if (s[s.length - 1] === s[s.length - 2] && LETTER.test(s[s.length - 1] ?? '')) s.pop();
  }
  return s.join('');
}
