import { ConfigError } from '../../config-error.ts';

/**
 * The released Shopinvader modules the demo ERP serves but a real Odoo may lack. The storefront learns
 * which are there from the endpoint's `openapi.json` (openapi-routes.ts); DEMO_ERP_WITHOUT_MODULES
 * leaves some out, so that a shop without them can be tried and tested. `module/route` names one route
 * of a module the shop needs anyway (an older release may lack it, a proxy may keep it out): the module
 * stays, that route goes.
 */
export const OPTIONAL_MODULES = [
  'shopinvader_api_mass_mailing',
  'shopinvader_api_quotation',
  'shopinvader_api_wishlist',
  'shopinvader_api_sale/sales/lines',
  'shopinvader_api_delivery_carrier/deliveries',
  'shopinvader_api_address_shipping_note',
  'shopinvader_api_cart_step',
] as const;

export type OptionalModule = (typeof OPTIONAL_MODULES)[number];

const isOptionalModule = (name: string): name is OptionalModule =>
  (OPTIONAL_MODULES as readonly string[]).includes(name);

/** The optional modules served: all of them but those `raw` (a comma-separated list) names. */
export function readOptionalModules(raw: string | undefined): OptionalModule[] {
  const left = (raw ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = left.filter((name) => !isOptionalModule(name));
  if (unknown.length > 0)
    throw new ConfigError(
      `DEMO_ERP_WITHOUT_MODULES names modules the demo ERP does not serve: ${unknown.join(', ')} (known: ${OPTIONAL_MODULES.join(', ')})`,
    );
  return OPTIONAL_MODULES.filter((name) => !left.includes(name));
}
