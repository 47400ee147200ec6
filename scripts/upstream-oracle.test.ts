import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  findUpstreamRoute,
  type JsonSchema,
  loadUpstreamOracle,
  upstreamRequestSchema,
  upstreamResponseSchema,
  upstreamSamples,
  upstreamSchema,
  type UpstreamOracle,
  validateAgainstUpstream,
} from './lib/upstream-oracle.ts';
import { repoRoot } from './lib/services.ts';
import { ensureUpstreamOracle, upstreamOracleHash } from './upstream-oracle.ts';

/**
 * The oracle is read from the released modules themselves (tools/upstream-oracle/extract.py): these facts,
 * each checked against the wheels by hand once, must come out of it. An empty or wrong extraction fails here.
 */
let v16: UpstreamOracle;
let v18: UpstreamOracle;
beforeAll(async () => {
  await ensureUpstreamOracle();
  v16 = loadUpstreamOracle('16.0');
  v18 = loadUpstreamOracle('18.0');
}, 600_000);

/** What these facts read of a JSON schema of the oracle. */
interface Schema {
  properties: Record<string, Schema>;
  required?: string[];
  additionalProperties?: unknown;
  enum?: unknown[];
  $ref?: string;
}

const pinned = JSON.parse(
  readFileSync(path.join(repoRoot, 'tools/upstream-oracle/modules.json'), 'utf8'),
) as {
  versions: Record<string, { modules: Record<string, { version: string | null }> }>;
};
const asSchema = (value: JsonSchema | null | undefined) => {
  expect(value).toBeTypeOf('object');
  return value as unknown as Schema;
};
const properties = (oracle: UpstreamOracle, name: string) =>
  Object.keys(asSchema(oracle.components[name]).properties).sort();
const route = (oracle: UpstreamOracle, method: string, urlPath: string) =>
  findUpstreamRoute(oracle, method, urlPath);
/** The route, or the test fails here. */
const routeOf = (oracle: UpstreamOracle, method: string, urlPath: string) => {
  const found = route(oracle, method, urlPath);
  if (!found) throw new Error(`no upstream route ${method} ${urlPath}`);
  return found;
};
/** The value, defined, or the test fails here. */
function defined<T>(value: T | null | undefined): T {
  if (value === undefined || value === null) throw new Error('expected a value');
  return value;
}

describe('the pinned modules', () => {
  it('are those the output was made from (the cache is keyed by the hash of the list and the harness)', () => {
    for (const oracle of [v16, v18]) {
      expect(oracle.generator.hash).toBe(upstreamOracleHash());
      const listed = defined(pinned.versions[oracle.odooVersion]).modules;
      expect(oracle.modules.map((module) => [module.name, module.version])).toEqual(
        Object.entries(listed)
          .map(([name, spec]) => [name, spec.version])
          .sort(),
      );
    }
  });

  it('say which modules 18.0 lacks: payment, payment for the cart, pick-up points, images, brands', () => {
    expect(v16.missing).toEqual([]);
    expect(v18.missing).toEqual(
      expect.arrayContaining([
        'shopinvader_api_delivery_pickup',
        'shopinvader_api_payment',
        'shopinvader_api_payment_cart',
        'shopinvader_search_engine_image',
        'shopinvader_product_brand',
      ]),
    );
    expect(route(v18, 'GET', 'payment/methods')).toBeUndefined();
    expect(route(v18, 'GET', 'carts/current/payable')).toBeUndefined();
    expect(route(v18, 'GET', 'delivery_pickups')).toBeUndefined();
    expect(route(v16, 'GET', 'carts/current/payable')?.module).toBe('shopinvader_api_payment_cart');
  });

  it('each route under the path a storefront calls, with the module that declares it', () => {
    expect(v16.routes.length).toBeGreaterThan(60);
    const modules = new Set(v16.routes.map((item) => item.module));
    for (const name of [
      'shopinvader_api_cart',
      'shopinvader_api_address',
      'shopinvader_api_sale',
      'shopinvader_api_customer',
      'shopinvader_api_settings',
      'shopinvader_api_lead',
      'shopinvader_api_invoice',
      'shopinvader_api_delivery_carrier',
      'shopinvader_api_delivery_pickup',
      'shopinvader_api_payment',
      'shopinvader_api_sale_loyalty',
      'shopinvader_api_signin_jwt',
      'shopinvader_api_mass_mailing',
      'fastapi_auth_partner',
    ])
      expect(modules).toContain(name);
    expect(route(v16, 'POST', 'carts/sync')).toMatchObject({ path: '/carts/sync', statusCode: 201 });
    expect(route(v16, 'GET', '/carts/current')?.path).toBe('/carts/current');
    expect(route(v16, 'GET', 'carts/4f1c')?.path).toBe('/carts/{uuid}');
    expect(route(v16, 'GET', 'sales/12')?.path).toBe('/sales/{sale_id}');
    expect(route(v16, 'GET', 'sales/lines?page=1')?.path).toBe('/sales/lines');
    expect(route(v16, 'POST', 'customer/12/update')).toBeUndefined();
    expect(route(v16, 'GET', 'resellers')).toBeUndefined();
  });
});

describe('what 16.0 routes and answers', () => {
  it('POST leads: 201, a strict JSON LeadInput {subject, email?, description?}, answered with the Lead', () => {
    const leads = routeOf(v16, 'POST', 'leads');
    expect(leads).toMatchObject({ statusCode: 201, module: 'shopinvader_api_lead' });
    expect(leads.requestBody?.contentType).toBe('application/json');
    const input = asSchema(v16.components.LeadInput);
    expect(Object.keys(input.properties).sort()).toEqual(['description', 'email', 'subject']);
    expect(input.required).toEqual(['subject']);
    expect(input.additionalProperties).toBe(false);
    const body = defined(upstreamRequestSchema(v16, leads));
    expect(validateAgainstUpstream(body, { subject: 'Contact', email: 'a@example.com' }).valid).toBe(true);
    expect(validateAgainstUpstream(body, { data: '{}' }).errors).toEqual([
      "(the value) must have required property 'subject'",
      '(the value) has the field "data", which upstream does not declare',
    ]);
    const answer = defined(upstreamResponseSchema(v16, leads, 201));
    expect(
      validateAgainstUpstream(answer, { id: 4, subject: 'Contact', email: null, description: null }).valid,
    ).toBe(true);
    expect(validateAgainstUpstream(answer, { size: 1, data: [] }).valid).toBe(false);
  });

  it('GET customer answers {email, name, phone, mobile, opt_in, pricelist_id, lang_id}: no customer type', () => {
    expect(properties(v16, 'Customer')).toEqual([
      'email',
      'lang_id',
      'mobile',
      'name',
      'opt_in',
      'phone',
      'pricelist_id',
    ]);
    const update = asSchema(routeOf(v16, 'POST', 'customer').requestBody?.schema);
    const name = defined(update.$ref?.split('/').pop());
    expect(properties(v16, name)).toEqual(['lang_id', 'mobile', 'name', 'opt_in', 'phone']);
  });

  it('a sale line is a product, a section or a note, or a reward with the loyalty module; 18.0 adds delivery', () => {
    expect(v16.saleLineTypes).toEqual(['note', 'product', 'reward', 'section']);
    expect(asSchema(v16.components.SaleLine).properties.type?.enum).toEqual(v16.saleLineTypes);
    expect(v18.saleLineTypes).toEqual(['delivery', 'note', 'product', 'reward', 'section']);
    const lines = upstreamSchema(v16, { $ref: '#/components/schemas/SaleLine' });
    const line = defined(upstreamSamples({ $ref: '#/components/schemas/SaleLine' }, v16.components)[0]).value;
    expect(validateAgainstUpstream(lines, { ...(line as object), type: 'delivery' }).errors).toEqual([
      '/type must be equal to one of the allowed values: note, product, reward, section',
    ]);
  });

  it('pick-up points are searched near an address, the four fields required', () => {
    const query = routeOf(v16, 'GET', 'delivery_pickups').query;
    expect(query.filter((item) => item.required).map((item) => item.name)).toEqual([
      'country',
      'zip',
      'city',
      'street',
    ]);
  });

  it('the cart carries the carrier module`s amounts without shipping', () => {
    expect(properties(v16, 'SaleAmount')).toEqual(
      expect.arrayContaining(['total_without_shipping', 'untaxed_without_shipping', 'tax_without_shipping']),
    );
  });
});

describe('what 18.0 routes', () => {
  it('has no set_carrier any more, and the carrier route of 16.0', () => {
    expect(route(v16, 'POST', 'carts/current/set_carrier')?.deprecated).toBe(true);
    expect(v18.routes.filter((item) => item.path.includes('set_carrier'))).toEqual([]);
    expect(route(v18, 'POST', 'carts/current/carrier')?.module).toBe('shopinvader_api_delivery_carrier');
  });
});

describe('the search-index documents', () => {
  it('one product document per price exporter: a single price, or prices keyed by pricelist id', () => {
    const single = asSchema(v16.documents.product.shopinvader_search_engine_product_price);
    const multi = asSchema(v16.documents.product.shopinvader_search_engine_product_multi_price);
    expect(Object.keys(single.properties)).toContain('price');
    expect(Object.keys(single.properties)).not.toContain('price_by_pricelist');
    expect(Object.keys(multi.properties)).toContain('price_by_pricelist');
    expect(Object.keys(multi.properties)).not.toContain('price');
    expect(multi.properties.price_by_pricelist?.additionalProperties).toBeTruthy();
    for (const document of [single, multi])
      expect(Object.keys(document.properties)).toEqual(
        expect.arrayContaining(['url_key', 'images', 'brand']),
      );
    // No image or brand exporter on 18.0.
    expect(
      Object.keys(asSchema(v18.documents.product.shopinvader_search_engine_product_price).properties),
    ).not.toContain('images');
    expect(Object.keys(asSchema(v16.documents.category).properties)).toEqual(
      expect.arrayContaining(['id', 'name', 'url_key', 'childs', 'parent']),
    );
  });
});

describe('samples generated from a schema', () => {
  const sale = { $ref: '#/components/schemas/Sale' };

  it('fit the declared schema, except those with Odoo`s false and unknown fields, which do not', () => {
    const samples = upstreamSamples(sale, v16.components);
    expect(samples.map((sample) => sample.name)).toEqual(
      expect.arrayContaining([
        'all fields',
        'required fields only',
        'nullable fields null',
        "Odoo's false for empty values",
        'an unknown field on every object',
      ]),
    );
    const schema = upstreamSchema(v16, sale);
    for (const sample of samples)
      expect([sample.name, validateAgainstUpstream(schema, sample.value).valid]).toEqual([
        sample.name,
        sample.declared,
      ]);
  });

  it('give each sale line type in turn, are deterministic, and fit a document schema with its own $defs', () => {
    const types = upstreamSamples(sale, v16.components).map(
      (sample) => (sample.value as { lines?: { type?: string }[] } | null)?.lines?.[0]?.type,
    );
    expect(new Set(types)).toEqual(new Set(v16.saleLineTypes));
    expect(upstreamSamples(sale, v16.components)).toEqual(upstreamSamples(sale, v16.components));
    const multi = defined(v16.documents.product.shopinvader_search_engine_product_multi_price);
    const all = defined(upstreamSamples(multi)[0]).value as { price_by_pricelist: object };
    expect(validateAgainstUpstream(multi, all).valid).toBe(true);
    expect(Object.keys(all.price_by_pricelist)).toEqual(['1']);
  });
});
