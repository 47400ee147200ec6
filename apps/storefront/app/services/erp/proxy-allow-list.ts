/**
 * The ERP calls of SPEC §7, the only ones the same-origin proxy forwards. Paths are relative to the ERP
 * base; both the spec's and the upstream API's names are listed where they differ (cart base `v2/cart`,
 * `cart` and `carts`; `invoice` and `invoices`), and the current generation's (`carrier`, the invoices
 * list: domain/erp-api.ts).
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

const ALLOWED_CALLS: readonly AllowedCall[] = [
  call(['POST'], 'auth/(?:login|logout|register|request_reset_password|set_password|validate_email)'),
  call(['GET'], 'auth/profile'),
  // Identity-provider mode: upstream serves them at the base, the spec under {auth}/.
  call(['POST'], '(?:auth/)?(?:signin|signout)'),
  call(['GET', 'POST'], 'customer'),
  call(['POST'], `customer/${ID}/update`),
  call(['POST'], '(?:auth/)?customer/upload_files'),
  call(['GET', 'POST'], `addresses/${ADDRESS_TYPE}`),
  call(['POST', 'DELETE'], `addresses/${ADDRESS_TYPE}/${ID}`),
  call(['GET'], 'resellers'),
  call(['POST'], 'leads'),
  call(['GET'], 'sales'),
  call(['GET'], `sales/${ID}`),
  call(['GET'], `sales/${ID}/download`),
  call(['GET'], `invoices?/${ID}/download`),
  call(['GET'], 'invoices'),
  call(['GET'], 'settings'),
  call(['GET'], 'payment/methods'),
  call(['POST'], 'payment/transactions'),
  call(['GET'], '(?:[A-Za-z0-9-]+/)?delivery_carriers'),
  call(['GET'], 'delivery_pickups'),
  call(['POST'], `${CART}/sync`),
  call(
    ['POST'],
    `${CART}/current/(?:set_carrier|carrier|update|coupon|set_pickup|set_public_delivery_pickup)`,
  ),
  call(['GET'], `${CART}/current/(?:delivery_carriers|payable)`),
];

export type ProxyDecision =
  { kind: 'allowed' } | { kind: 'unknown-path' } | { kind: 'wrong-method'; allow: string[] };

/** Whether `method path` is one of the calls the storefront makes; HEAD counts as GET. */
export function checkErpCall(method: string, path: string): ProxyDecision {
  const verb = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  const matching = ALLOWED_CALLS.filter((entry) => entry.pattern.test(path));
  if (matching.length === 0) return { kind: 'unknown-path' };
  const allow = [...new Set(matching.flatMap((entry) => entry.methods))];
  return (allow as string[]).includes(verb) ? { kind: 'allowed' } : { kind: 'wrong-method', allow };
}
