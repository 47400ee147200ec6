import { type Token, positionCount } from '../analysis/analyzer.ts';
import type { FieldMapping } from './mapping.ts';
import { FieldIndex, type Scalar } from './segment.ts';

/** Positions between two values of a multi-valued text field, so phrases never span values (ES default). */
const POSITION_INCREMENT_GAP = 100;

interface MultiValueNode {
  id?: number;
  next: Map<Scalar, MultiValueNode>;
}

/** Lengths below this are stored exactly by Lucene's SmallFloat.intToByte4 (255 − its largest int4). */
const EXACT_NORMS = 24;

/**
 * A field length as Lucene keeps it in its one-byte norm and reads it back: exact below 24, else 24
 * plus the rest with its four most significant bits only (SmallFloat.intToByte4 then byte4ToInt).
 */
export function storedNorm(length: number): number {
  if (length < EXACT_NORMS) return length;
  const rest = length - EXACT_NORMS;
  const bits = Math.floor(Math.log2(rest)) + 1;
  if (bits < 4) return length;
  const shift = bits - 4;
  return EXACT_NORMS + Math.floor(rest / 2 ** shift) * 2 ** shift;
}

/** Converts a raw _source value to the field's indexed scalar, or undefined when ES would ignore it. */
function toScalar(field: FieldMapping, raw: unknown): Scalar | undefined {
  switch (field.type) {
    case 'text':
      return String(raw);
    case 'keyword': {
      const text = String(raw);
      if (field.ignoreAbove !== undefined && text.length > field.ignoreAbove) return undefined;
      return field.normalize ? field.normalize(text) : text;
    }
    case 'boolean':
      if (raw === true || raw === 'true') return true;
      if (raw === false || raw === 'false') return false;
      return undefined;
    default: {
      const number = typeof raw === 'number' ? raw : Number(raw);
      if (!Number.isFinite(number)) return undefined;
      return field.type === 'float' ? number : Math.trunc(number);
    }
  }
}

/**
 * Builds one field of a segment while documents stream by: the values of a document arrive together,
 * are turned into a distinct value (analysed once), and the document is attached to it.
 */
export class FieldBuilder {
  private readonly index: FieldIndex;
  private readonly singleIds = new Map<Scalar, number>();
  /** Multi-valued values by their scalars, one level per scalar: no key string to build and hash. */
  private readonly multiIds: MultiValueNode = { next: new Map() };
  private readonly docs: number[] = [];
  private readonly values: number[] = [];
  private pendingDoc = -1;
  private pending: unknown[] = [];
  /**
   * Tokens of each text analysed so far: a multi-valued field (a copy_to target) repeats the texts it
   * shares with other documents (a template's description in each variant's list).
   */
  private analysed = new Map<string, Token[]>();

  constructor(field: FieldMapping) {
    this.index = new FieldIndex(field);
  }

  add(doc: number, raw: unknown): void {
    if (doc !== this.pendingDoc) {
      this.flush();
      this.pendingDoc = doc;
    }
    this.pending.push(raw);
  }

  finish(size: number): FieldIndex {
    this.flush();
    this.analysed = new Map();
    const index = this.index;
    index.docValue = new Int32Array(size).fill(-1);
    this.docs.forEach((doc, position) => {
      index.docValue[doc] = this.values[position] ?? -1;
    });
    return index;
  }

  private flush(): void {
    if (this.pendingDoc < 0) return;
    const doc = this.pendingDoc;
    const raws = this.pending;
    this.pendingDoc = -1;
    this.pending = [];
    const scalars: Scalar[] = [];
    for (const raw of raws) {
      const scalar = toScalar(this.index.mapping, raw);
      if (scalar !== undefined) scalars.push(scalar);
    }
    if (scalars.length === 0) return;
    const id = this.valueId(scalars);
    const index = this.index;
    index.docsOfValue[id]?.push(doc);
    this.docs.push(doc);
    this.values.push(id);
    index.docCount += 1;
    index.sumTotalTermFreq += index.tokenCounts[id] ?? 0;
  }

  /** Single values are keyed by themselves: variants share their template's string instances. */
  private valueId(scalars: Scalar[]): number {
    const single = scalars.length === 1 ? (scalars[0] as Scalar) : undefined;
    let node: MultiValueNode | undefined;
    if (single === undefined) {
      let at: MultiValueNode = this.multiIds;
      for (const scalar of scalars) {
        let child: MultiValueNode | undefined = at.next.get(scalar);
        if (!child) at.next.set(scalar, (child = { next: new Map() }));
        at = child;
      }
      if (at.id !== undefined) return at.id;
      node = at;
    } else {
      const known = this.singleIds.get(single);
      if (known !== undefined) return known;
    }
    const index = this.index;
    const id = index.scalars.length;
    if (node) node.id = id;
    else this.singleIds.set(single as Scalar, id);
    index.scalars.push(scalars);
    index.docsOfValue.push([]);
    let length = 0;
    let tokenCount = 0;
    let nextPosition = 0;
    const text = index.mapping.type === 'text';
    const analyzer = index.mapping.analyzer;
    for (const scalar of scalars) {
      if (text && analyzer) {
        const source = String(scalar);
        let tokens = this.analysed.get(source);
        if (!tokens) this.analysed.set(source, (tokens = analyzer.analyze(source)));
        const positions = index.mapping.positions;
        for (const token of tokens)
          this.addPosting(token.term, id, positions ? nextPosition + token.position : -1);
        const count = positionCount(tokens);
        length += count;
        tokenCount += tokens.length;
        nextPosition += count + POSITION_INCREMENT_GAP;
      } else {
        this.addPosting(String(scalar), id, -1);
        length += 1;
        tokenCount += 1;
      }
    }
    index.lengths.push(text ? storedNorm(length) : length);
    index.tokenCounts.push(tokenCount);
    return id;
  }

  private addPosting(term: string, value: number, position: number): void {
    const postings = this.index.postings;
    let posting = postings.get(term);
    if (!posting) {
      posting = { values: [], freqs: [], ...(position >= 0 ? { positions: [] } : {}) };
      postings.set(term, posting);
    }
    const last = posting.values.length - 1;
    if (posting.values[last] === value) {
      posting.freqs[last] = (posting.freqs[last] ?? 0) + 1;
      if (position >= 0) posting.positions?.[last]?.push(position);
    } else {
      posting.values.push(value);
      posting.freqs.push(1);
      if (position >= 0) posting.positions?.push([position]);
    }
  }
}
