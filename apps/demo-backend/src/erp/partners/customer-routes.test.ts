import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { PRICELIST_IDS } from '../../pricelists.ts';
import { Client, createErpTestApp } from '../testing/erp-test-app.ts';

let subject: TestApp;
let client: Client;
const start = async (extension: boolean) => {
  subject = await createErpTestApp({ extension });
  client = new Client(subject);
};
afterEach(async () => subject.close());

const customerOf = async (login: string) => {
  const c = new Client(subject);
  await c.login(login);
  return { c, customer: (await c.get('customer')).json() };
};

const CUSTOMER_FIELDS = ['email', 'lang_id', 'mobile', 'name', 'opt_in', 'phone', 'pricelist_id'];

describe('GET and POST customer, stock (shopinvader_api_customer)', () => {
  it('answer exactly upstream’s Customer, with the Odoo id of the pricelist the customer buys at', async () => {
    await start(false);
    const individual = (await customerOf('individual@demo.shop')).customer;
    expect(Object.keys(individual).sort()).toEqual(CUSTOMER_FIELDS);
    expect(individual).toMatchObject({
      email: 'individual@demo.shop',
      name: 'Marie Dubois',
      opt_in: true,
      pricelist_id: PRICELIST_IDS.default,
      lang_id: 1,
    });
    expect((await customerOf('therapist@demo.shop')).customer.pricelist_id).toBe(PRICELIST_IDS.therapist);
    expect((await customerOf('b2b@demo.shop')).customer.pricelist_id).toBe(PRICELIST_IDS.b2b);
    expect((await customerOf('pending@demo.shop')).customer.pricelist_id).toBe(PRICELIST_IDS.default);
  });

  it('POST takes name, phone, mobile, opt_in and lang_id, and drops any other key without a word', async () => {
    await start(false);
    await client.post('auth/register', { name: 'Ann', login: 'ann@example.com', password: 'long-enough' });
    const response = await client.post('customer', {
      name: 'Ann Smith',
      phone: '+32 1',
      opt_in: true,
      lang_id: 3,
      customer_type: 'b2b',
      company_name: 'Ann SA',
      vat: 'not a vat!',
    });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(CUSTOMER_FIELDS);
    expect(response.json()).toMatchObject({ name: 'Ann Smith', phone: '+32 1', opt_in: true, lang_id: 3 });
    expect((await client.post('customer', { opt_in: false })).json().opt_in).toBe(false);
    expect((await client.post('customer', { lang_id: 99 })).statusCode).toBe(422);
  });

  it('answers 401 without a session or anonymous cookie', async () => {
    await start(false);
    expect((await client.get('customer')).statusCode).toBe(401);
    expect((await client.post('customer', { name: 'x' })).statusCode).toBe(401);
  });
});

describe('demo customers (extension: customer types)', () => {
  it('an individual: validated, default pricelist, a personal promo code', async () => {
    await start(true);
    const { customer } = await customerOf('individual@demo.shop');
    expect(customer).toMatchObject({
      customer_type: 'individual',
      customer_status: 'validated',
      is_active: true,
      pricelist_id: PRICELIST_IDS.default,
      opt_in: true,
      loyalty_cards: [],
    });
    expect(customer.promo_codes.MARIE15).toMatchObject({
      code: 'MARIE15',
      discount: 15,
      discount_mode: 'percent',
      reward_type: 'discount',
    });
  });

  it('a therapist with a loyalty card, its points and the rewards they buy', async () => {
    await start(true);
    const { customer } = await customerOf('therapist@demo.shop');
    expect(customer).toMatchObject({
      customer_type: 'therapist',
      pricelist_id: PRICELIST_IDS.therapist,
      industry_therapist: 1,
    });
    expect(customer.loyalty_cards).toEqual([
      {
        code: 'LOYAL-ANNA-0001',
        points: 230,
        rewards: [
          { id: 1, discount: 5, required_points: 50 },
          { id: 2, discount: 12, required_points: 100 },
          { id: 3, discount: 30, required_points: 200 },
        ],
      },
    ]);
  });

  it('a validated B2B customer with a VAT number and the b2b pricelist', async () => {
    await start(true);
    const { customer } = await customerOf('b2b@demo.shop');
    expect(customer).toMatchObject({
      customer_type: 'b2b',
      pricelist_id: PRICELIST_IDS.b2b,
      vat: 'LU12345613',
      has_vat: true,
      is_settled: true,
      company_name: 'Pharmacie Centrale S.A.',
    });
  });

  it('a customer without a type, and one not yet validated who buys at the default prices', async () => {
    await start(true);
    expect((await customerOf('incomplete@demo.shop')).customer).toMatchObject({
      customer_type: null,
      is_active: false,
    });
    const pending = (await customerOf('pending@demo.shop')).customer;
    expect(pending).toMatchObject({
      customer_type: 'therapist',
      customer_status: 'pending',
      is_active: false,
      pricelist_id: PRICELIST_IDS.default,
    });
  });
});

describe('POST customer (extension: customer types)', () => {
  it('completes registration: an individual is active at once', async () => {
    await start(true);
    await client.post('auth/register', { name: 'Ann', login: 'ann@example.com', password: 'long-enough' });
    const response = await client.post('customer', {
      customer_type: 'individual',
      phone: '+32 1',
      opt_in: true,
    });
    expect(response.json()).toMatchObject({
      customer_type: 'individual',
      customer_status: 'validated',
      phone: '+32 1',
      opt_in: true,
    });
  });

  it('a therapist needs an industry and waits for validation before the therapist prices apply', async () => {
    await start(true);
    await client.post('auth/register', { name: 'Tom', login: 'tom@example.com', password: 'long-enough' });
    const incomplete = await client.post('customer', { customer_type: 'therapist' });
    expect(incomplete.statusCode).toBe(422);
    expect(incomplete.json().detail[0].loc).toEqual(['body', 'industry_therapist']);
    const customer = (
      await client.post('customer', { customer_type: 'therapist', industry_therapist: 3 })
    ).json();
    expect(customer).toMatchObject({ customer_status: 'pending', pricelist_id: PRICELIST_IDS.default });
    const validated = (await client.post(`_dev/customers/${customer.id}/validate`)).json();
    expect(validated).toMatchObject({ customer_status: 'validated', pricelist_id: PRICELIST_IDS.therapist });
  });

  it('refuses to change a customer type (400), an invalid VAT number or an unknown industry (422)', async () => {
    await start(true);
    await client.login('individual@demo.shop');
    expect((await client.post('customer', { customer_type: 'b2b', company_name: 'X' })).statusCode).toBe(400);
    const vat = await client.post('customer', { vat: 'not a vat!' });
    expect(vat.statusCode).toBe(422);
    expect(vat.json().detail[0].msg).toBe('The VAT number is not valid');
    expect((await client.post('customer', { industry_b2b: 99 })).statusCode).toBe(422);
    expect((await client.post('customer', { vat: 'BE 0123.456.789' })).json()).toMatchObject({
      has_vat: true,
    });
  });
});
