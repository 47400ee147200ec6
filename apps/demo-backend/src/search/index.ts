import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { AreaOptions } from '../area-options.ts';
import { ensureDemoCatalogue } from './catalogue/write-catalogue.ts';
import { SearchError } from './engine/errors.ts';
import { loadSearchConfig } from './search-config.ts';
import { registerSearchCors } from './search-cors.ts';
import { SearchService } from './search-service.ts';

export { findVariantById, type VariantSummary } from './catalogue/find-variant.ts';
export { ensureDemoCatalogue } from './catalogue/write-catalogue.ts';
export { mediaRoutes } from './media/media-routes.ts';

const ALLOWED_PARAMS = ['pretty', 'human', 'error_trace', 'source', 'source_content_type'];

function parseBody(raw: unknown): unknown {
  if (typeof raw !== 'string' || raw.trim() === '') return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch (error) {
    throw new SearchError(
      400,
      'x_content_parse_exception',
      `Failed to parse the request body: ${(error as Error).message}`,
    );
  }
}

function sendError(reply: FastifyReply, error: SearchError) {
  return reply.code(error.status).send(error.toBody());
}

/**
 * Elasticsearch `_search`-compatible product and category indices (`docs/contracts/search.md`), built
 * from the catalogue tables. The demo catalogue is seeded into an empty database first.
 */
export const searchRoutes: FastifyPluginAsync<AreaOptions> = async (app, { db, config }) => {
  ensureDemoCatalogue(db);
  const searchConfig = config.search ?? loadSearchConfig({}, config.port);
  const service = new SearchService(db, searchConfig);
  service.warm();
  registerSearchCors(app, searchConfig.cors);

  // Bodies are read as text here so malformed JSON gets Elasticsearch's error, not Fastify's.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof SearchError) return sendError(reply, error);
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 500) request.log.error({ err: error }, 'search failed');
    const type = status >= 500 ? 'exception' : 'illegal_argument_exception';
    const reason = status >= 500 || !(error instanceof Error) ? 'internal error' : error.message;
    return sendError(reply, new SearchError(status, type, reason));
  });

  app.get('/', async () => ({
    area: 'search',
    name: 'demo-backend',
    cluster_name: 'demo',
    version: { number: '7.17.0', distribution: 'demo-backend' },
    indices: service.indexNames,
    tagline: 'You Know, for Search',
  }));

  const search = async (
    request: { params: unknown; query: unknown; body: unknown; method: string },
    reply: FastifyReply,
  ) => {
    const { index } = request.params as { index: string };
    const query = request.query as Record<string, string | undefined>;
    for (const key of Object.keys(query)) {
      if (!ALLOWED_PARAMS.includes(key)) {
        throw new SearchError(
          400,
          'illegal_argument_exception',
          `request [/${index}/_search] contains unrecognized parameter: [${key}]`,
        );
      }
    }
    const body = parseBody(request.body ?? query.source);
    return reply.send(service.search(index, body));
  };
  app.post('/:index/_search', search);
  app.get('/:index/_search', search);

  /**
   * `_msearch`: NDJSON pairs of a header (its `index`, else the path's) and a `_search` body, one answer
   * per pair in their order, each with its status: one search's error does not fail the others.
   */
  const multiSearch = async (request: { params: unknown; body: unknown }, reply: FastifyReply) => {
    const { index: pathIndex } = request.params as { index?: string };
    const text = typeof request.body === 'string' ? request.body : '';
    if (text !== '' && !text.endsWith('\n'))
      throw new SearchError(
        400,
        'illegal_argument_exception',
        'The msearch request must be terminated by a newline [\n]',
      );
    const lines = text.split('\n').filter((line) => line.trim() !== '');
    if (lines.length === 0)
      throw new SearchError(
        400,
        'action_request_validation_exception',
        'Validation Failed: 1: no requests added;',
      );
    const responses = [];
    for (let at = 0; at < lines.length; at += 2) {
      try {
        const header = parseBody(lines[at]) as { index?: unknown } | undefined;
        const index = typeof header?.index === 'string' ? header.index : pathIndex;
        if (!index)
          throw new SearchError(
            400,
            'action_request_validation_exception',
            'Validation Failed: 1: no index specified;',
          );
        responses.push({ ...service.search(index, parseBody(lines[at + 1] ?? '{}')), status: 200 });
      } catch (error) {
        if (!(error instanceof SearchError)) throw error;
        responses.push(error.toBody());
      }
    }
    return reply.send({ took: 0, responses });
  };
  app.post('/_msearch', multiSearch);
  app.post('/:index/_msearch', multiSearch);
  app.get('/:index/_mapping', async (request) =>
    service.mappings((request.params as { index: string }).index),
  );
};
