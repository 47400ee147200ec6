import type { Database } from '../db/database.ts';
import { type Locale, catalogueRevision, readCatalogue } from './catalogue/read-catalogue.ts';
import { categoryDocuments } from './documents/category-documents.ts';
import { indexDefinition } from './documents/index-definitions.ts';
import { productDocuments } from './documents/product-documents.ts';
import { indexNotFound, parsingError } from './engine/errors.ts';
import { type IndexData, buildIndex } from './engine/index-builder.ts';
import { isObject } from './engine/json.ts';
import { executeSearch } from './engine/search/execute-search.ts';
import type { SearchConfig } from './search-config.ts';

export const LOCALES: readonly Locale[] = ['fr', 'nl', 'en', 'de'];

interface IndexDefinition {
  name: string;
  locale: Locale;
  kind: 'products' | 'categories';
}

/** Values at a dotted path of a _source, arrays flattened (ES terms lookup). */
function valuesAt(source: unknown, path: string[]): unknown[] {
  if (path.length === 0)
    return Array.isArray(source) ? source.flatMap((item) => valuesAt(item, [])) : [source];
  if (Array.isArray(source)) return source.flatMap((item) => valuesAt(item, path));
  if (!isObject(source)) return [];
  const [head, ...rest] = path;
  return valuesAt(source[head as string], rest);
}

/**
 * The product and category indices of every language, built from the catalogue tables on first use
 * and rebuilt when the catalogue revision moves (any write to the catalogue bumps it).
 */
export class SearchService {
  private readonly db: Database;
  private readonly config: SearchConfig;
  private readonly definitions: IndexDefinition[];
  private readonly built = new Map<string, IndexData>();
  private revision = -1;

  constructor(db: Database, config: SearchConfig) {
    this.db = db;
    this.config = config;
    this.definitions = LOCALES.flatMap((locale) => [
      { name: `${config.productsIndex}_${locale}`, locale, kind: 'products' as const },
      { name: `${config.categoriesIndex}_${locale}`, locale, kind: 'categories' as const },
    ]);
  }

  get indexNames(): string[] {
    return this.definitions.map((definition) => definition.name);
  }

  /** Builds every index now (at start), instead of on the first search. */
  warm(): void {
    for (const definition of this.definitions) this.index(definition);
  }

  private index(definition: IndexDefinition): IndexData {
    const revision = catalogueRevision(this.db);
    if (revision !== this.revision) {
      this.built.clear();
      this.revision = revision;
    }
    let index = this.built.get(definition.name);
    if (!index) {
      const snapshot = readCatalogue(this.db, definition.locale);
      const build = definition.kind === 'products' ? productDocuments : categoryDocuments;
      index = buildIndex(
        definition.name,
        indexDefinition(definition.kind, definition.locale),
        build(snapshot, this.config.mediaBaseUrl),
      );
      this.built.set(definition.name, index);
    }
    return index;
  }

  /** Accepts `demo_products_fr` and the Odoo-style `demo_products_fr_be` (any region) for the same index. */
  private definitionOf(name: string): IndexDefinition | undefined {
    const canonical = /^(.*_(?:fr|nl|en|de))_[a-z]{2}$/.exec(name)?.[1];
    return this.definitions.find((definition) => definition.name === name || definition.name === canonical);
  }

  /** Resolves `a`, `a,b` and `prefix_*` like ES: unknown names are a 404, unmatched wildcards are empty. */
  resolve(expression: string): IndexData[] {
    const selected = new Map<string, IndexDefinition>();
    for (const part of expression.split(',').map((item) => item.trim())) {
      if (part === '') throw parsingError('empty index name in the index list');
      if (part.includes('*')) {
        const pattern = new RegExp(
          `^${part
            .split('*')
            .map((text) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
            .join('.*')}$`,
        );
        for (const definition of this.definitions)
          if (pattern.test(definition.name)) selected.set(definition.name, definition);
        continue;
      }
      const definition = this.definitionOf(part);
      if (!definition) throw indexNotFound(part);
      selected.set(definition.name, definition);
    }
    return [...selected.values()].map((definition) => this.index(definition));
  }

  search(expression: string, body: unknown): Record<string, unknown> {
    const indices = this.resolve(expression);
    return executeSearch(indices, body, {
      lookupTerms: (indexName, id, path) => {
        const [index] = this.resolve(indexName);
        const doc = index?.docById.get(id);
        return index && doc !== undefined ? valuesAt(index.sources[doc], path.split('.')) : [];
      },
    });
  }

  mappings(expression: string): Record<string, unknown> {
    return Object.fromEntries(
      this.resolve(expression).map((index) => [index.name, { mappings: index.mapping.json }]),
    );
  }
}
