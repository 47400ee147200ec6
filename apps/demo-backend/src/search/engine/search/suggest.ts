import { parsingError, unsupported } from '../errors.ts';
import type { IndexData } from '../index-builder.ts';
import { checkKeys, expectObject, isObject, readInteger, readNumber, readString } from '../json.ts';
import { editDistance, prefixExpansions } from '../query/expansions.ts';

export interface SuggestSpec {
  name: string;
  text: string;
  field: string;
  size: number;
  mode: 'missing' | 'popular' | 'always';
  maxEdits: number;
  prefixLength: number;
  minWordLength: number;
  minDocFreq: number;
  maxTermFreq: number;
  accuracy: number;
  sortByFrequency: boolean;
}

const TERM_KEYS = [
  'field',
  'size',
  'suggest_mode',
  'max_edits',
  'prefix_length',
  'min_word_length',
  'min_doc_freq',
  'max_term_freq',
  'accuracy',
  'sort',
  'string_distance',
  'max_inspections',
  'shard_size',
  'analyzer',
  'lowercase_terms',
];

/** Reads `suggest`: only the term suggester, with ES's defaults. */
export function parseSuggest(value: unknown): SuggestSpec[] {
  if (value === undefined) return [];
  const suggest = expectObject(value, 'suggest');
  const globalText = suggest.text === undefined ? undefined : readString(suggest.text, 'suggest.text');
  return Object.entries(suggest)
    .filter(([name]) => name !== 'text')
    .map(([name, definition]) => {
      const entry = expectObject(definition, name);
      for (const type of ['phrase', 'completion'])
        if (entry[type] !== undefined) throw unsupported(`the [${type}] suggester`);
      if (entry.prefix !== undefined || entry.regex !== undefined)
        throw unsupported('[prefix] and [regex] suggestions');
      checkKeys(entry, ['text', 'term'], `suggest.${name}`);
      if (!isObject(entry.term)) throw parsingError(`suggestion [${name}] needs a [term] suggester`);
      const term = entry.term;
      checkKeys(term, TERM_KEYS, 'term');
      if (term.string_distance !== undefined && term.string_distance !== 'internal') {
        throw unsupported(`[string_distance: ${String(term.string_distance)}]`);
      }
      if (term.analyzer !== undefined) throw unsupported('[analyzer] in the term suggester');
      const text = entry.text === undefined ? globalText : readString(entry.text, `${name}.text`);
      if (text === undefined) throw parsingError(`suggestion [${name}] has no [text]`);
      const mode = String(term.suggest_mode ?? 'missing');
      if (mode !== 'missing' && mode !== 'popular' && mode !== 'always')
        throw parsingError(`unknown suggest_mode [${mode}]`);
      const maxEdits = term.max_edits === undefined ? 2 : readInteger(term.max_edits, 'term.max_edits', 1);
      if (maxEdits > 2) throw parsingError('[max_edits] must be 1 or 2');
      return {
        name,
        text,
        field: readString(term.field, 'term.field'),
        size: term.size === undefined ? 5 : readInteger(term.size, 'term.size', 1),
        mode,
        maxEdits,
        prefixLength:
          term.prefix_length === undefined ? 1 : readInteger(term.prefix_length, 'term.prefix_length'),
        minWordLength:
          term.min_word_length === undefined
            ? 4
            : readInteger(term.min_word_length, 'term.min_word_length', 1),
        minDocFreq: term.min_doc_freq === undefined ? 0 : readNumber(term.min_doc_freq, 'term.min_doc_freq'),
        maxTermFreq:
          term.max_term_freq === undefined ? 0.01 : readNumber(term.max_term_freq, 'term.max_term_freq'),
        accuracy: term.accuracy === undefined ? 0.5 : readNumber(term.accuracy, 'term.accuracy'),
        sortByFrequency: term.sort === 'frequency',
      };
    });
}

interface Option {
  text: string;
  score: number;
  freq: number;
}

/**
 * The term suggester: one entry per token of the text as the field's search analyzer makes it (stacked
 * tokens too), with index terms of the field within `max_edits` (first `prefix_length` characters
 * equal), scored 1 − edits / min(length). Pointed at a field without a stemmer, it proposes words as
 * written.
 */
export function runSuggest(spec: SuggestSpec, indices: IndexData[]): unknown[] {
  const analyzer = indices
    .map((index) => index.root.fields.get(spec.field)?.mapping.searchAnalyzer)
    .find((found) => found !== undefined);
  if (!analyzer) return [];
  return analyzer.analyze(spec.text).map((token) => {
    const entry = { text: token.term, offset: token.start, length: token.end - token.start };
    const options = new Map<string, Option>();
    for (const index of indices) {
      const field = index.root.fields.get(spec.field);
      if (!field) continue;
      const inputFreq = field.docFreq(token.term);
      if ([...token.term].length < spec.minWordLength) continue;
      if (spec.mode === 'missing' && inputFreq > 0) continue;
      if (spec.mode !== 'missing' && inputFreq > thresholdOf(spec.maxTermFreq, field.docCount)) continue;
      const minFreq = Math.max(
        thresholdOf(spec.minDocFreq, field.docCount),
        spec.mode === 'popular' ? inputFreq + 1 : 0,
      );
      const prefix = token.term.slice(0, spec.prefixLength);
      for (const candidate of prefixExpansions(field, prefix, Infinity)) {
        if (candidate === token.term) continue;
        if (Math.abs(candidate.length - token.term.length) > spec.maxEdits) continue;
        const edits = editDistance(token.term, candidate, spec.maxEdits);
        if (edits > spec.maxEdits) continue;
        const score = 1 - edits / Math.min(token.term.length, candidate.length);
        const freq = field.docFreq(candidate);
        if (score < spec.accuracy || freq < minFreq) continue;
        const known = options.get(candidate);
        options.set(candidate, { text: candidate, score, freq: freq + (known?.freq ?? 0) });
      }
    }
    const sorted = [...options.values()].sort((a, b) =>
      spec.sortByFrequency
        ? b.freq - a.freq || b.score - a.score || (a.text < b.text ? -1 : 1)
        : b.score - a.score || b.freq - a.freq || (a.text < b.text ? -1 : 1),
    );
    return { ...entry, options: sorted.slice(0, spec.size) };
  });
}

/** ES reads frequencies below 1 as a fraction of the documents. */
function thresholdOf(value: number, docCount: number): number {
  return value < 1 ? value * docCount : value;
}
