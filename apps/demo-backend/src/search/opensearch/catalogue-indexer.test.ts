import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BULK_RETRY, bulkIndex } from './catalogue-indexer.ts';

type BulkItem = { index: { _id: string; status: number; error?: { type: string; reason: string } } };

/**
 * A node answering `_bulk` as OpenSearch does under pressure: each answer is decided by `answer`, given
 * the ids of the documents sent; every request's ids are kept.
 */
async function node(answer: (ids: string[], request: number) => { status: number; items?: BulkItem[] }) {
  const requests: string[][] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const ids = body
        .trim()
        .split('\n')
        .filter((_, at) => at % 2 === 0)
        .map((line) => (JSON.parse(line) as { index: { _id: string } }).index._id);
      requests.push(ids);
      const { status, items } = answer(ids, requests.length);
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(
          status === 429
            ? { error: { type: 'circuit_breaking_exception', reason: '[parent] Data too large' }, status }
            : { errors: items!.some((item) => item.index.error), items },
        ),
      );
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, requests, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const created = (id: string): BulkItem => ({ index: { _id: id, status: 201 } });
const refused = (id: string, status: number, type: string): BulkItem => ({
  index: { _id: id, status, error: { type, reason: type } },
});
const documents = ['a', 'b', 'c'].map((id) => ({ id, source: { name: id } }));

describe('bulk indexing on a node under pressure', () => {
  let server: Server | undefined;
  const firstWaitMs = BULK_RETRY.firstWaitMs;
  beforeEach(() => {
    // The waits' length is not what is tested: their order and what is sent again is.
    BULK_RETRY.firstWaitMs = 1;
  });
  afterEach(() => {
    BULK_RETRY.firstWaitMs = firstWaitMs;
    server?.close();
  });

  it('sends a request the node refused whole with 429 again, then only the documents it refused with 429', async () => {
    const busy = await node((ids, request) => {
      if (request === 1) return { status: 429 };
      if (request === 2)
        return {
          status: 200,
          items: ids.map((id) => (id === 'b' ? refused(id, 429, 'es_rejected') : created(id))),
        };
      return { status: 200, items: ids.map(created) };
    });
    server = busy.server;
    await bulkIndex(busy.url, 'demo_products_en', documents);
    expect(busy.requests).toEqual([['a', 'b', 'c'], ['a', 'b', 'c'], ['b']]);
  });

  it('gives up after its tries, and at once on a refusal that waiting does not cure', async () => {
    const full = await node(() => ({ status: 429 }));
    server = full.server;
    await expect(bulkIndex(full.url, 'demo_products_en', documents)).rejects.toThrow(/answered 429/);
    expect(full.requests).toHaveLength(BULK_RETRY.tries);
    full.server.close();

    const strict = await node((ids) => ({
      status: 200,
      items: ids.map((id) => (id === 'c' ? refused(id, 400, 'mapper_parsing_exception') : created(id))),
    }));
    server = strict.server;
    await expect(bulkIndex(strict.url, 'demo_products_en', documents)).rejects.toThrow(
      /1 documents refused by _bulk, e.g. c: mapper_parsing_exception/,
    );
    expect(strict.requests).toHaveLength(1);
  });
});
