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

function maxEditsFor(fuzziness: Fuzziness, term: string): number {
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

// Reused rows: the fuzzy scan compares the query with thousands of terms per request.
let rows: [Int32Array, Int32Array, Int32Array] = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/** Optimal string alignment distance, abandoned as soon as it must exceed `limit`. */
export function editDistance(a: string, b: string, limit: number, transpositions = true): number {
  if (a === b) return 0;
  if ((rows[0]?.length ?? 0) <= b.length) {
    rows = [new Int32Array(b.length * 2), new Int32Array(b.length * 2), new Int32Array(b.length * 2)];
  }
  let [previous2, previous, current] = rows;
  for (let j = 0; j <= b.length; j += 1) previous[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowMin = i;
    const charA = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j += 1) {
      const charB = b.charCodeAt(j - 1);
      const cost = charA === charB ? 0 : 1;
      let value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (
        transpositions &&
        i > 1 &&
        j > 1 &&
        charA === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === charB
      ) {
        value = Math.min(value, (previous2[j - 2] as number) + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    [previous2, previous, current] = [previous, current, previous2];
  }
  return previous[b.length] as number;
}
