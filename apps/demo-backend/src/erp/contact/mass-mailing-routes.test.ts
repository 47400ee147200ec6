import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { all } from '../db.ts';
import { Client, createErpTestApp } from '../testing/erp-test-app.ts';
import type { OptionalModule } from '../modules/optional-modules.ts';

let subject: TestApp;
afterEach(async () => subject.close());

const clientWith = async (modules?: OptionalModule[]) => {
  subject = await createErpTestApp(modules ? { modules } : {});
  return new Client(subject);
};

const contacts = () => all(subject.db, 'SELECT email, name, opt_out FROM erp_mailing_contacts');

describe('the mailing list (shopinvader_api_mass_mailing)', () => {
  it('subscribes a new address, named after it, and answers the Subscription', async () => {
    const client = await clientWith();
    const response = await client.post('mass_mailing/subscribe', { email: 'Reader@Example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      name: 'Reader@Example.com',
      email: 'Reader@Example.com',
      opt_out: false,
    });
  });

  it('unsubscribes with 204, and a new subscription of the same address lifts the opt-out', async () => {
    const client = await clientWith();
    await client.post('mass_mailing/subscribe', { name: 'Ann', email: 'ann@example.com' });
    expect((await client.post('mass_mailing/unsubscribe', { email: 'ANN@example.com' })).statusCode).toBe(
      204,
    );
    expect(contacts()).toEqual([{ email: 'ann@example.com', name: 'Ann', opt_out: 1 }]);
    const again = await client.post('mass_mailing/subscribe', { email: 'ann@example.com' });
    expect(again.json()).toEqual({ name: null, email: 'ann@example.com', opt_out: false });
  });

  it('answers 204 to an unknown address too, telling nobody who is on the list', async () => {
    const client = await clientWith();
    expect((await client.post('mass_mailing/unsubscribe', { email: 'nobody@example.com' })).statusCode).toBe(
      204,
    );
    expect(contacts()).toEqual([]);
  });

  it('refuses a body without e-mail, or with an unknown key, with 422', async () => {
    const client = await clientWith();
    expect((await client.post('mass_mailing/subscribe', {})).json().detail[0]).toMatchObject({
      type: 'missing',
      loc: ['body', 'email'],
    });
    const extra = await client.post('mass_mailing/unsubscribe', { email: 'a@b.example', reason: 'x' });
    expect(extra.statusCode).toBe(422);
  });
});

describe('openapi.json, the routes the endpoint serves', () => {
  it('lists the mailing list routes with the module, in FastAPI path templates', async () => {
    const client = await clientWith();
    const { paths } = (await client.get('openapi.json')).json();
    expect(paths['/mass_mailing/subscribe']).toEqual({ post: { responses: {} } });
    expect(paths['/mass_mailing/unsubscribe']).toEqual({ post: { responses: {} } });
    expect(Object.keys(paths['/sales/{id}'])).toEqual(['get']);
    expect(Object.keys(paths).some((path) => path.startsWith('/_dev'))).toBe(false);
  });

  it('leaves out the routes of a module left out, which then answer 404', async () => {
    const client = await clientWith([]);
    const { paths } = (await client.get('openapi.json')).json();
    expect(paths['/mass_mailing/subscribe']).toBeUndefined();
    expect(paths['/leads']).toEqual({ post: { responses: {} } });
    expect((await client.post('mass_mailing/subscribe', { email: 'a@b.example' })).statusCode).toBe(404);
  });
});
