import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  findUpstreamRoute,
  loadUpstreamOracle,
  upstreamResponseSchema,
  upstreamSamples,
  type UpstreamOracle,
  type UpstreamSample,
} from '../../../../../../scripts/lib/upstream-oracle.ts';
import { ensureUpstreamOracle } from '../../../../../../scripts/upstream-oracle.ts';
import { toAddress } from '~/domain/address';
import { toUser } from '~/domain/user-from-erp';
import { loginWithCredentials } from '~/services/auth/credentials-auth';
import { cartApi } from '~/services/cart/cart-api';
import { parseErpCart } from '~/services/cart/erp-cart-schema';
import { parseErpInvoices, parseErpSale, parseErpSales } from '~/services/cart/erp-sale-schema';
import { paymentApi } from '~/services/cart/payment-api';
import { createErpBrowserClient } from '~/services/erp/erp-browser-client';
import { sendLead } from '~/services/erp/leads.server';
import { parseErpWishlists } from '~/services/erp/erp-wishlist-schema';
import { toSettings } from '~/services/erp/settings.server';

const erpAnswer = vi.hoisted(() => ({ value: undefined as unknown }));
vi.mock('~/services/erp/erp-client.server', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  callErp: async () => erpAnswer.value,
}));

/**
 * The storefront's readers accept every answer the released Shopinvader modules may give (the oracle:
 * tools/upstream-oracle/README.md): each instance upstreamSamples() draws from the route's answer schema
 * (every field, required only, nulls, Odoo's `false`, an unknown field, each enum value), on 16.0 and, where
 * the route exists, 18.0.
 */
const oracles: Record<string, UpstreamOracle> = {};
beforeAll(async () => {
  await ensureUpstreamOracle();
  oracles['16.0'] = loadUpstreamOracle('16.0');
  oracles['18.0'] = loadUpstreamOracle('18.0');
}, 600_000);

/** The samples of `method path`'s answer, per version that routes it (16.0 must). */
function samplesOf(method: string, urlPath: string, status = 200): [string, UpstreamSample][] {
  return Object.entries(oracles).flatMap(([version, oracle]) => {
    const route = findUpstreamRoute(oracle, method, urlPath);
    if (!route) {
      if (version === '16.0') throw new Error(`16.0 routes no ${method} ${urlPath}`);
      return [];
    }
    const schema = upstreamResponseSchema(oracle, route, status);
    if (!schema) throw new Error(`${version} declares no ${status} answer to ${method} ${urlPath}`);
    return upstreamSamples(schema, oracle.components).map((sample): [string, UpstreamSample] => [
      `${version} ${sample.name}`,
      sample,
    ]);
  });
}

/** A browser client whose ERP answers each path with the value given for it. */
function clientAnswering(answers: Record<string, unknown>) {
  return createErpBrowserClient({
    baseUrl: 'https://shop.test/erp/',
    locale: 'fr',
    fetch: async (input) => {
      const path = new URL(String(input)).pathname.replace('/erp/', '');
      return Response.json(answers[path] ?? null);
    },
  });
}

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value) as Record<string, unknown>;

describe('the customer (GET customer, GET auth/profile)', () => {
  it('is read from every customer upstream may send, with its email and pricelist', () => {
    for (const [name, { value }] of samplesOf('GET', 'customer')) {
      const customer = value as Record<string, unknown>;
      const user = toUser(customer, { login: 'ada@example.com' });
      expect(user, name).not.toBeNull();
      if (typeof customer.pricelist_id === 'number')
        expect(user!.role, name).toBe(String(customer.pricelist_id));
    }
  });

  it('signs in on every profile upstream may send', async () => {
    const customer = samplesOf('GET', 'customer')[0]![1].value;
    for (const [name, { value }] of samplesOf('GET', 'auth/profile')) {
      const profile = value as Record<string, unknown>;
      const result = await loginWithCredentials(
        clientAnswering({ 'auth/profile': profile, customer }),
        'ada@example.com',
        'secret-123',
      );
      expect(result.ok, name).toBe(typeof profile.login === 'string' && profile.login !== '');
    }
  });
});

describe('the settings (GET settings)', () => {
  it('are read from every answer upstream may give, keeping the countries', () => {
    for (const [name, { value }] of samplesOf('GET', 'settings')) {
      const raw = value as Record<string, unknown>;
      const settings = toSettings(raw);
      const countries = (raw.countries ?? (raw as { country_ids?: unknown }).country_ids) as unknown;
      if (Array.isArray(countries) && typeof first(countries)?.id === 'number')
        expect(settings.countries.length, name).toBeGreaterThan(0);
    }
  });
});

describe('the addresses (GET addresses/{type}, POST answers)', () => {
  it('are read from every address upstream may send, with its id', () => {
    const routes = [
      ['GET', 'addresses/invoicing', 200],
      ['GET', 'addresses/delivery', 200],
      ['POST', 'addresses/delivery', 201],
      ['POST', 'addresses/delivery/9', 200],
    ] as const;
    for (const [method, path, status] of routes) {
      const type = path.includes('invoicing') ? 'invoicing' : 'delivery';
      for (const [name, { value }] of samplesOf(method, path, status)) {
        const raw = first(value);
        const address = toAddress(raw, type, []);
        expect(address.id, `${method} ${path} ${name}`).toBe(raw.id);
        expect(address.shippingNote, `${method} ${path} ${name}`).toBe(
          typeof raw.shipping_note === 'string' ? raw.shipping_note : '',
        );
      }
    }
  });
});

describe('the carriers and pick-up points', () => {
  it('reads every carrier upstream may list', async () => {
    for (const [name, { value }] of samplesOf('GET', 'carts/current/delivery_carriers')) {
      const offers = await cartApi(
        clientAnswering({ 'carts/current/delivery_carriers': value }),
        'current',
      ).carriers();
      expect(
        offers.map((offer) => offer.id),
        name,
      ).toEqual([first(value).id]);
    }
  });

  it('reads every pick-up point upstream may list', async () => {
    for (const [name, { value }] of samplesOf('GET', 'delivery_pickups')) {
      const search = {
        kind: 'address',
        country: 'BE',
        zip: '1000',
        city: 'Bruxelles',
        street: 'Rue 1',
      } as const;
      const carrierId = (first(value).carrier_id as number | undefined) ?? 1;
      const sites = await cartApi(clientAnswering({ delivery_pickups: value }), 'current').pickups(
        typeof carrierId === 'number' ? carrierId : 1,
        search,
      );
      expect(
        sites.map((site) => site.code),
        name,
      ).toEqual([first(value).code]);
    }
  });
});

describe('the payment (payable, methods, transaction)', () => {
  it('reads every payable upstream may send, with its token', async () => {
    for (const [name, { value }] of samplesOf('GET', 'carts/current/payable')) {
      const payable = await paymentApi(clientAnswering({ 'carts/current/payable': value })).payable();
      expect(payable.payable, name).toBe((value as { payable: string }).payable);
    }
  });

  it('reads every provider list upstream may send', async () => {
    for (const [name, { value }] of samplesOf('GET', 'payment/methods')) {
      const providers = await paymentApi(clientAnswering({ 'payment/methods': value })).providers('token');
      const listed = (value as { providers?: unknown }).providers;
      expect(providers.length, name).toBe(Array.isArray(listed) ? listed.length : 0);
    }
  });

  it('reads every transaction upstream may answer', async () => {
    for (const [name, { value }] of samplesOf('POST', 'payment/transactions')) {
      const transaction = await paymentApi(
        clientAnswering({ 'payment/transactions': value }),
      ).createTransaction('token', 1, 'https://shop.test/paid');
      expect(transaction, name).toBeDefined();
    }
  });
});

describe('the lead (POST leads)', () => {
  it('takes every lead upstream may answer as sent', async () => {
    for (const [name, { value }] of samplesOf('POST', 'leads', 201)) {
      erpAnswer.value = value;
      await expect(
        sendLead('fr', { subject: 'Hello', email: 'ada@example.com', description: 'Hi' }),
        name,
      ).resolves.toBeUndefined();
    }
  });
});

interface RawSale {
  lines?: { type?: unknown; product_id?: unknown; is_reward_line?: unknown }[];
  amount?: { total?: unknown } | null;
}

/** What a reader of a sale must keep: every line, a product line as a product, a delivery line as none. */
function expectSaleKept(raw: RawSale, read: { lines: { kind: string }[] } | null, name: string) {
  expect(read, name).not.toBeNull();
  const lines = raw.lines ?? [];
  expect(read!.lines.length, name).toBe(lines.length);
  lines.forEach((line, index) => {
    const kind = read!.lines[index]!.kind;
    // A sample's reward flag may sit on any type; the loyalty module sets both together.
    if (line.type === 'product' && typeof line.product_id === 'number' && line.is_reward_line !== true)
      expect(kind, name).toBe('product');
    if (line.type === 'delivery') expect(kind, name).not.toBe('product');
  });
}

describe('the loyalty rewards (GET loyalty/{code}, shopinvader_api_sale_loyalty)', () => {
  // `reward_type` is a plain string in the schema; Odoo's selection gives `discount` or `product`.
  it.each(['discount', 'product'])(
    'reads every list upstream may send of %s rewards; a product reward without products is left out',
    async (type) => {
      for (const [name, { value }] of samplesOf('GET', 'loyalty/GIFT')) {
        const sent = (value as { id: number; reward_product_ids?: number[] }[]).map((reward) => ({
          ...reward,
          reward_type: type,
        }));
        const rewards = await cartApi(clientAnswering({ 'loyalty/GIFT': sent })).codeRewards('GIFT');
        const offered = sent.filter(
          (reward) => type === 'discount' || Array.isArray(reward.reward_product_ids),
        );
        expect(
          rewards.map((reward) => [reward.id, reward.reward_type]),
          name,
        ).toEqual(offered.map((reward) => [reward.id, type]));
      }
    },
  );
});

describe('the cart and the sales (erp-cart-schema, erp-sale-schema)', () => {
  it('reads every cart upstream may send, with its lines', () => {
    for (const [name, { value }] of samplesOf('GET', 'carts/current')) {
      expectSaleKept(value as RawSale, parseErpCart(value), name);
    }
  });

  it('reads a product line as a product (16.0, 18.0) and an 18.0 delivery line as none', () => {
    for (const [name, { value }] of samplesOf('GET', 'carts/current').filter(([label]) =>
      label.endsWith('all fields'),
    )) {
      const [line] = (value as { lines: Record<string, unknown>[] }).lines;
      // Named unlike the carrier: a 16.0 product line named after it and costing the shipping total is
      // the shipping line (services/cart/shipping-lines.ts), which generated samples may make by chance.
      const product = {
        ...line,
        id: 1,
        type: 'product',
        product_id: 12,
        is_reward_line: false,
        name: '[HE-LAVF-10-ML] Lavande fine',
      };
      const lines = name.startsWith('18.0') ? [product, { ...product, id: 2, type: 'delivery' }] : [product];
      const cart = parseErpCart({ ...(value as object), lines });
      expect(
        cart!.lines.map((read) => read.kind === 'product'),
        name,
      ).toEqual(lines.map((raw) => raw.type === 'product'));
    }
  });

  it('reads every sale upstream may send, with its lines', () => {
    for (const [name, { value }] of samplesOf('GET', 'sales/12')) {
      expectSaleKept(value as RawSale, parseErpSale(value), name);
    }
  });

  it('reads every page of sales upstream may send', () => {
    for (const [name, { value }] of samplesOf('GET', 'sales')) {
      const page = value as { count: number; items: RawSale[] };
      const read = parseErpSales(value);
      expect(read.sales.length, name).toBe(page.items.length);
    }
  });

  it('reads every quotation upstream may send, requested or shown (shopinvader_api_quotation)', () => {
    const answers = [
      ...samplesOf('POST', 'carts/current/request_quotation'),
      ...samplesOf('GET', 'quotations/12').filter(([, { value }]) => value !== null),
    ];
    expect(answers.length).toBeGreaterThan(0);
    for (const [name, { value }] of answers) expectSaleKept(value as RawSale, parseErpSale(value), name);
  });

  it('reads every page of quotations upstream may send', () => {
    for (const [name, { value }] of samplesOf('GET', 'quotations')) {
      const page = value as { count: number; items: RawSale[] };
      expect(parseErpSales(value).sales.length, name).toBe(page.items.length);
    }
  });

  it('reads every page of invoices upstream may send', () => {
    for (const [name, { value }] of samplesOf('GET', 'invoices')) {
      const page = value as { items: unknown[] };
      expect(parseErpInvoices(value).length, name).toBe(page.items.length);
    }
  });
});

describe('the wishlists (GET wishlists, shopinvader_api_wishlist)', () => {
  it('reads every page of lists upstream may send, each with its lines', () => {
    for (const [name, { value }] of samplesOf('GET', 'wishlists')) {
      const page = value as { items: { id: number; lines?: unknown[] }[] };
      const read = parseErpWishlists(value);
      expect(
        read.map((list) => list.id),
        name,
      ).toEqual(page.items.map((item) => item.id));
      expect(
        read.map((list) => list.lines.length),
        name,
      ).toEqual(page.items.map((item) => item.lines?.length ?? 0));
    }
  });
});
