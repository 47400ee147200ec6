import { positionCount, sortableNormalize } from '../analysis/analyzer.ts';
import type { IndexAnalyzers } from './index-builder.ts';
import type { FieldMapping } from './mapping.ts';
import { FieldIndex, type Scalar } from './segment.ts';

/** Positions between two values of a multi-valued text field, so phrases never span values (ES default). */
const POSITION_INCREMENT_GAP = 100;

/** Converts a raw _source value to the field's indexed scalar, or undefined when ES would ignore it. */
function toScalar(field: FieldMapping, raw: unknown): Scalar | undefined {
  switch (field.type) {
    case 'text':
      return String(raw);
    case 'keyword': {
      const text = String(raw);
      if (field.ignoreAbove !== undefined && text.length > field.ignoreAbove) return undefined;
      return field.normalizer === 'sortable' ? sortableNormalize(text) : text;
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
  private readonly analyzers: IndexAnalyzers;
  private readonly singleIds = new Map<Scalar, number>();
  private readonly multiIds = new Map<string, number>();
  private readonly surfaces: string[][] = [];
  private readonly docs: number[] = [];
  private readonly values: number[] = [];
  private pendingDoc = -1;
  private pending: unknown[] = [];

  constructor(field: FieldMapping, analyzers: IndexAnalyzers) {
    this.index = new FieldIndex(field);
    this.analyzers = analyzers;
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
    const index = this.index;
    index.docValue = new Int32Array(size).fill(-1);
    this.docs.forEach((doc, position) => {
      index.docValue[doc] = this.values[position] ?? -1;
    });
    this.surfaces.forEach((terms, id) => {
      const docs = index.docsOfValue[id]?.length ?? 0;
      for (const term of terms) index.surfaceFreq.set(term, (index.surfaceFreq.get(term) ?? 0) + docs);
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
    index.sumLength += index.lengths[id] ?? 0;
  }

  /** Single values are keyed by themselves: variants share their template's string instances. */
  private valueId(scalars: Scalar[]): number {
    const single = scalars.length === 1 ? (scalars[0] as Scalar) : undefined;
    const key = single === undefined ? JSON.stringify(scalars) : '';
    const known = single === undefined ? this.multiIds.get(key) : this.singleIds.get(single);
    if (known !== undefined) return known;
    const index = this.index;
    const id = index.scalars.length;
    if (single === undefined) this.multiIds.set(key, id);
    else this.singleIds.set(single, id);
    index.scalars.push(scalars);
    index.docsOfValue.push([]);
    const surface = new Set<string>();
    let length = 0;
    const text = index.mapping.type === 'text';
    const analyzer = index.mapping.analyzer === 'plain' ? this.analyzers.plain : this.analyzers.default;
    for (const scalar of scalars) {
      if (text) {
        const tokens = analyzer.analyze(String(scalar));
        for (const token of tokens) {
          this.addPosting(token.term, id, length + token.position);
          if (!token.stemmed) surface.add(token.term);
        }
        length += positionCount(tokens) + POSITION_INCREMENT_GAP;
      } else {
        this.addPosting(String(scalar), id, -1);
        length += 1;
      }
    }
    index.lengths.push(text ? Math.max(0, length - POSITION_INCREMENT_GAP) : length);
    this.surfaces.push([...surface]);
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
