import { SearchError, illegalArgument, parsingError, unsupported } from '../errors.ts';
import { asList, checkKeys, isObject } from '../json.ts';
import type { IndexData } from '../index-builder.ts';
import type { Scalar } from '../segment.ts';

export interface SortSpec {
  kind: 'score' | 'doc' | 'field';
  field: string;
  descending: boolean;
  missingFirst: boolean;
  missingValue?: Scalar;
  mode: 'min' | 'max' | 'avg' | 'sum';
  unmappedType?: string;
}

/** A matched document of one of the searched indices. */
export interface Hit {
  index: IndexData;
  /** Position of the index in the request, then the document: ES's tie-break (shard, then doc id). */
  indexOrder: number;
  doc: number;
  score: number;
  sortValues: Array<Scalar | null>;
}

function parseOne(entry: unknown): SortSpec {
  if (typeof entry === 'string') return spec(entry, undefined);
  if (!isObject(entry)) throw parsingError('[sort] entries must be a field name or an object');
  const keys = Object.keys(entry);
  if (keys.length !== 1)
    throw parsingError(`[sort] expected one field per sort entry, got [${keys.join(', ')}]`);
  const field = keys[0] as string;
  if (field === '_script' || field === '_geo_distance') throw unsupported(`sorting by [${field}]`);
  return spec(field, entry[field]);
}

function spec(field: string, options: unknown): SortSpec {
  const kind = field === '_score' ? 'score' : field === '_doc' ? 'doc' : 'field';
  let order: unknown = kind === 'score' ? 'desc' : 'asc';
  let missing: unknown = '_last';
  let mode: unknown;
  let unmappedType: string | undefined;
  if (typeof options === 'string') order = options;
  else if (isObject(options)) {
    checkKeys(options, ['order', 'missing', 'mode', 'unmapped_type'], 'sort');
    order = options.order ?? order;
    missing = options.missing ?? missing;
    mode = options.mode;
    if (options.unmapped_type !== undefined) unmappedType = String(options.unmapped_type);
  } else if (options !== undefined) throw parsingError(`[sort] malformed options for [${field}]`);
  if (order !== 'asc' && order !== 'desc') throw parsingError(`[sort] unknown order [${String(order)}]`);
  const descending = order === 'desc';
  const sortMode = mode === undefined ? (descending ? 'max' : 'min') : String(mode);
  if (!['min', 'max', 'avg', 'sum'].includes(sortMode))
    throw parsingError(`[sort] unknown mode [${sortMode}]`);
  const result: SortSpec = {
    kind,
    field,
    descending,
    missingFirst: missing === '_first',
    mode: sortMode as SortSpec['mode'],
  };
  if (missing !== '_last' && missing !== '_first') result.missingValue = missing as Scalar;
  if (unmappedType !== undefined) result.unmappedType = unmappedType;
  return result;
}

export function parseSort(value: unknown): SortSpec[] {
  return value === undefined ? [] : asList(value).map(parseOne);
}

/** Checks sort fields against an index's mapping, as ES does when it creates the sort. */
export function validateSort(sorts: SortSpec[], index: IndexData): void {
  for (const sort of sorts) {
    if (sort.kind !== 'field') continue;
    const field = index.mapping.fields.get(sort.field);
    if (!field) {
      if (sort.unmappedType !== undefined) continue;
      throw new SearchError(
        400,
        'query_shard_exception',
        `No mapping found for [${sort.field}] in order to sort on`,
        {
          index: index.name,
        },
      );
    }
    if (field.type === 'text') throw fielddataError(sort.field);
    if (field.nestedPath) throw unsupported(`sorting on the nested field [${sort.field}]`);
  }
}

export function fielddataError(field: string): SearchError {
  return illegalArgument(
    `Text fields are not optimised for operations that require per-document field data like aggregations and sorting, so these operations are disabled by default. Please use a keyword field instead. Alternatively, set fielddata=true on [${field}] in order to load field data by uninverting the inverted index. Note that this can use significant memory.`,
  );
}

/** The value a document sorts by for one sort entry (null when missing). */
export function sortValue(sort: SortSpec, index: IndexData, doc: number, score: number): Scalar | null {
  if (sort.kind === 'score') return score;
  if (sort.kind === 'doc') return doc;
  const values = index.root.fields.get(sort.field)?.scalarsOf(doc);
  if (!values || values.length === 0) return sort.missingValue ?? null;
  const numbers = values.map((value) => (typeof value === 'boolean' ? (value ? 1 : 0) : value));
  if (numbers.every((value) => typeof value === 'number')) {
    const list = numbers as number[];
    if (sort.mode === 'sum') return list.reduce((a, b) => a + b, 0);
    if (sort.mode === 'avg') return list.reduce((a, b) => a + b, 0) / list.length;
    return sort.mode === 'max' ? Math.max(...list) : Math.min(...list);
  }
  const texts = numbers.map(String).sort();
  return (sort.mode === 'max' ? texts.at(-1) : texts[0]) ?? null;
}

function compareScalars(a: Scalar, b: Scalar): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const left = String(a);
  const right = String(b);
  return left < right ? -1 : left > right ? 1 : 0;
}

/** Orders hits by the sort entries, then by index and document order. */
export function compareHits(sorts: SortSpec[]): (a: Hit, b: Hit) => number {
  const effective = effectiveSorts(sorts);
  return (a, b) => {
    for (let index = 0; index < effective.length; index += 1) {
      const sort = effective[index] as SortSpec;
      const left = a.sortValues[index] ?? null;
      const right = b.sortValues[index] ?? null;
      if (left === null || right === null) {
        if (left === right) continue;
        return (left === null) === sort.missingFirst ? -1 : 1;
      }
      const order = compareScalars(left, right);
      if (order !== 0) return sort.descending ? -order : order;
    }
    return a.indexOrder - b.indexOrder || a.doc - b.doc;
  };
}

const BY_SCORE: SortSpec = {
  kind: 'score',
  field: '_score',
  descending: true,
  missingFirst: false,
  mode: 'max',
};

/** The request's sort, or ES's default: by score, best first. */
export function effectiveSorts(sorts: SortSpec[]): SortSpec[] {
  return sorts.length > 0 ? sorts : [BY_SCORE];
}
