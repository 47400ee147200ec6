/**
 * The released Shopinvader modules beyond the product documents (docs/product/) that the storefront uses where the ERP has them, each
 * known by the routes it mounts (read from the released wheels: tools/upstream-oracle/modules.json).
 */
export const OPTIONAL_ERP_MODULES = {
  mailingList: {
    module: 'shopinvader_api_mass_mailing',
    routes: ['POST /mass_mailing/subscribe', 'POST /mass_mailing/unsubscribe'],
  },
  wishlists: {
    module: 'shopinvader_api_wishlist',
    routes: [
      'GET /wishlists',
      'POST /wishlists/create',
      'POST /wishlists/{_id}/update',
      'DELETE /wishlists/{_id}',
      'POST /wishlists/{_id}/add_item',
      'POST /wishlists/{_id}/delete_item',
      'POST /wishlists/{_id}/add_to_cart',
    ],
  },
  // Routes of modules the shop needs anyway, which an older release or the ERP's proxy may lack.
  boughtProducts: { module: 'shopinvader_api_sale', routes: ['GET /sales/lines'] },
  shipments: { module: 'shopinvader_api_delivery_carrier', routes: ['GET /deliveries'] },
} as const;

export type OptionalErpModule = keyof typeof OPTIONAL_ERP_MODULES;

/** Which optional modules the ERP has. */
export type ErpModules = Record<OptionalErpModule, boolean>;

const NAMES = Object.keys(OPTIONAL_ERP_MODULES) as OptionalErpModule[];

/** What the shop shows while it does not know: none of them, as on an ERP without any. */
export const NO_ERP_MODULES: ErpModules = Object.fromEntries(
  NAMES.map((name) => [name, false]),
) as ErpModules;

/**
 * The modules whose every route the endpoint's OpenAPI document (the `fastapi` addon's
 * `openapi.json`) lists; undefined when the document has no `paths` object.
 */
export function modulesFromOpenApi(document: unknown): ErpModules | undefined {
  if (typeof document !== 'object' || document === null) return undefined;
  const paths = (document as { paths?: unknown }).paths;
  if (typeof paths !== 'object' || paths === null || Array.isArray(paths)) return undefined;
  const served = (route: string) => {
    const [method = '', path = ''] = route.split(' ');
    const operations: unknown = (paths as Record<string, unknown>)[path];
    return typeof operations === 'object' && operations !== null && method.toLowerCase() in operations;
  };
  return Object.fromEntries(
    NAMES.map((name) => [name, OPTIONAL_ERP_MODULES[name].routes.every(served)]),
  ) as ErpModules;
}
