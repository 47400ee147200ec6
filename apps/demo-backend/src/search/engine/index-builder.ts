import { type IndexAnalysis, buildAnalysis } from '../analysis/analyzer.ts';
import type { IndexDefinition } from '../documents/index-definitions.ts';
import type { SearchDocument } from '../documents/search-document.ts';
import { FieldBuilder } from './field-builder.ts';
import { IndexMapping } from './mapping.ts';
import { Segment } from './segment.ts';

/** A searchable index: the documents, their mapping and the inverted structures built from them. */
export interface IndexData {
  name: string;
  mapping: IndexMapping;
  analysis: IndexAnalysis;
  ids: string[];
  sources: Record<string, unknown>[];
  docById: Map<string, number>;
  root: Segment;
}

interface SegmentDraft {
  size: number;
  builders: Map<string, FieldBuilder>;
  parents: number[];
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Walks each _source once, feeding every leaf to the field builders of its (root or nested) segment. */
class Collector {
  readonly root: SegmentDraft = { size: 0, builders: new Map(), parents: [] };
  readonly nested = new Map<string, SegmentDraft>();
  private readonly mapping: IndexMapping;
  /** Child paths by parent path and key: the same string instances, so map lookups hash them once. */
  private readonly paths = new Map<string, Map<string, string>>();

  constructor(mapping: IndexMapping) {
    this.mapping = mapping;
  }

  addDocument(doc: number, source: Record<string, unknown>): void {
    this.root.size += 1;
    this.walkObject(source, '', this.root, doc, doc);
  }

  private childPath(parent: string, key: string): string {
    let children = this.paths.get(parent);
    if (!children) this.paths.set(parent, (children = new Map()));
    let path = children.get(key);
    if (path === undefined) children.set(key, (path = parent ? `${parent}.${key}` : key));
    return path;
  }

  private walkObject(
    object: Record<string, unknown>,
    path: string,
    draft: SegmentDraft,
    doc: number,
    rootDoc: number,
  ) {
    for (const key in object) this.walk(object[key], this.childPath(path, key), draft, doc, rootDoc);
  }

  private walk(value: unknown, path: string, draft: SegmentDraft, doc: number, rootDoc: number): void {
    if (value === null || value === undefined) return;
    const kind = this.mapping.paths.get(path);
    if (kind === 'disabled') return;
    if (kind === 'nested' && draft === this.root) {
      let nested = this.nested.get(path);
      if (!nested) this.nested.set(path, (nested = { size: 0, builders: new Map(), parents: [] }));
      for (const item of Array.isArray(value) ? value : [value]) {
        if (!isPlainObject(item)) continue;
        const child = nested.size;
        nested.size += 1;
        nested.parents.push(rootDoc);
        this.walkObject(item, path, nested, child, rootDoc);
      }
      return;
    }
    if (Array.isArray(value)) {
      for (const item of value) this.walk(item, path, draft, doc, rootDoc);
      return;
    }
    if (isPlainObject(value)) {
      if (kind === undefined) this.mapping.paths.set(path, 'object');
      this.walkObject(value, path, draft, doc, rootDoc);
      return;
    }
    const fields = this.mapping.targets.get(path) ?? this.mapping.mapDynamic(path, value);
    for (const field of fields) {
      // copy_to from a nested object into a root field feeds the root document.
      const toRoot = field.nestedPath === '' && draft !== this.root;
      const target = toRoot ? this.root : draft;
      let builder = target.builders.get(field.path);
      if (!builder) target.builders.set(field.path, (builder = new FieldBuilder(field)));
      builder.add(toRoot ? rootDoc : doc, value);
    }
  }
}

function buildSegment(draft: SegmentDraft, nestedPath: string): Segment {
  const segment = new Segment(draft.size, nestedPath);
  for (const [path, builder] of draft.builders) segment.fields.set(path, builder.finish(draft.size));
  return segment;
}

/** Analysis built once per index definition: rebuilt indices keep their analyzers and stem caches. */
const analyses = new WeakMap<IndexDefinition, IndexAnalysis>();

function analysisOf(definition: IndexDefinition): IndexAnalysis {
  let analysis = analyses.get(definition);
  if (!analysis) analyses.set(definition, (analysis = buildAnalysis(definition.settings)));
  return analysis;
}

/** An index of `documents` made as `definition` (settings and mappings, search-index/*.json) says. */
export function buildIndex(
  name: string,
  definition: IndexDefinition,
  documents: SearchDocument[],
): IndexData {
  const analysis = analysisOf(definition);
  const mapping = new IndexMapping(definition.mappings, analysis);
  const collector = new Collector(mapping);
  documents.forEach((document, doc) => collector.addDocument(doc, document.source));
  const root = buildSegment(collector.root, '');
  for (const [path, draft] of collector.nested) {
    const segment = buildSegment(draft, path);
    segment.parents = Int32Array.from(draft.parents);
    // Nested objects are appended in document order, so each document's children are one range.
    const start = new Int32Array(root.size);
    const end = new Int32Array(root.size);
    draft.parents.forEach((parent, child) => {
      if (end[parent] === 0) start[parent] = child;
      end[parent] = child + 1;
    });
    root.nested.set(path, segment);
    root.childStart.set(path, start);
    root.childEnd.set(path, end);
  }
  return {
    name,
    mapping,
    analysis,
    ids: documents.map((document) => document.id),
    sources: documents.map((document) => document.source),
    docById: new Map(documents.map((document, doc) => [document.id, doc])),
    root,
  };
}
