import { readFileSync } from 'node:fs';
import type { Locale } from '../catalogue/read-catalogue.ts';
import type { MappingJson } from '../engine/mapping.ts';

export type IndexKind = 'products' | 'categories';

/** A whole index body as Elasticsearch and OpenSearch take it at index creation. */
export interface IndexDefinition {
  settings: Record<string, unknown>;
  mappings: MappingJson;
}

/** The index bodies a shop installs (search-index/README.md): the demo index uses them as they are. */
const SEARCH_INDEX_DIR = new URL('../../../../../search-index/', import.meta.url);

const definitions = new Map<string, IndexDefinition>();

/** The body of search-index/{kind}.{locale}.json, read once. */
export function indexDefinition(kind: IndexKind, locale: Locale): IndexDefinition {
  const file = `${kind}.${locale}.json`;
  let definition = definitions.get(file);
  if (!definition) {
    const body = JSON.parse(
      readFileSync(new URL(file, SEARCH_INDEX_DIR), 'utf8'),
    ) as Partial<IndexDefinition>;
    if (typeof body.settings !== 'object' || typeof body.mappings?.properties !== 'object')
      throw new Error(
        `search-index/${file} must hold {"settings": {...}, "mappings": {"properties": {...}}}`,
      );
    definition = body as IndexDefinition;
    definitions.set(file, definition);
  }
  return definition;
}
