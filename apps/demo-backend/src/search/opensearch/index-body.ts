import type { Locale } from '../catalogue/read-catalogue.ts';
import { type IndexDefinition, type IndexKind, indexDefinition } from '../documents/index-definitions.ts';

export type { IndexKind } from '../documents/index-definitions.ts';
export type IndexBody = IndexDefinition;

/**
 * Settings and mapping of one index of a real Elasticsearch or OpenSearch: the shipped file
 * search-index/{kind}.{locale}.json, the same the demo index is built from. The only place that says
 * what a real index is made of.
 */
export function indexBody(kind: IndexKind, locale: Locale): IndexBody {
  return indexDefinition(kind, locale);
}
