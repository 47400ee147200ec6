import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ConfigError } from '../config-error.ts';

/**
 * Cross-origin access to the search endpoint, as Elasticsearch's `http.cors.*` settings give it
 * (`enabled`, `allow-origin`, `allow-methods`, `allow-headers`, `allow-credentials`, `max-age`), so a
 * browser client that queries Elasticsearch directly can be tried against the demo index.
 */
export interface SearchCors {
  /** `*`, a list of origins, or a pattern written `/…/` as Elasticsearch takes it. */
  allowOrigin: '*' | readonly string[] | RegExp;
  allowMethods: readonly string[];
  allowHeaders: readonly string[];
  allowCredentials: boolean;
  maxAgeSeconds: number;
}

/** Elasticsearch's defaults for the other settings. */
const DEFAULT_METHODS = 'OPTIONS,HEAD,GET,POST,PUT,DELETE';
const DEFAULT_HEADERS =
  'X-Requested-With,Content-Type,Content-Length,Authorization,Accept,User-Agent,X-Elastic-Client-Meta';
const DEFAULT_MAX_AGE = 1_728_000;

const list = (raw: string) =>
  raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

function allowOrigin(raw: string): SearchCors['allowOrigin'] {
  if (raw === '*') return '*';
  if (raw.length > 2 && raw.startsWith('/') && raw.endsWith('/')) {
    try {
      return new RegExp(raw.slice(1, -1));
    } catch {
      throw new ConfigError(`DEMO_SEARCH_CORS_ALLOW_ORIGIN is not a valid pattern: '${raw}'`);
    }
  }
  return list(raw).map((origin) => {
    try {
      return new URL(origin).origin;
    } catch {
      throw new ConfigError(
        `DEMO_SEARCH_CORS_ALLOW_ORIGIN must list origins, '*' or a /pattern/, got '${origin}'`,
      );
    }
  });
}

/**
 * Off unless DEMO_SEARCH_CORS_ALLOW_ORIGIN is set, as Elasticsearch without `http.cors.enabled`: then
 * no answer carries CORS headers and a preflight finds no cross-origin permission.
 */
export function loadSearchCors(env: NodeJS.ProcessEnv): SearchCors | undefined {
  const origin = env.DEMO_SEARCH_CORS_ALLOW_ORIGIN?.trim();
  if (!origin) return undefined;
  const credentials = (env.DEMO_SEARCH_CORS_ALLOW_CREDENTIALS ?? 'false').trim().toLowerCase();
  if (!['true', 'false'].includes(credentials)) {
    throw new ConfigError(`DEMO_SEARCH_CORS_ALLOW_CREDENTIALS must be true or false, got '${credentials}'`);
  }
  const maxAge = Number(env.DEMO_SEARCH_CORS_MAX_AGE?.trim() || DEFAULT_MAX_AGE);
  if (!Number.isInteger(maxAge) || maxAge < 0) {
    throw new ConfigError(`DEMO_SEARCH_CORS_MAX_AGE must be a whole number of seconds, got '${maxAge}'`);
  }
  return {
    allowOrigin: allowOrigin(origin),
    allowMethods: list(env.DEMO_SEARCH_CORS_ALLOW_METHODS || DEFAULT_METHODS).map((method) =>
      method.toUpperCase(),
    ),
    allowHeaders: list(env.DEMO_SEARCH_CORS_ALLOW_HEADERS || DEFAULT_HEADERS),
    allowCredentials: credentials === 'true',
    maxAgeSeconds: maxAge,
  };
}

function originAllowed(cors: SearchCors, origin: string, request: FastifyRequest): boolean {
  if (cors.allowOrigin === '*') return true;
  // A page of the server's own origin is never cross-origin.
  try {
    if (new URL(origin).host === request.headers.host) return true;
  } catch {
    return false;
  }
  return cors.allowOrigin instanceof RegExp
    ? cors.allowOrigin.test(origin)
    : cors.allowOrigin.includes(origin);
}

function allowHeaders(cors: SearchCors, origin: string, reply: FastifyReply): void {
  // `*` cannot go with credentials: the origin is then named, as Elasticsearch does.
  if (cors.allowOrigin === '*' && !cors.allowCredentials) {
    reply.header('access-control-allow-origin', '*');
  } else {
    reply.header('access-control-allow-origin', origin);
    reply.header('vary', 'Origin');
  }
  if (cors.allowCredentials) reply.header('access-control-allow-credentials', 'true');
}

/** The methods a path of the search API answers, for `OPTIONS` (Elasticsearch's `Allow`). */
function methodsOf(url: string): string {
  return url.split('?')[0]?.endsWith('/_search') ? 'GET,POST' : 'GET,HEAD';
}

/**
 * Answers `OPTIONS` everywhere under the search prefix: a CORS preflight from an allowed origin gets
 * the permissions (200), from another origin 403; any other `OPTIONS` gets the path's methods. With
 * CORS on, requests from an origin not allowed are refused (403) and allowed ones get their headers.
 */
export function registerSearchCors(app: FastifyInstance, cors: SearchCors | undefined): void {
  app.options('/*', async (request, reply) => {
    const origin = request.headers.origin;
    const preflight = origin !== undefined && request.headers['access-control-request-method'] !== undefined;
    if (cors && preflight) {
      if (!originAllowed(cors, origin, request)) return reply.code(403).send();
      allowHeaders(cors, origin, reply);
      return reply
        .header('access-control-allow-methods', cors.allowMethods.join(','))
        .header('access-control-allow-headers', cors.allowHeaders.join(','))
        .header('access-control-max-age', String(cors.maxAgeSeconds))
        .code(200)
        .send();
    }
    return reply.header('allow', methodsOf(request.url)).code(200).send();
  });
  if (!cors) return;
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (origin === undefined || request.method === 'OPTIONS') return;
    if (!originAllowed(cors, origin, request)) return reply.code(403).send();
    allowHeaders(cors, origin, reply);
  });
}
