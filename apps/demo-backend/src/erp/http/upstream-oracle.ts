import { readFileSync } from 'node:fs';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { UpstreamOracle, UpstreamRoute } from '../../../../../scripts/lib/upstream-oracle.ts';

/**
 * A route of the shop's deployment extension (src/erp/extension): not upstream's, so not a violation. With
 * `extraFields`, it is an upstream route the extension widens: its bodies and answers may carry fields (and a
 * body type, e.g. a lead's attachments as multipart) upstream does not declare.
 */
export interface ExtensionRoute {
  method: string;
  /** A path template, e.g. `/customer/{id}/update`. */
  path: string;
  extraFields?: boolean;
}

export interface UpstreamOracleOptions {
  /** What the released Shopinvader modules route and answer (.data/upstream/<version>.json, `npm run oracle`). */
  oracle: UpstreamOracle;
  extensionRoutes?: readonly ExtensionRoute[];
  /** Production refuses the violations' dev route, as it refuses every dev route. */
  production?: boolean;
}

type UpstreamViolationKind = 'route' | 'status' | 'request' | 'response';

export interface UpstreamViolation {
  kind: UpstreamViolationKind;
  method: string;
  /** The call as made, without the ERP base and query. */
  path: string;
  /** The upstream route it reached, e.g. `/sales/{sale_id}`. */
  route: string | null;
  status: number;
  errors: string[];
}

/**
 * The demo's own pages, which no Shopinvader module serves and no storefront calls as the ERP API, and
 * the `fastapi` addon's own `openapi.json` (the list of routes, not a module's).
 */
const DEMO_OWN_PATHS = [/^\/$/, /^\/_dev\//, /^\/payment\/providers\//, /^\/openapi\.json$/];
const MAX_VIOLATIONS = 1000;

/** DEMO_ERP_ORACLE: the path of an oracle file; the e2e stacks set it to hold the demo to upstream. */
export function upstreamOracleFromEnv(env: NodeJS.ProcessEnv = process.env): UpstreamOracle | undefined {
  const file = env.DEMO_ERP_ORACLE;
  if (!file) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as UpstreamOracle;
  } catch (error) {
    throw new Error(`DEMO_ERP_ORACLE=${file}: not a readable upstream oracle (npm run oracle writes it)`, {
      cause: error,
    });
  }
}

function templateMatches(template: string, segments: string[]): boolean {
  const parts = template.replace(/^\/+/, '').split('/');
  return (
    parts.length === segments.length &&
    parts.every((part, index) => /^\{[^}]+\}$/.test(part) || part === segments[index])
  );
}

function isJson(contentType: unknown): boolean {
  return typeof contentType === 'string' && /^application\/(.+\+)?json\b/.test(contentType);
}

function parsedPayload(payload: unknown): { ok: true; value: unknown } | { ok: false } {
  const text =
    typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
  if (text === null) return { ok: false };
  if (text === '') return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/**
 * Holds every ERP call and answer to the released modules (the upstream oracle): the route exists upstream with
 * that method, the JSON body fits its request schema, a 2xx JSON answer fits its answer schema. Violations are
 * recorded and logged, never thrown (the call goes on as the demo answers it); `GET <ERP>/_dev/upstream-violations`
 * lists them and `DELETE` clears them. Registered before the ERP's routes, it sees all of them.
 */
const upstreamOracleCheckPlugin: FastifyPluginAsync<UpstreamOracleOptions> = async (app, options) => {
  // Loaded only when the check is on: the demo's image has neither the repository's scripts nor ajv.
  const lib = await import('../../../../../scripts/lib/upstream-oracle.ts');
  const { oracle, extensionRoutes = [], production = false } = options;
  const base = app.prefix;
  const violations: UpstreamViolation[] = [];

  const record = (
    request: FastifyRequest,
    violation: Omit<UpstreamViolation, 'method' | 'path'>,
    path: string,
  ) => {
    const entry = { method: request.method, path, ...violation };
    if (violations.length < MAX_VIOLATIONS) violations.push(entry);
    request.log.warn(
      { upstreamViolation: entry },
      `upstream ${oracle.odooVersion} disagrees: ${entry.errors[0]}`,
    );
  };

  const extensionOf = (method: string, segments: string[]) =>
    extensionRoutes.find((route) => route.method === method && templateMatches(route.path, segments));

  function checkRequest(
    request: FastifyRequest,
    status: number,
    route: UpstreamRoute,
    path: string,
    extraFields: boolean,
  ) {
    const errors: string[] = [];
    const query = (request.query ?? {}) as Record<string, unknown>;
    for (const parameter of route.query)
      if (parameter.required && query[parameter.name] === undefined)
        errors.push(`the query parameter "${parameter.name}" is required upstream`);
    const body = request.body;
    const contentType = request.headers['content-type'];
    const hasBody =
      Number(request.headers['content-length'] ?? 0) > 0 ||
      request.headers['transfer-encoding'] !== undefined;
    if (route.requestBody) {
      if (hasBody && !isJson(contentType)) {
        if (!extraFields)
          errors.push(`the body is ${String(contentType)}; upstream takes ${route.requestBody.contentType}`);
      } else if (body === undefined || body === null) {
        if (route.requestBody.required) errors.push('upstream requires a body');
      } else {
        const schema = lib.upstreamRequestSchema(oracle, route);
        if (schema) errors.push(...lib.validateAgainstUpstream(schema, body, { extraFields }).errors);
      }
    }
    if (errors.length > 0) record(request, { kind: 'request', route: route.path, status, errors }, path);
  }

  function checkAnswer(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    route: UpstreamRoute,
    path: string,
    extraFields: boolean,
  ) {
    const status = reply.statusCode;
    if (status < 200 || status >= 300) return;
    const declared = route.responses[String(status)];
    const schema = lib.upstreamResponseSchema(oracle, route, status);
    if (!declared) {
      // The modules answer `Response(status_code=204)` where their declared answer may be null (no cart).
      const success =
        route.statusCode === null ? undefined : lib.upstreamResponseSchema(oracle, route, route.statusCode);
      const nullAllowed = success !== undefined && lib.validateAgainstUpstream(success, null).valid;
      if (!(status === 204 && nullAllowed))
        record(
          request,
          {
            kind: 'status',
            route: route.path,
            status,
            errors: [`answered ${status}; upstream answers ${route.statusCode}`],
          },
          path,
        );
      return;
    }
    if (!schema || !isJson(reply.getHeader('content-type'))) return;
    const parsed = parsedPayload(payload);
    if (!parsed.ok) return;
    const { errors } = lib.validateAgainstUpstream(schema, parsed.value, { extraFields });
    if (errors.length > 0) record(request, { kind: 'response', route: route.path, status, errors }, path);
  }

  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.url.split('?')[0] ?? '';
    const path = url.startsWith(base) ? url.slice(base.length) || '/' : url;
    if (DEMO_OWN_PATHS.some((pattern) => pattern.test(path))) return payload;
    const segments = path.replace(/^\/+/, '').split('/');
    const extension = extensionOf(request.method, segments);
    const route = lib.findUpstreamRoute(oracle, request.method, path);
    if (!route) {
      if (!extension)
        record(
          request,
          {
            kind: 'route',
            route: null,
            status: reply.statusCode,
            errors: [`no released ${oracle.odooVersion} module routes ${request.method} ${path}`],
          },
          path,
        );
      return payload;
    }
    const extraFields = extension?.extraFields === true;
    checkRequest(request, reply.statusCode, route, path, extraFields);
    checkAnswer(request, reply, payload, route, path, extraFields);
    return payload;
  });

  app.get('/_dev/upstream-violations', async (_request, reply) => {
    if (production)
      return reply.code(403).send({ detail: 'Development endpoints are disabled in production mode' });
    return { odoo_version: oracle.odooVersion, count: violations.length, items: violations };
  });
  app.delete('/_dev/upstream-violations', async (_request, reply) => {
    if (production)
      return reply.code(403).send({ detail: 'Development endpoints are disabled in production mode' });
    violations.length = 0;
    return { odoo_version: oracle.odooVersion, count: 0, items: [] };
  });
};

/** Not encapsulated (as fastify-plugin does): its hook applies to the routes of the area that registers it. */
export const upstreamOracleCheck = Object.assign(upstreamOracleCheckPlugin, {
  [Symbol.for('skip-override')]: true,
});
