import type { FastifyInstance } from 'fastify';
import type { OptionalModule } from './optional-modules.ts';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * Collects the area's routes as they are declared, for `openapi.json`: call before any route is.
 * Odoo's FastAPI endpoint serves that document at its root (the `fastapi` addon's `openapi_url`, on
 * unless the endpoint's "Expose FastAPI docs" is unticked), and the storefront reads from it which
 * modules the ERP has; the demo's lists what it serves, so leaving a module out shows there too.
 */
export function collectOpenApiPaths(app: FastifyInstance): Map<string, Set<string>> {
  const paths = new Map<string, Set<string>>();
  app.addHook('onRoute', (route) => {
    const local = route.url.slice(app.prefix.length) || '/';
    if (local.startsWith('/_dev')) return;
    // FastAPI's path templates: `{id}` where Fastify writes `:id`.
    const template = local.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
    const methods = [route.method].flat().filter((method) => (METHODS as readonly string[]).includes(method));
    if (methods.length === 0) return;
    const known = paths.get(template) ?? new Set<string>();
    for (const method of methods) known.add(method.toLowerCase());
    paths.set(template, known);
  });
  return paths;
}

const optionalText = { anyOf: [{ type: 'string' }, { type: 'null' }], default: null };

/**
 * The schema properties a module without routes of its own adds (read from the released wheels): the
 * storefront knows such a module by them. Only those properties are listed, not whole schemas.
 */
function moduleSchemas(modules: readonly OptionalModule[]) {
  const schemas: Record<string, { properties: Record<string, unknown> }> = {};
  if (modules.includes('shopinvader_api_address_shipping_note')) {
    for (const name of ['DeliveryAddress', 'DeliveryAddressCreate', 'DeliveryAddressUpdate'])
      schemas[name] = { properties: { shipping_note: { ...optionalText, title: 'Shipping Note' } } };
  }
  if (modules.includes('shopinvader_api_cart_step')) {
    schemas.CartUpdateInput = {
      properties: {
        current_step: { ...optionalText, title: 'Current Step' },
        next_step: { ...optionalText, title: 'Next Step' },
      },
    };
    const step = { $ref: '#/components/schemas/CartStep' };
    schemas.Sale = {
      properties: {
        step: { anyOf: [step, { type: 'null' }] },
        done_steps: {
          anyOf: [{ type: 'array', items: step }, { type: 'null' }],
          default: [],
          title: 'Done Steps',
        },
      },
    };
  }
  return schemas;
}

/** GET openapi.json: the paths and methods served, in an OpenAPI 3.1 document as FastAPI's is. */
export function registerOpenApiRoute(
  app: FastifyInstance,
  paths: Map<string, Set<string>>,
  modules: readonly OptionalModule[],
): void {
  app.get('/openapi.json', async () => ({
    openapi: '3.1.0',
    components: { schemas: moduleSchemas(modules) },
    info: { title: 'Shopinvader (demo ERP)', version: '0.1.0' },
    paths: Object.fromEntries(
      [...paths]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([path, methods]) => [
          path,
          Object.fromEntries([...methods].sort().map((method) => [method, { responses: {} }])),
        ]),
    ),
  }));
}
