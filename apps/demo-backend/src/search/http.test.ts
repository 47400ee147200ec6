import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

let subject: TestApp;
beforeAll(async () => {
  subject = await createTestApp();
});
afterAll(async () => {
  await subject.close();
});

const post = (url: string, payload: string, contentType = 'application/json') =>
  subject.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });

describe('search HTTP endpoint', () => {
  it('answers malformed JSON with a 400 in Elasticsearch’s error shape', async () => {
    const response = await post('/es/demo_products_fr/_search', '{"query": {');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      status: 400,
      error: { type: 'x_content_parse_exception', root_cause: [{ type: 'x_content_parse_exception' }] },
    });
  });

  it('answers an unknown index with 404 index_not_found_exception', async () => {
    const response = await post('/es/nothing_fr/_search', '{}');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      status: 404,
      error: { type: 'index_not_found_exception', index: 'nothing_fr' },
    });
  });

  it('answers an unsupported query with 400 and a reason naming it', async () => {
    const response = await post('/es/demo_products_fr/_search', '{"query":{"wildcard":{"name":"lav*"}}}');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.reason).toContain('[wildcard] query');
  });

  it('accepts an empty body, a text/plain body and the Odoo language-region index names', async () => {
    expect((await post('/es/demo_products_fr/_search', '')).json().hits.total.value).toBeGreaterThan(150);
    expect(
      (await post('/es/demo_products_de_de/_search', '{"size":1}', 'text/plain')).json().hits.hits[0]._index,
    ).toBe('demo_products_de');
  });

  it('serves the documents of each language', async () => {
    const names = [];
    for (const locale of ['fr', 'nl', 'en', 'de']) {
      const response = await post(
        `/es/demo_products_${locale}/_search`,
        '{"query":{"ids":{"values":["11"]}}}',
      );
      names.push(response.json().hits.hits[0]._source.model.name);
    }
    expect(names).toEqual([
      'Huile essentielle de Lavande fine',
      'Etherische olie Echte lavendel',
      'True Lavender essential oil',
      'Ätherisches Öl Echter Lavendel',
    ]);
  });

  it('shows the mapping, with nested categories and variant axes', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/es/demo_products_en/_mapping' });
    const properties = response.json().demo_products_en.mappings.properties;
    expect(properties.categories.type).toBe('nested');
    expect(properties.variant_attributes.type).toBe('nested');
    expect(properties.name.fields.sortable.normalizer).toBe('sortable');
  });
});

describe('catalogue images', () => {
  it('serves a distinct SVG per product in each size', async () => {
    const image = async (url: string) => subject.app.inject({ method: 'GET', url });
    const small = await image('/media/catalogue/products/1/small.svg');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-type']).toContain('image/svg+xml');
    expect(small.body).toContain('width="60"');
    expect((await image('/media/catalogue/products/1/xlarge.svg')).body).toContain('width="1000"');
    expect((await image('/media/catalogue/products/2/small.svg')).body).not.toBe(small.body);
    expect((await image('/media/catalogue/categories/10/medium.svg')).statusCode).toBe(200);
    expect((await image('/media/catalogue/products/999999/small.svg')).statusCode).toBe(404);
    expect((await image('/media/catalogue/products/1/huge.svg')).statusCode).toBe(404);
  });

  it('serves the extra views of a product shown in several pictures, and only those', async () => {
    const image = async (url: string) => subject.app.inject({ method: 'GET', url });
    const whole = await image('/media/catalogue/products/1/large.svg');
    const close = await image('/media/catalogue/products/1/large-4.svg');
    expect(close.statusCode).toBe(200);
    expect(close.body).toContain('viewBox="0 0 55 55"');
    expect(close.body).not.toBe(whole.body);
    expect((await image('/media/catalogue/products/1/large-5.svg')).statusCode).toBe(404);
    expect((await image('/media/catalogue/products/3/large-2.svg')).statusCode).toBe(404);
  });
});
