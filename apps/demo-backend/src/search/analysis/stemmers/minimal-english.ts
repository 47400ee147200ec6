/**
 * Donna Harman's "S-stemmer" (How Effective Is Suffixing?), as Elasticsearch's `minimal_english`
 * stemmer applies it: plurals only (-ies → -y, -es and -s dropped where they mark a plural).
 */
export function minimalEnglish(word: string): string {
  const len = word.length;
  if (len < 3 || word[len - 1] !== 's') return word;
  const before = word[len - 2];
  if (before === 'u' || before === 's') return word;
  if (before === 'e') {
    const third = word[len - 3];
    if (len > 3 && third === 'i' && word[len - 4] !== 'a' && word[len - 4] !== 'e') {
      return `${word.slice(0, len - 3)}y`;
    }
    if (third === 'i' || third === 'a' || third === 'o' || third === 'e') return word;
  }
  return word.slice(0, len - 1);
}
