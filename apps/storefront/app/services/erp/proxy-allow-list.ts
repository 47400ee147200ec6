import type { ErpApi } from '~/domain/erp-api';

/**
 * The ERP calls the browser makes (docs/contracts/README.md#erp-calls), the only ones the same-origin proxy forwards. Paths are
 * relative to the ERP base; both the spec's and the upstream API's names are listed where they differ
 * (cart base `v2/cart`, `cart` and `carts`; `invoice` and `invoices`), and the current generation's
 * (`carrier`, the invoices list: domain/erp-api.ts). The routes of the shop's extension are forwarded
 * only to an ERP that has it. Leads and newsletter subscriptions are sent by the storefront's server,
 * never through the proxy.
 */
type Method = 'GET' | 'POST' | 'DELETE';

interface AllowedCall {
  methods: readonly Method[];
  pattern: RegExp;
}

const ID = '\\d+';
const ADDRESS_TYPE = '(?:invoicing|delivery)';
const CART = '(?:v2/cart|carts|cart)';

const call = (methods: readonly Method[], path: string): AllowedCall => ({
  methods,
  pattern: new RegExp(`^${path}$`),
});

const STOCK_CALLS: readonly AllowedCall[] = [
  call(['POST'], 'auth/(?:login|logout|register|request_reset_password|set_password|validate_email)'),
  call(['GET'], 'auth/profile'),
  // Identity-provider mode: upstream serves them at the base, the spec under {auth}/.
  call(['POST'], '(?:auth/)?(?:signin|signout)'),
  call(['GET', 'POST'], 'customer'),
  call(['GET', 'POST'], `addresses/${ADDRESS_TYPE}`),
  call(['POST', 'DELETE'], `addresses/${ADDRESS_TYPE}/${ID}`),
  call(['GET'], 'sales'),
  call(['GET'], `sales/${ID}`),
  call(['GET'], `sales/${ID}/download`),
  call(['GET'], `invoices?/${ID}/download`),
  call(['GET'], 'invoices'),
  // Products bought and shipments, shown where the ERP has them (domain/erp-modules.ts).
  call(['GET'], 'sales/lines'),
  call(['GET'], 'deliveries'),
  // The customer's wishlists, read by the account and the product page's heart; changed by the server.
  call(['GET'], 'wishlists'),
  call(['GET'], 'settings'),
  call(['GET'], 'payment/methods'),
  call(['POST'], 'payment/transactions'),
  call(['GET'], '(?:[A-Za-z0-9-]+/)?delivery_carriers'),
  call(['GET'], 'delivery_pickups'),
  call(['POST'], `${CART}/sync`),
  call(
    ['POST'],
    `${CART}/current/(?:set_carrier|carrier|update|coupon|reward|set_pickup|set_public_delivery_pickup)`,
  ),
  // A code's rewards (shopinvader_api_sale_loyalty), asked when the code offers a choice.
  call(['GET'], 'loyalty/[^/]+'),
  call(['GET'], `${CART}/current/(?:delivery_carriers|payable)`),
  // Quotations, where the ERP has shopinvader_api_quotation (domain/erp-modules.ts).
  call(['POST'], `${CART}/current/request_quotation`),
  call(['GET'], 'quotations'),
  call(['GET'], `quotations/${ID}(?:/download)?`),
  call(['POST'], `quotations/${ID}/confirm`),
];

/** The extension's routes the browser calls: customer documents and the reseller map (docs/deploying.md). */
const EXTENSION_CALLS: readonly AllowedCall[] = [
  call(['POST'], '(?:auth/)?customer/upload_files'),
  call(['GET'], 'resellers'),
];

type ProxyDecision =
  { kind: 'allowed' } | { kind: 'unknown-path' } | { kind: 'wrong-method'; allow: string[] };

/**
 * Whether `method path` is one of the calls the storefront makes on an ERP with (or without) the
 * extension; HEAD counts as GET.
 */
export function checkErpCall(
  method: string,
  path: string,
  { extension }: Pick<ErpApi, 'extension'>,
): ProxyDecision {
  const verb = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  const allowed = extension ? [...STOCK_CALLS, ...EXTENSION_CALLS] : STOCK_CALLS;
  const matching = allowed.filter((entry) => entry.pattern.test(path));
  if (matching.length === 0) return { kind: 'unknown-path' };
  const allow = [...new Set(matching.flatMap((entry) => entry.methods))];
  return (allow as string[]).includes(verb) ? { kind: 'allowed' } : { kind: 'wrong-method', allow };
}
