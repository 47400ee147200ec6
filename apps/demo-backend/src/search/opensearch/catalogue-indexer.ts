import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from '../../db/database.ts';
import { type Locale, readCatalogue } from '../catalogue/read-catalogue.ts';
import { categoryDocuments } from '../documents/category-documents.ts';
import { productDocuments } from '../documents/product-documents.ts';
import type { SearchDocument } from '../documents/search-document.ts';
import type { SearchConfig } from '../search-config.ts';
import { LOCALES } from '../search-service.ts';
import { type IndexKind, indexBody } from './index-body.ts';
import { OpenSearchHttpError, openSearchRequest } from './opensearch-http.ts';

export interface IndexedIndex {
  name: string;
  kind: IndexKind;
  locale: Locale;
  documents: number;
}

/** Requests of `_bulk` stay around this size: large enough to be quick, small for a 512 MB heap. */
const BULK_BYTES = 4 * 1024 * 1024;

interface BulkAnswer {
  errors: boolean;
  items: Array<Record<string, { _id?: string; status: number; error?: { type: string; reason: string } }>>;
}

/**
 * How a node short of memory or of write threads is given time: it answers a whole `_bulk` with 429
 * (its circuit breaker) or refuses some of its documents with 429 (a full write queue), and those are sent
 * again after a wait that doubles each time, as the official clients' bulk helpers do.
 */
export const BULK_RETRY = { tries: 6, firstWaitMs: 500 };

type BulkLine = [action: string, source: string];

/** One `_bulk` request, sent again while the node answers it as a whole with 429. */
async function sendBulk(url: string, lines: readonly BulkLine[]): Promise<BulkAnswer> {
  const body = `${lines.flat().join('\n')}\n`;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return (await openSearchRequest(url, 'POST', '/_bulk', body)) as BulkAnswer;
    } catch (error) {
      if (!(error instanceof OpenSearchHttpError) || error.status !== 429 || attempt >= BULK_RETRY.tries)
        throw error;
      await sleep(BULK_RETRY.firstWaitMs * 2 ** (attempt - 1));
    }
  }
}

/**
 * Sends the documents to `index` with `_bulk`, in requests of about BULK_BYTES; documents refused with
 * 429 are sent again (BULK_RETRY), any other refusal throws.
 */
export async function bulkIndex(
  url: string,
  index: string,
  documents: readonly SearchDocument[],
): Promise<void> {
  let lines: BulkLine[] = [];
  let bytes = 0;
  const flush = async () => {
    for (let attempt = 1; lines.length > 0; attempt += 1) {
      const answer = await sendBulk(url, lines);
      const results = answer.items.map((item) => Object.values(item)[0]);
      const refused = answer.errors ? results.filter((result) => result?.error) : [];
      const busy = refused.filter((result) => result?.status === 429);
      if (refused.length > busy.length || (busy.length > 0 && attempt >= BULK_RETRY.tries)) {
        const first = refused
          .slice(0, 3)
          .map((result) => `${result?._id}: ${result?.error?.type}: ${result?.error?.reason}`);
        throw new Error(`${index}: ${refused.length} documents refused by _bulk, e.g. ${first.join('; ')}`);
      }
      lines = lines.filter((_, at) => results[at]?.status === 429);
      if (lines.length > 0) await sleep(BULK_RETRY.firstWaitMs * 2 ** (attempt - 1));
    }
    bytes = 0;
  };
  for (const document of documents) {
    const action = JSON.stringify({ index: { _index: index, _id: document.id } });
    const source = JSON.stringify(document.source);
    lines.push([action, source]);
    bytes += action.length + source.length + 2;
    if (bytes >= BULK_BYTES) await flush();
  }
  await flush();
}

/**
 * Writes the demo catalogue of `db` into a real Elasticsearch or OpenSearch at `url`: for each language,
 * the product and category indices the demo index serves (`{prefix}_{locale}`, same names, same
 * documents built by the same code, image URLs on `config.mediaBaseUrl`), each dropped and created again
 * with indexBody's settings and mapping, then refreshed so that searches see every document.
 */
export async function indexCatalogue(
  url: string,
  db: Database,
  config: SearchConfig,
  locales: readonly Locale[] = LOCALES,
): Promise<IndexedIndex[]> {
  const planned = locales.flatMap((locale) => {
    const snapshot = readCatalogue(db, locale);
    return [
      { kind: 'products' as const, prefix: config.productsIndex, build: productDocuments },
      { kind: 'categories' as const, prefix: config.categoriesIndex, build: categoryDocuments },
    ].map(({ kind, prefix, build }) => ({
      name: `${prefix}_${locale}`,
      kind,
      locale,
      documents: build(snapshot, config.mediaBaseUrl),
    }));
  });
  const names = planned.map((index) => index.name).join(',');
  // Created together: the node batches the cluster-state updates, a second instead of one per index.
  await openSearchRequest(url, 'DELETE', `/${names}?ignore_unavailable=true`);
  await Promise.all(
    planned.map((index) =>
      openSearchRequest(url, 'PUT', `/${index.name}`, indexBody(index.kind, index.locale)),
    ),
  );
  for (const index of planned) await bulkIndex(url, index.name, index.documents);
  await openSearchRequest(url, 'POST', `/${names}/_refresh`);
  return planned.map(({ name, kind, locale, documents }) => ({
    name,
    kind,
    locale,
    documents: documents.length,
  }));
}
