import type { FieldIndex } from '../segment.ts';

export interface Expansion {
  term: string;
  /** 1 for the exact term, the fuzzy similarity for an edited one. */
  weight: number;
}

/** The first `max` index terms starting with `prefix`, in term order (Lucene's prefix enumeration). */
export function prefixExpansions(field: FieldIndex, prefix: string, max: number): string[] {
  const terms = field.sortedTerms();
  let low = 0;
  let high = terms.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((terms[middle] ?? '') < prefix) low = middle + 1;
    else high = middle;
  }
  const result: string[] = [];
  for (let index = low; index < terms.length && result.length < max; index += 1) {
    const term = terms[index] ?? '';
    if (!term.startsWith(prefix)) break;
    result.push(term);
  }
  return result;
}

export interface FuzzyOptions {
  fuzziness: Fuzziness;
  prefixLength: number;
  maxExpansions: number;
  transpositions: boolean;
}

export type Fuzziness = { auto: [low: number, high: number] } | { edits: number };

export function maxEditsFor(fuzziness: Fuzziness, term: string): number {
  if ('edits' in fuzziness) return fuzziness.edits;
  const length = [...term].length;
  const [low, high] = fuzziness.auto;
  return length < low ? 0 : length < high ? 1 : 2;
}

/**
 * Index terms within the allowed edits of `term` (Damerau–Levenshtein with adjacent transpositions),
 * the closest first, at most `maxExpansions`; weight = 1 − edits / min(length), Lucene's fuzzy boost.
 */
export function fuzzyExpansions(field: FieldIndex, term: string, options: FuzzyOptions): Expansion[] {
  const maxEdits = maxEditsFor(options.fuzziness, term);
  if (maxEdits === 0) return field.postings.has(term) ? [{ term, weight: 1 }] : [];
  const prefix = term.slice(0, options.prefixLength);
  const candidates: Array<Expansion & { edits: number }> = [];
  for (const candidate of prefix ? prefixExpansions(field, prefix, Infinity) : field.sortedTerms()) {
    if (Math.abs(candidate.length - term.length) > maxEdits) continue;
    const edits = editDistance(term, candidate, maxEdits, options.transpositions);
    if (edits > maxEdits) continue;
    const weight = edits === 0 ? 1 : 1 - edits / Math.min(term.length, candidate.length);
    candidates.push({ term: candidate, weight, edits });
  }
  candidates.sort((a, b) => a.edits - b.edits || (a.term < b.term ? -1 : 1));
  return candidates
    .slice(0, options.maxExpansions)
    .map(({ term: found, weight }) => ({ term: found, weight }));
}

/** Optimal string alignment distance, abandoned as soon as it must exceed `limit`. */
export function editDistance(a: string, b: string, limit: number, transpositions = true): number {
  if (a === b) return 0;
  let previous2: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (transpositions && i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (previous2[j - 2] ?? 0) + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    previous2 = previous;
    previous = current;
  }
  return previous[b.length] ?? limit + 1;
}
