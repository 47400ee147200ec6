/**
 * Field data (real-user monitoring): the Core Web Vitals a visitor's browser measured, sent to the
 * shop's own `/_rum` endpoint and kept only as Prometheus histograms. Pure rules shared by the browser's
 * reporter and the server's endpoint. A beacon names the page by a route template from the list below,
 * never by its address, so that nothing a visitor typed (a search, a product's address) is kept and
 * the number of series stays bounded.
 */

export const FIELD_DATA_ENDPOINT = '/_rum';

/** The metrics the endpoint takes (web-vitals' names). CLS has no unit; the others are milliseconds. */
export const FIELD_METRICS = ['LCP', 'INP', 'CLS', 'TTFB', 'FCP'] as const;
export type FieldMetric = (typeof FIELD_METRICS)[number];

/** The pages a beacon may name. */
export const FIELD_ROUTES = [
  'home',
  'product',
  'category',
  'cms',
  'search',
  'blog',
  'blog-article',
  'cart',
  'checkout',
  'account',
  'contact',
  'other',
] as const;
type FieldRoute = (typeof FIELD_ROUTES)[number];

/** A beacon carries at most one value of each metric. */
export const MAX_FIELD_VALUES = FIELD_METRICS.length;
/** The largest beacon body the endpoint reads, in bytes; a longer one is refused unread (413). */
export const MAX_FIELD_BEACON_BYTES = 1024;
/** Highest value a timing may have (ms): a longer one is a sleeping tab, not a shopper's wait. */
export const MAX_FIELD_TIMING_MS = 120_000;
/** Highest layout-shift score taken. */
export const MAX_FIELD_CLS = 100;

export interface FieldValue {
  name: FieldMetric;
  value: number;
}

export interface FieldBeacon {
  route: FieldRoute;
  metrics: FieldValue[];
}

/** The catch-all route renders a product, a category or a CMS page by its data's `kind`. */
const CATCH_ALL_KINDS: ReadonlyMap<unknown, FieldRoute> = new Map([
  ['product', 'product'],
  ['category', 'category'],
  ['cms', 'cms'],
]);

/** Route ids (without their `.locale` suffix) of the route table, by the template they report. */
const ROUTE_TEMPLATES: ReadonlyMap<string, FieldRoute> = new Map([
  ['home', 'home'],
  ['search', 'search'],
  ['blog', 'blog'],
  ['blog-article', 'blog-article'],
  ['cart', 'cart'],
  ['checkout', 'checkout'],
  ['checkout-validated', 'checkout'],
  ['contact', 'contact'],
]);

/**
 * The template of the page a route id (`product.fr`, `catch-all.nl`) renders; the catch-all's data
 * says which of its pages it is. Anything unknown reports as `other`.
 */
export function fieldRouteOf(routeId: string, kind?: unknown): FieldRoute {
  const base = routeId.replace(/\.(fr|nl|en|de)$/, '');
  if (base === 'catch-all') return CATCH_ALL_KINDS.get(kind) ?? 'other';
  if (base === 'account' || base.startsWith('account-')) return 'account';
  return ROUTE_TEMPLATES.get(base) ?? 'other';
}

/** A metric's value as the histograms keep it: seconds for timings, the score itself for CLS. */
export function histogramValue({ name, value }: FieldValue): number {
  return name === 'CLS' ? value : value / 1000;
}
