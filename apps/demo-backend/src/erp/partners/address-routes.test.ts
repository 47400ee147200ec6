import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { Client, createErpTestApp } from '../testing/erp-test-app.ts';

let subject: TestApp;
let client: Client;
beforeEach(async () => {
  subject = await createErpTestApp();
  client = new Client(subject, { 'accept-language': 'nl' });
  await client.login('b2b@demo.shop');
});
afterEach(async () => subject.close());

const NEW_ADDRESS = {
  name: 'Depot',
  street: 'Rue 1',
  zip: '1000',
  city: 'Bruxelles',
  country_id: 21,
  state_id: null,
};

const ADDRESS_KEYS = [
  'city',
  'company_type',
  'country_id',
  'email',
  'id',
  'mobile',
  'name',
  'phone',
  'state_id',
  'street',
  'street2',
  'title_id',
  'zip',
];

describe('addresses', () => {
  it('answers shopinvader_schema_address’s fields: vat on the invoicing one, is_dropoff_site on delivery ones', async () => {
    const [invoicing] = (await client.get('addresses/invoicing')).json();
    expect(Object.keys(invoicing).sort()).toEqual([...ADDRESS_KEYS, 'vat'].sort());
    expect(invoicing).toMatchObject({ vat: 'LU12345613', country_id: 134 });
    const [delivery] = (await client.get('addresses/delivery')).json();
    expect(Object.keys(delivery).sort()).toEqual(
      [...ADDRESS_KEYS, 'is_dropoff_site', 'shipping_note'].sort(),
    );
    expect(delivery.is_dropoff_site).toBeNull();
  });

  it('keeps a delivery address’s shipping note (shopinvader_api_address_shipping_note), and clears it when emptied', async () => {
    const created = (
      await client.post('addresses/delivery', {
        ...NEW_ADDRESS,
        shipping_note: ' Leave it at the back door ',
      })
    ).json();
    expect(created.shipping_note).toBe('Leave it at the back door');
    // An update without the note leaves it; an empty one clears it (Odoo's `or None`).
    await client.post(`addresses/delivery/${created.id}`, { city: 'Namur' });
    expect((await client.get(`addresses/delivery/${created.id}`)).json().shipping_note).toBe(
      'Leave it at the back door',
    );
    await client.post(`addresses/delivery/${created.id}`, { shipping_note: '' });
    expect((await client.get(`addresses/delivery/${created.id}`)).json().shipping_note).toBeNull();
    const [invoicing] = (await client.get('addresses/invoicing')).json();
    expect(invoicing).not.toHaveProperty('shipping_note');
  });

  it('without shopinvader_api_address_shipping_note: no shipping note on addresses nor in openapi.json', async () => {
    await subject.close();
    subject = await createErpTestApp({ modules: [] });
    client = new Client(subject, { 'accept-language': 'nl' });
    await client.login('b2b@demo.shop');
    const created = (
      await client.post('addresses/delivery', { ...NEW_ADDRESS, shipping_note: 'Back door' })
    ).json();
    expect(created).not.toHaveProperty('shipping_note');
    expect((await client.get('openapi.json')).json().components.schemas).toEqual({});
  });

  it('classic: has one main invoicing address, never deletable, with the country resolved and translated', async () => {
    await subject.close();
    subject = await createErpTestApp({ api: 'classic' });
    client = new Client(subject, { 'accept-language': 'nl' });
    await client.login('b2b@demo.shop');
    const invoicing = (await client.get('addresses/invoicing')).json();
    expect(invoicing).toHaveLength(1);
    expect(invoicing[0]).toMatchObject({
      main: true,
      type: 'invoicing',
      vat: 'LU12345613',
      country: { id: 134, code: 'LU', name: 'Luxemburg' },
    });
    expect(invoicing[0].access).toMatchObject({ delete: false, update: true });
    expect((await client.delete(`addresses/invoicing/${invoicing[0].id}`)).statusCode).toBe(405);
    const create = await client.post('addresses/invoicing', NEW_ADDRESS);
    expect(create.json()).toEqual({ detail: 'Creation of invoicing addresses is not supported' });
  });

  it('creates (201), updates and deletes delivery addresses', async () => {
    expect((await client.get('addresses/delivery')).json()).toHaveLength(2);
    const created = await client.post('addresses/delivery', NEW_ADDRESS);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject(NEW_ADDRESS);
    const id = created.json().id;
    const updated = await client.post(`addresses/delivery/${id}`, { city: 'Namur', zip: '5000' });
    expect(updated.json()).toMatchObject({ city: 'Namur', zip: '5000', street: 'Rue 1' });
    expect((await client.get(`addresses/delivery/${id}`)).json().city).toBe('Namur');
    const deleted = await client.delete(`addresses/delivery/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toBeNull();
    expect((await client.get('addresses/delivery')).json()).toHaveLength(2);
    expect((await client.get(`addresses/delivery/${id}`)).statusCode).toBe(404);
  });

  it('answers 422 naming the field for a missing street, an unknown country or an emptied city', async () => {
    const missing = await client.post('addresses/delivery', { ...NEW_ADDRESS, street: '  ' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail[0]).toMatchObject({
      loc: ['body', 'street'],
      msg: 'The street is required',
    });
    const country = await client.post('addresses/delivery', { ...NEW_ADDRESS, country_id: 9999 });
    expect(country.json().detail[0]).toMatchObject({ loc: ['body', 'country_id'], msg: 'Unknown country' });
    const [first] = (await client.get('addresses/delivery')).json();
    expect((await client.post(`addresses/delivery/${first.id}`, { city: '' })).statusCode).toBe(422);
    expect((await client.post('addresses/elsewhere', NEW_ADDRESS)).statusCode).toBe(422);
  });

  it('keeps orders as they were when an address changes', async () => {
    const [order] = (await client.get('sales')).json().items;
    const [first] = (await client.get('addresses/delivery')).json();
    await client.post(`addresses/delivery/${first.id}`, { city: 'Elsewhere' });
    expect((await client.get(`sales/${order.id}`)).json().delivery.address.city).toBe(first.city);
  });

  it('answers 404 for someone else’s address and 401 without any cookie', async () => {
    const other = new Client(subject);
    await other.login('individual@demo.shop');
    const [mine] = (await client.get('addresses/delivery')).json();
    expect((await other.post(`addresses/delivery/${mine.id}`, { city: 'X' })).statusCode).toBe(404);
    expect((await other.delete(`addresses/delivery/${mine.id}`)).statusCode).toBe(404);
    expect((await new Client(subject).get('addresses/delivery')).statusCode).toBe(401);
  });

  it('moves an open cart back to the main address when its delivery address is deleted', async () => {
    const [address] = (await client.get('addresses/delivery')).json();
    await client.post('carts/current/update', { delivery: { address_id: address.id } });
    await client.delete(`addresses/delivery/${address.id}`);
    const cart = (await client.get('carts/current')).json();
    expect(cart.delivery.address.id).toBe((await client.get('addresses/invoicing')).json()[0].id);
  });
});
