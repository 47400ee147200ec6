import type { IndexData } from '../index-builder.ts';
import { fielddataError } from '../search/sort.ts';
import type { FieldIndex, Scalar, Segment } from '../segment.ts';

/** The documents an aggregation reads: a segment of an index (the top level, or a nested path). */
export interface AggContext {
  index: IndexData;
  segment: Segment;
  docs: number[];
  /** Inside a `nested` aggregation: the root documents' segment and each nested object's root document. */
  root?: { segment: Segment; parentOf: Map<number, number> };
}

/** The field of a context that an aggregation reads, refusing text fields like ES does (no fielddata). */
export function aggField(context: AggContext, path: string): FieldIndex | undefined {
  const mapping = context.index.mapping.fields.get(path);
  if (mapping?.type === 'text') throw fielddataError(path);
  return context.segment.fields.get(path);
}

export function valuesIn(
  contexts: AggContext[],
  path: string,
  visit: (value: Scalar, doc: number, context: AggContext) => void,
) {
  for (const context of contexts) {
    const field = aggField(context, path);
    if (!field) continue;
    for (const doc of context.docs)
      for (const value of field.scalarsOf(doc) ?? []) visit(value, doc, context);
  }
}
