import { type Analyzer, type Language, createAnalyzer } from '../analysis/analyzer.ts';
import type { SearchDocument } from '../documents/search-document.ts';
import { FieldBuilder } from './field-builder.ts';
import { IndexMapping, type MappingJson } from './mapping.ts';
import { Segment } from './segment.ts';

export interface IndexAnalyzers {
  default: Analyzer;
  plain: Analyzer;
}

/** A searchable index: the documents, their mapping and the inverted structures built from them. */
export interface IndexData {
  name: string;
  mapping: IndexMapping;
  analyzers: IndexAnalyzers;
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
  private readonly analyzers: IndexAnalyzers;
  /** Child paths by parent path and key: the same string instances, so map lookups hash them once. */
  private readonly paths = new Map<string, Map<string, string>>();

  constructor(mapping: IndexMapping, analyzers: IndexAnalyzers) {
    this.mapping = mapping;
    this.analyzers = analyzers;
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
      let builder = draft.builders.get(field.path);
      if (!builder) draft.builders.set(field.path, (builder = new FieldBuilder(field, this.analyzers)));
      builder.add(doc, value);
    }
  }
}

function buildSegment(draft: SegmentDraft, nestedPath: string): Segment {
  const segment = new Segment(draft.size, nestedPath);
  for (const [path, builder] of draft.builders) segment.fields.set(path, builder.finish(draft.size));
  return segment;
}

export function buildIndex(
  name: string,
  mappingJson: MappingJson,
  documents: SearchDocument[],
  language: Language,
): IndexData {
  const mapping = new IndexMapping(mappingJson);
  const analyzers = { default: createAnalyzer(language), plain: createAnalyzer(null) };
  const collector = new Collector(mapping, analyzers);
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
    analyzers,
    ids: documents.map((document) => document.id),
    sources: documents.map((document) => document.source),
    docById: new Map(documents.map((document, doc) => [document.id, doc])),
    root,
  };
}
