import type { FieldMapping } from './mapping.ts';

export type Scalar = string | number | boolean;

export interface Posting {
  /** Ids of the distinct field values holding the term, ascending. */
  values: number[];
  freqs: number[];
  /** Token positions per value; absent for keyword, numeric and boolean fields. */
  positions?: number[][];
}

/**
 * One indexed field over the documents of a segment. Documents that share a value (variants of one
 * template, products of one kind) share one entry: terms point at distinct values and values at
 * documents, which keeps memory and scoring work proportional to the distinct texts.
 */
export class FieldIndex {
  readonly mapping: FieldMapping;
  /** Value id of each document, -1 when the document has no value (set when the segment is complete). */
  docValue: Int32Array = new Int32Array(0);
  /** The raw scalars of each distinct value (doc values for sorting and aggregations). */
  readonly scalars: Scalar[][] = [];
  /**
   * Field length of each distinct value as BM25 normalises by it: its positions (stacked tokens are not
   * counted), stored as Lucene stores norms, exactly up to 23 and with four significant bits above.
   */
  readonly lengths: number[] = [];
  /** Tokens of each distinct value, stacked ones included (Lucene's total term frequency). */
  readonly tokenCounts: number[] = [];
  readonly docsOfValue: number[][] = [];
  readonly postings = new Map<string, Posting>();
  docCount = 0;
  /** Tokens of all documents, stacked ones included: Lucene's sumTotalTermFreq, whose mean is avgdl. */
  sumTotalTermFreq = 0;
  private readonly docFreqs = new Map<string, number>();
  private sorted?: string[];

  constructor(mapping: FieldMapping) {
    this.mapping = mapping;
  }

  get isText(): boolean {
    return this.mapping.type === 'text';
  }

  get averageLength(): number {
    return this.docCount === 0 ? 1 : this.sumTotalTermFreq / this.docCount;
  }

  docFreq(term: string): number {
    let freq = this.docFreqs.get(term);
    if (freq === undefined) {
      freq = 0;
      for (const value of this.postings.get(term)?.values ?? []) freq += this.docsOfValue[value]?.length ?? 0;
      this.docFreqs.set(term, freq);
    }
    return freq;
  }

  /** Index terms in byte order, as Lucene's term dictionary enumerates them. */
  sortedTerms(): string[] {
    this.sorted ??= [...this.postings.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    return this.sorted;
  }

  scalarsOf(doc: number): Scalar[] | undefined {
    const value = this.docValue[doc] ?? -1;
    return value < 0 ? undefined : this.scalars[value];
  }
}

/** A set of documents: the root documents of an index, or the nested objects of one nested path. */
export class Segment {
  readonly size: number;
  readonly nestedPath: string;
  readonly fields = new Map<string, FieldIndex>();
  /** Root segment: the nested segments by path. */
  readonly nested = new Map<string, Segment>();
  /** Nested segment: the root document of each nested object. */
  parents?: Int32Array;
  /** Root segment: for each nested path, the first child of each document and the end (exclusive). */
  readonly childStart = new Map<string, Int32Array>();
  readonly childEnd = new Map<string, Int32Array>();

  constructor(size: number, nestedPath: string) {
    this.size = size;
    this.nestedPath = nestedPath;
  }
}
