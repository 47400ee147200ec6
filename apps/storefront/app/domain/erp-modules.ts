/** How an optional module shows in the ERP's OpenAPI document. */
interface ModuleSign {
  module: string;
  /** The routes it mounts, `METHOD /path`. */
  routes: readonly string[];
  /** For a module without routes of its own: the schema properties it adds, `Schema.property`. */
  properties?: readonly string[];
}

/**
 * The released Shopinvader modules beyond the product documents (docs/product/) that the storefront uses where the ERP has them, each
 * known by the routes it mounts or the schema properties it adds (read from the released wheels:
 * tools/upstream-oracle/modules.json).
 */
export const OPTIONAL_ERP_MODULES = {
  mailingList: {
    module: 'shopinvader_api_mass_mailing',
    routes: ['POST /mass_mailing/subscribe', 'POST /mass_mailing/unsubscribe'],
  },
  // Its cart route lives in the `carts/` sub-app, whose routes the endpoint's document does not list.
  quotations: {
    module: 'shopinvader_api_quotation',
    routes: [
      'GET /quotations',
      'GET /quotations/{quotation_id}',
      'POST /quotations/{quotation_id}/confirm',
      'GET /quotations/{quotation_id}/download',
    ],
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
  shippingNote: {
    module: 'shopinvader_api_address_shipping_note',
    routes: [],
    properties: ['DeliveryAddress.shipping_note'],
  },
  cartStep: {
    module: 'shopinvader_api_cart_step',
    routes: [],
    properties: ['CartUpdateInput.current_step', 'CartUpdateInput.next_step', 'Sale.step'],
  },
} as const satisfies Record<string, ModuleSign>;

export type OptionalErpModule = keyof typeof OPTIONAL_ERP_MODULES;

/** Which optional modules the ERP has. */
export type ErpModules = Record<OptionalErpModule, boolean>;

const NAMES = Object.keys(OPTIONAL_ERP_MODULES) as OptionalErpModule[];

/** What the shop shows while it does not know: none of them, as on an ERP without any. */
export const NO_ERP_MODULES: ErpModules = Object.fromEntries(
  NAMES.map((name) => [name, false]),
) as ErpModules;

/**
 * The modules whose every route and schema property the endpoint's OpenAPI document (the `fastapi`
 * addon's `openapi.json`) lists; undefined when the document has no `paths` object.
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
  const schemas = (document as { components?: { schemas?: unknown } }).components?.schemas;
  const declared = (property: string) => {
    const [schema = '', name = ''] = property.split('.');
    const properties = (schemas as Record<string, { properties?: unknown } | undefined> | undefined)?.[schema]
      ?.properties;
    return typeof properties === 'object' && properties !== null && name in properties;
  };
  return Object.fromEntries(
    NAMES.map((name) => {
      const sign: ModuleSign = OPTIONAL_ERP_MODULES[name];
      return [name, sign.routes.every(served) && (sign.properties ?? []).every(declared)];
    }),
  ) as ErpModules;
}
