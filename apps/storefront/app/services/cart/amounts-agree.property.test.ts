import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoBackendEnv } from '../../../../../scripts/lib/services.ts';
import {
  cartAmountsView,
  lineAmountView,
  type TaxBasis,
  taxBasisFor,
  withOwnPrices,
} from '~/domain/cart-amounts';
import { customerPrices } from '~/services/pricelist/customer-prices.server';
import { isProductLine } from '~/domain/cart-merge';
import type { ErpCart } from '~/domain/cart-types';
import { carrierOfferPrice, freeDelivery } from '~/domain/delivery-rules';
import { roundCents, sumCents } from '~/domain/money';
import { roleOf } from '~/domain/user';
import { toUser } from '~/domain/user-from-erp';
import type { Locale } from '~/i18n/locales';
import { createErpBrowserClient, type ErpBrowserClient } from '~/services/erp/erp-browser-client';
import { cartApi } from './cart-api';
import { erpCartTransport } from './cart-transport';
import { parseErpCart } from './erp-cart-schema';
import { parseErpSale } from './erp-sale-schema';
import { loadLineProducts } from './line-products';
import { knownLineProducts } from './line-products-cache';
import { paymentApi } from './payment-api';
import type * as CartProductsRoute from '~/routes/api/cart-products';
import { CARRIERS } from '../../../../demo-backend/seed/erp/catalog-data';

/*
 * Every amount the shopper sees, from the carrier options to the order's PDF, is the amount the ERP
 * charges for the same thing, on the customer's tax basis, to the cent. Random carts are built against
 * the real demo ERP, through the storefront's own client, adapters and view-model functions (the ones
 * the components render), and each figure is compared with the ERP's raw answer.
 */

type Raw = Record<string, unknown>;
type RawLine = { type?: string; is_delivery?: boolean; is_reward_line?: boolean; amount: Raw } & Raw;

const CUSTOMERS = {
  individual: {
    login: 'individual@demo.shop',
    basis: 'included',
    codes: ['WELCOME10', 'SPRING5', 'MARIE15'],
  },
  therapist: { login: 'therapist@demo.shop', basis: 'included', codes: ['WELCOME10', 'SPRING5'] },
  b2b: { login: 'b2b@demo.shop', basis: 'excluded', codes: ['WELCOME10', 'SPRING5'] },
} as const;
type CustomerType = keyof typeof CUSTOMERS;
const RETURN_URL = 'http://localhost:3000/checkout/validated';

/**
 * The demo backend's test app (apps/demo-backend/src/erp/testing), loaded by a path TypeScript does not
 * follow: the backend is type-checked by its own project, and this is the little of it used here.
 */
interface DemoBackend {
  app: { listen(options: { host: string; port: number }): Promise<string>; server: { address(): unknown } };
  db: { exec(sql: string): void };
  close(): Promise<void>;
}
const DEMO_ERP_TESTING = new URL('../../../../demo-backend/src/erp/testing/erp-test-app.ts', import.meta.url)
  .href;

let backend: DemoBackend;
let base: string;
let productIds: number[];
let cartProducts: typeof CartProductsRoute;

beforeAll(async () => {
  const { createErpTestApp } = (await import(/* @vite-ignore */ DEMO_ERP_TESTING)) as {
    createErpTestApp(erp: { api: 'classic'; extension: true }): Promise<DemoBackend>;
  };
  // The classic calls of docs/contracts/README.md#erp-calls (the cart API's default dialect) on the demo ERP with the shop's extension; `upstream`
  // runs strip what released Shopinvader does not send.
  backend = await createErpTestApp({ api: 'classic', extension: true });
  await backend.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = backend.app.server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  // The storefront's configuration is read once, on first use: it must point at this backend first.
  Object.assign(process.env, demoBackendEnv(port));
  cartProducts = await import('~/routes/api/cart-products');
  const search = await fetch(`${base}/es/demo_products_fr/_search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: { match_all: {} }, size: 40 }),
  });
  const hits = ((await search.json()) as { hits: { hits: { _source: { id: number } }[] } }).hits.hits;
  productIds = hits.map((hit) => hit._source.id);
}, 60_000);

afterAll(async () => {
  await backend?.close();
});

/** A browser: keeps the ERP's cookies; `upstream` makes the answers those of a Shopinvader without extensions. */
function browserFetch(upstream: boolean): typeof fetch & { cookie: () => string } {
  const cookies = new Map<string, string>();
  const cookie = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const browser = async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    if (cookies.size > 0) headers.set('cookie', cookie());
    const response = await fetch(input, { ...init, headers, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair!.split('=');
      cookies.set(name!.trim(), value.join('='));
    }
    if (!upstream || !response.headers.get('content-type')?.includes('json')) return response;
    return new Response(JSON.stringify(withoutExtensions(await response.json())), {
      status: response.status,
      headers: response.headers,
    });
  };
  return Object.assign(browser, { cookie });
}

/** What real Shopinvader does not send: no `*_without_shipping` amounts, no taxed carrier prices. */
function withoutExtensions(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(withoutExtensions);
  if (!body || typeof body !== 'object') return body;
  const copy = { ...(body as Raw) };
  delete copy.price_applied_to_cart_tax_incl;
  if (copy.amount && typeof copy.amount === 'object' && 'untaxed_without_shipping' in copy.amount) {
    const amount = { ...(copy.amount as Raw) };
    for (const key of Object.keys(amount))
      if (key.includes('without_shipping') || key.includes('wo_shipping')) delete amount[key];
    copy.amount = amount;
  }
  return copy;
}

/** The storefront's own endpoint, called as the browser calls it. */
const endpointFetch: typeof fetch = async (input) =>
  (await cartProducts.loader({
    request: new Request(new URL(String(input), 'http://shop.test')),
  } as Parameters<typeof cartProducts.loader>[0])) as Response;

const money = (value: unknown) => (typeof value === 'number' ? value : Number.NaN);
const rawLines = (raw: Raw) =>
  (raw.lines as RawLine[]).filter((line) => line.type !== 'section' && line.type !== 'note');
/**
 * Stock 16.0 marks no shipping line: the demo data's carriers' products say which it is, independently
 * of the storefront's own reading (services/cart/shipping-lines.ts).
 */
const CARRIER_PRODUCTS = new Set<unknown>(CARRIERS.map((carrier) => carrier.product_id));
const isDelivery = (line: RawLine) =>
  line.type === 'delivery' || line.is_delivery === true || CARRIER_PRODUCTS.has(line.product_id);
const isReward = (line: RawLine) => line.type === 'reward' || line.is_reward_line === true;
const productLines = (raw: Raw) => rawLines(raw).filter((line) => !isDelivery(line) && !isReward(line));
const pick = (amount: Raw, basis: TaxBasis) => money(basis === 'included' ? amount.total : amount.untaxed);

/**
 * The cart totals, checkout summary, confirmation and order page all render cartAmountsView and
 * lineAmountView: each figure they give must be the raw ERP answer's for the same thing.
 */
function expectShownAmountsAreTheErps(cart: ErpCart, raw: Raw, basis: TaxBasis, where: string) {
  const view = cartAmountsView(cart, basis);
  const amount = raw.amount as Raw;
  const products = productLines(raw);
  const shownLines = cart.lines.filter(isProductLine);
  expect(
    shownLines.map((line) => lineAmountView(line, basis).amount),
    `${where}: lines`,
  ).toEqual(products.map((line) => pick(line.amount, basis)));
  const subtotal =
    basis === 'included' && typeof amount.total_without_shipping_without_discount === 'number'
      ? amount.total_without_shipping_without_discount
      : sumCents(products.map((line) => pick(line.amount, basis)));
  expect(view.subtotal, `${where}: subtotal`).toBe(subtotal);
  expect(view.subtotal, `${where}: subtotal is the products'`).toBe(
    sumCents(products.map((line) => pick(line.amount, basis))),
  );
  expect(
    view.discounts.map((row) => row.amount),
    `${where}: discounts`,
  ).toEqual(
    rawLines(raw)
      .filter(isReward)
      .map((line) => pick(line.amount, basis)),
  );
  const delivery = raw.delivery as { amount: Raw; selected_carrier: { name: string } | null };
  const charged = rawLines(raw).some(isDelivery);
  expect(view.shipping, `${where}: shipping`).toEqual(
    charged && delivery.selected_carrier
      ? { carrier: delivery.selected_carrier.name, amount: pick(delivery.amount, basis) }
      : null,
  );
  expect(view.untaxedTotal, `${where}: untaxed total`).toBe(
    basis === 'excluded' ? money(amount.untaxed) : null,
  );
  expect(view.tax, `${where}: tax`).toBe(money(amount.tax));
  expect(view.total, `${where}: total`).toBe(money(amount.total));
  // The rows add up to what is charged: nothing is missing from the page, nothing counted twice.
  const rows = sumCents([
    view.subtotal,
    ...view.discounts.map((row) => row.amount),
    view.shipping?.amount ?? 0,
  ]);
  expect(rows, `${where}: the rows add up`).toBe(basis === 'included' ? view.total : view.untaxedTotal);
  if (basis === 'excluded')
    expect(roundCents(view.untaxedTotal! + view.tax), `${where}: HT + tax`).toBe(view.total);
}

/** The text pieces of a PDF with their place on their page, read by pdf.js. */
async function pdfText(pdf: Buffer): Promise<{ page: number; x: number; y: number; text: string }[]> {
  const task = getDocument({ data: new Uint8Array(pdf), verbosity: 0 });
  const document = await task.promise;
  const pieces: { page: number; x: number; y: number; text: string }[] = [];
  for (let page = 1; page <= document.numPages; page += 1) {
    const content = await (await document.getPage(page)).getTextContent();
    for (const item of content.items) {
      if (!('str' in item) || !item.str.trim()) continue;
      const [, , , , x, y] = item.transform as number[];
      pieces.push({ page, x: Math.round(x!), y: Math.round(y!), text: item.str });
    }
  }
  await task.destroy();
  return pieces;
}

/** "1 234,50 €", "€1,234.50", "-5,00 €" as a number; NaN when it is not an amount. */
function parseMoney(text: string): number {
  const cleaned = text.replace(/[\s\u00a0\u202f€]/g, '').replace('−', '-');
  const match = /^(-?)([\d.,]*?)[.,](\d{2})$/.exec(cleaned);
  if (!match) return Number.NaN;
  return Number(`${match[1]}${match[2]!.replace(/[.,]/g, '') || '0'}.${match[3]}`);
}

/** The order PDF's rows: product lines (unit price and amount) and the totals, from the right columns. */
async function pdfAmounts(pdf: Buffer) {
  const rows = new Map<string, { x: number; text: string }[]>();
  for (const piece of await pdfText(pdf)) {
    const key = `${piece.page}:${piece.y}`;
    rows.set(key, [...(rows.get(key) ?? []), piece]);
  }
  const lines: number[] = [];
  const totals: number[] = [];
  for (const row of rows.values()) {
    const unit = row.find((piece) => piece.x >= 355 && piece.x < 455);
    const amount = row.find((piece) => piece.x >= 455);
    if (!amount || Number.isNaN(parseMoney(amount.text))) continue;
    // A total has a label, not a unit price; a long label may start left of the unit column.
    if (!unit || Number.isNaN(parseMoney(unit.text))) totals.push(parseMoney(amount.text));
    else lines.push(parseMoney(amount.text));
  }
  return { lines, totals };
}

interface Scenario {
  customer: CustomerType;
  locale: Locale;
  lines: { product: number; qty: number }[];
  code: number | null;
  loyalty: boolean;
  carrier: number;
  upstream: boolean;
}

const scenario: fc.Arbitrary<Scenario> = fc.record({
  customer: fc.constantFrom<CustomerType>('individual', 'therapist', 'b2b'),
  locale: fc.constantFrom<Locale>('fr', 'nl', 'en', 'de'),
  lines: fc.array(fc.record({ product: fc.nat(39), qty: fc.integer({ min: 1, max: 6 }) }), {
    minLength: 1,
    maxLength: 4,
  }),
  code: fc.option(fc.nat(2), { nil: null }),
  loyalty: fc.boolean(),
  carrier: fc.nat(5),
  upstream: fc.boolean(),
});

async function json(client: ErpBrowserClient, path: string): Promise<Raw> {
  return (await client.get<Raw>(path)) ?? {};
}

async function play(run: Scenario) {
  const customer = CUSTOMERS[run.customer];
  const doFetch = browserFetch(run.upstream);
  const client = createErpBrowserClient({
    baseUrl: `${base}/shopinvader-api/demo/`,
    locale: run.locale,
    fetch: doFetch,
  });
  const carts = cartApi(client);
  const sync = erpCartTransport(client).sync;
  // The raw answers, read through the same browser, to compare the storefront's figures with.
  const rawCart = async () => json(client, 'carts/current');
  backend.db.exec('UPDATE erp_loyalty_cards SET points = 230');

  await client.post('auth/login', { login: customer.login, password: 'demo1234' });
  const user = toUser(await client.get('customer'))!;
  // Whatever an earlier run left in the cart goes: this run's lines are the only ones.
  const before = await sync({ uuid: null, transactions: [] });
  const leftover = before.kind === 'cart' ? (before.cart?.lines.filter(isProductLine) ?? []) : [];
  const transactions = [
    ...leftover.map((line) => ({ uuid: crypto.randomUUID(), product_id: line.product_id, qty: -line.qty })),
    ...run.lines.map((line) => ({
      uuid: crypto.randomUUID(),
      product_id: productIds[line.product % productIds.length]!,
      qty: line.qty,
    })),
  ];
  const synced = await sync({ uuid: null, transactions });
  expect(synced.kind, JSON.stringify(synced)).toBe('cart');
  if (run.code !== null)
    await carts.applyCoupon(customer.codes[run.code % customer.codes.length]!).catch(() => null);
  if (run.loyalty) {
    for (const card of user.loyaltyCards) await carts.applyCoupon(card.code).catch(() => null);
  }

  // The page's tax basis, as the cart page decides it: the customer's pricelist in the catalogue, a
  // professional customer's own prices asked as the page asks them (the prices endpoint's service).
  let cart = parseErpCart(await rawCart())!;
  const ids = cart.lines.filter(isProductLine).map((line) => line.product_id);
  await loadLineProducts(run.locale, ids, endpointFetch);
  const products = [...knownLineProducts(run.locale, ids).values()].flatMap((product) =>
    product ? [product] : [],
  );
  expect(products.map((product) => product.id).sort()).toEqual([...new Set(ids)].sort());
  const own = await customerPrices(run.locale, doFetch.cookie(), ids);
  // The public pricelist's customers buy at the default prices (SHOP_SEARCH_DEFAULT_PRICELIST_ID).
  const role = roleOf(user);
  expect(own.pricelist, 'the pricelist the ERP gives the session').toBe(
    role === process.env.SHOP_SEARCH_DEFAULT_PRICELIST_ID ? 'default' : role,
  );
  const basis = taxBasisFor(
    own.pricelist,
    withOwnPrices(products, own.pricelist, (id) => own.prices[id]),
  );
  expect(basis, 'the tax basis of the customer').toBe(customer.basis);
  expectShownAmountsAreTheErps(cart, await rawCart(), basis, 'cart');

  // The carrier options, before the choice, then the chosen one once the cart charges it.
  const offers = await carts.carriers();
  expect(offers.length).toBeGreaterThan(0);
  const offer = offers[run.carrier % offers.length]!;
  const quoted = carrierOfferPrice(offer, basis, cart);
  cart = (await carts.setCarrier(offer.id))!;
  const chosen = ((await rawCart()).delivery as { amount: Raw }).amount;
  // Free delivery as the cart announces it is free delivery as the ERP charges it.
  const free = freeDelivery(cart, offers);
  if (offer.free_over !== null) {
    expect(Number(chosen.total) === 0, 'free delivery as announced').toBe(
      free?.kind === 'reached' && free.carriers.includes(offer.name),
    );
  }
  expect(quoted, 'the option before the choice').not.toBeNull();
  expect(quoted!.amount, `the option before the choice, ${quoted!.basis}`).toBe(pick(chosen, quoted!.basis));
  if (run.upstream || basis === 'excluded') expect(quoted!.basis).toBe('excluded');
  else expect(quoted!.basis).toBe('included');
  // A pick-up point may be rated on its own address: the option then shows what the cart charges.
  if (offer.with_dropoff_site) {
    const [site] = await carts.pickups(offer.id, { kind: 'name', name: '' });
    cart = (await carts.setPickup(site!, offer.id))!;
  }
  const raw = await rawCart();
  const charged = (raw.delivery as { amount: Raw }).amount;
  expect(carrierOfferPrice(offer, basis, cart), 'the option once chosen').toEqual({
    amount: pick(charged, basis),
    basis,
  });
  expectShownAmountsAreTheErps(cart, raw, basis, 'checkout');
  expect(cart.lines.filter(isProductLine).map((line) => line.name)).toEqual(
    productLines(raw).map((line) => line.name),
  );

  // What the payment charges is the total the page shows.
  const payments = paymentApi(client);
  const payable = await payments.payable();
  expect(payable.amount, 'the payable').toBe(cartAmountsView(cart, basis).total);
  const providers = await payments.providers(payable.payable);
  const wire = providers.find((provider) => provider.code === 'custom') ?? providers[0]!;
  const transaction = await payments.createTransaction(payable.payable, wire.id, RETURN_URL);
  const html = transaction.redirect_form_html ?? '';
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1] ?? '';
  const fields = Object.fromEntries(
    [...html.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]),
  );
  const path = new URL(action).pathname;
  const submitted = await doFetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(
      wire.code === 'custom' ? fields : { token: fields.token ?? '', outcome: 'success' },
    ).toString(),
  });
  if (wire.code !== 'custom') {
    await doFetch(`${base}/shopinvader-api/demo/payment/providers/demo/complete`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: fields.token ?? '', outcome: 'success' }).toString(),
    });
  } else expect(submitted.status).toBe(303);

  // The confirmation shows the cart kept as last sale; the order page and its PDF the ERP's order.
  const confirmation = cartAmountsView(cart, basis);
  const list = (await client.get<{ items: Raw[] }>('sales', { page: 1, page_size: 80 }))!.items;
  const ordered = list.find((item) => item.name === payable.payable_reference);
  expect(ordered, `order ${payable.payable_reference}`).toBeDefined();
  const rawSale = await json(client, `sales/${ordered!.id}`);
  const sale = parseErpSale(rawSale);
  expectShownAmountsAreTheErps(sale, rawSale, basis, 'order page');
  expect(confirmation, 'the confirmation shows the order as charged').toEqual(cartAmountsView(sale, basis));

  // The PDF is the order page on paper: its product lines' amounts, then the page's totals, in order.
  const pdf = Buffer.from(await (await client.blob(`sales/${sale.id}/download`)).arrayBuffer());
  const printed = await pdfAmounts(pdf);
  const view = cartAmountsView(sale, basis);
  expect(printed.lines, 'the PDF lines are the page’s').toEqual(
    sale.lines.filter(isProductLine).map((line) => lineAmountView(line, basis).amount),
  );
  expect(printed.totals, 'the PDF totals are the page’s').toEqual([
    view.subtotal,
    ...view.discounts.map((row) => row.amount),
    // A free shipping reads "free", not an amount.
    ...(view.shipping && view.shipping.amount > 0 ? [view.shipping.amount] : []),
    ...(view.untaxedTotal === null ? [] : [view.untaxedTotal, view.tax]),
    view.total,
    ...(basis === 'included' ? [view.tax] : []),
  ]);
  expect(view.total, 'the total shown is the ERP’s').toBe(money((rawSale.amount as Raw).total));
  await client.post('auth/logout');
}

describe('every amount the shopper sees is the one the ERP charges, on the customer’s tax basis', () => {
  it('for random carts, codes, rewards, carriers and customers, to the cent', async () => {
    const seed = process.env.CART_AMOUNTS_SEED ? Number(process.env.CART_AMOUNTS_SEED) : undefined;
    await fc.assert(
      fc.asyncProperty(scenario, async (run) => {
        await play(run);
      }),
      { numRuns: 30, seed, endOnFailure: true },
    );
  }, 180_000);
});

describe('api/cart-products: the lines’ products from the catalogue, never from the ERP', () => {
  const get = (query: string) => endpointFetch(`/api/cart-products?${query}`);

  it('answers the asked variants in the locale, cacheable for a minute', async () => {
    const [first, second] = productIds;
    const response = await get(`locale=nl&ids=${second},${first},999999`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=60, s-maxage=60, stale-while-revalidate=300',
    );
    const { products } = (await response.json()) as {
      products: { id: number; name: string; path: string }[];
    };
    expect(products.map((product) => product.id)).toEqual([first, second].sort((a, b) => a! - b!));
    expect(products[0]!.path).toMatch(/^\/[a-z0-9-]+/);
  });

  it.each(['ids=1', 'locale=xx&ids=1', 'locale=fr', 'locale=fr&ids=a', `locale=fr&ids=${'1,'.repeat(100)}2`])(
    '%s is refused with a 400 that is not kept',
    async (query) => {
      const response = await get(query);
      expect(response.status).toBe(400);
      expect(response.headers.get('cache-control')).toBe('no-store');
    },
  );
});
