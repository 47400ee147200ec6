import { beforeAll, describe, expect, it } from 'vitest';
import {
  loadUpstreamOracle,
  validateAgainstUpstream,
  type JsonSchema,
  type UpstreamOracle,
} from '../../../../../scripts/lib/upstream-oracle.ts';
import { ensureUpstreamOracle } from '../../../../../scripts/upstream-oracle.ts';
import { migrate, openDatabase } from '../../db/database.ts';
import { readCatalogue } from '../catalogue/read-catalogue.ts';
import { ensureDemoCatalogue } from '../catalogue/write-catalogue.ts';
import { categoryDocuments } from './category-documents.ts';
import { productDocuments } from './product-documents.ts';
import type { SearchDocument } from './search-document.ts';

/**
 * The fields of the demo's product documents that no released Shopinvader exporter writes: the variant extras of docs/product/entities.md#product
 * variant details and the variant selector, which a shop adds with an exporter of its own
 * (docs/deploying.md, "Fields the documents need"). Every other field is written as the released
 * exporters write it.
 */
const PRODUCT_EXTRAS = [
  'barcode',
  'capacity',
  'variant_selector',
  'sphere',
  'sphere_of_use',
  'latin_name',
  'ingredients',
  'allergens',
  'labelling',
  'product_type',
  'use_condition',
  'use_restriction',
  'general_description',
];

let oracle: UpstreamOracle;
let products: SearchDocument[];
let categories: SearchDocument[];

beforeAll(async () => {
  await ensureUpstreamOracle();
  oracle = loadUpstreamOracle('16.0');
  const db = openDatabase(':memory:');
  migrate(db);
  ensureDemoCatalogue(db);
  const snapshot = readCatalogue(db, 'fr');
  products = productDocuments(snapshot, 'http://127.0.0.1:1');
  categories = categoryDocuments(snapshot, 'http://127.0.0.1:1');
  db.close();
}, 600_000);

/** The document's fields the schema declares, checked strictly, and the names of the others. */
function against(schema: JsonSchema, source: Record<string, unknown>) {
  const declared = Object.keys((schema.properties ?? {}) as Record<string, unknown>);
  const known = Object.fromEntries(Object.entries(source).filter(([key]) => declared.includes(key)));
  const extras = Object.keys(source).filter((key) => !declared.includes(key));
  return { ...validateAgainstUpstream(schema, known), extras };
}

describe('the demo index, read against the released 16.0 exporters', () => {
  it('writes product documents as shopinvader_search_engine_product_multi_price and its companions do', () => {
    const schema = oracle.documents.product.shopinvader_search_engine_product_multi_price!;
    expect(products.length).toBeGreaterThan(100);
    const extras = new Set<string>();
    for (const document of products) {
      const result = against(schema, document.source);
      expect(result.errors, `product ${document.id}`).toEqual([]);
      for (const extra of result.extras) extras.add(extra);
    }
    expect([...extras].sort()).toEqual([...PRODUCT_EXTRAS].sort());
  });

  it('writes category documents as shopinvader_product and its companions do, with nothing else', () => {
    const schema = oracle.documents.category!;
    for (const document of categories) {
      const result = against(schema, document.source);
      expect(result.errors, `category ${document.id}`).toEqual([]);
      expect(result.extras, `category ${document.id}`).toEqual([]);
    }
  });
});
