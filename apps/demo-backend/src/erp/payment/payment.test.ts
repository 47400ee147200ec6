import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { type DemoProducts, demoProducts } from '../testing/demo-products.ts';
import { Client, createErpTestApp } from '../testing/erp-test-app.ts';

let subject: TestApp;
let client: Client;
let p: DemoProducts;
beforeEach(async () => {
  // Orders read with the classic generation's fields (payment mode, loyalty cards on the customer).
  subject = await createErpTestApp({ api: 'classic', extension: true });
  client = new Client(subject);
  p = demoProducts(subject.db);
});
afterEach(async () => subject.close());

const RETURN_URL = 'http://localhost:3000/checkout/validated';

/** Reads the form of redirect_form_html as a browser would before submitting it. */
function parseForm(html: string): { action: string; fields: Record<string, string> } {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1] ?? '';
  const fields = Object.fromEntries(
    [...html.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]),
  );
  return { action, fields };
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

async function startPayment(providerId: number) {
  await client.post('carts/sync', { transactions: [{ product_id: p.lavender10, qty: 2 }] });
  const { payable } = (await client.get('carts/current/payable')).json();
  const response = await client.post('payment/transactions', {
    payable,
    flow: 'redirect',
    provider_id: providerId,
    frontend_redirect_url: RETURN_URL,
    provider_input: [],
  });
  expect(response.statusCode).toBe(200);
  return { payable, transaction: response.json(), form: parseForm(response.json().redirect_form_html) };
}

describe('payment methods', () => {
  it('lists the demo card and wire transfer providers for a payable, 403 for a forged one', async () => {
    await client.post('carts/sync', { transactions: [{ product_id: p.lavender10, qty: 1 }] });
    const { payable } = (await client.get('carts/current/payable')).json();
    const methods = await client.get(`payment/methods?payable=${payable}`);
    expect(methods.json()).toMatchObject({ amount: 8.9, currency_code: 'EUR', payable });
    expect(methods.json().providers.map((p: { code: string }) => p.code)).toEqual(['demo_card', 'custom']);
    expect((await client.get(`payment/methods?payable=${payable}x`)).statusCode).toBe(403);
    expect((await client.get('payment/methods')).statusCode).toBe(422);
  });
});

describe('demo card payment', () => {
  it('pays: the page offers three outcomes, Pay redirects 303 with status=success and the cart becomes an order', async () => {
    await client.login('therapist@demo.shop');
    const { transaction, form: redirect } = await startPayment(1);
    expect(transaction).toMatchObject({
      flow: 'redirect',
      provider_code: 'demo_card',
      amount: 15.14,
      reference: expect.stringMatching(/^S\d+$/),
    });
    expect(redirect.action).toBe('http://localhost:80/shopinvader-api/demo/payment/providers/demo/pay');

    const page = await client.post(new URL(redirect.action).pathname, form(redirect.fields), FORM);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    for (const outcome of ['success', 'pending', 'error']) expect(page.body).toContain(`value="${outcome}"`);

    const done = await client.post(
      'payment/providers/demo/complete',
      form({ token: redirect.fields.token ?? '', outcome: 'success' }),
      FORM,
    );
    expect(done.statusCode).toBe(303);
    const location = new URL(done.headers.location as string);
    expect(location.origin + location.pathname).toBe(RETURN_URL);
    expect(location.searchParams.get('status')).toBe('success');

    expect((await client.post('carts/sync', { transactions: [] })).statusCode).toBe(204);
    const sales = (await client.get('sales')).json();
    expect(sales.items[0]).toMatchObject({
      name: transaction.reference,
      state: 'processing',
      typology: 'sale',
    });
    expect(sales.items[0].invoices).toHaveLength(1);
  });

  it('leaves an order pending with "Leave pending", and keeps the cart with "Fail"', async () => {
    const first = await startPayment(1);
    const pending = await client.post(
      'payment/providers/demo/complete',
      form({ token: first.form.fields.token ?? '', outcome: 'pending' }),
      FORM,
    );
    expect(new URL(pending.headers.location as string).searchParams.get('status')).toBe('pending');
    expect((await client.get('sales')).json().items[0].state).toBe('pending');

    const second = await startPayment(1);
    const failed = await client.post(
      'payment/providers/demo/complete',
      form({ token: second.form.fields.token ?? '', outcome: 'error' }),
      FORM,
    );
    expect(new URL(failed.headers.location as string).searchParams.get('status')).toBe('error');
    expect((await client.get('carts/current')).statusCode).toBe(200);
    // Submitting again does not change the outcome.
    const replay = await client.post(
      'payment/providers/demo/complete',
      form({ token: second.form.fields.token ?? '', outcome: 'success' }),
      FORM,
    );
    expect(new URL(replay.headers.location as string).searchParams.get('status')).toBe('error');
    expect((await client.get('sales')).json().count).toBe(1);
  });

  it('does not confirm a cart that changed after the payment started', async () => {
    const { form: redirect } = await startPayment(1);
    await client.post('carts/sync', { transactions: [{ product_id: p.teaTree10, qty: 1 }] });
    const done = await client.post(
      'payment/providers/demo/complete',
      form({ token: redirect.fields.token ?? '', outcome: 'success' }),
      FORM,
    );
    expect(new URL(done.headers.location as string).searchParams.get('status')).toBe('error');
  });

  it('spends the loyalty points of the reward used on a paid order', async () => {
    await client.login('therapist@demo.shop');
    await client.post('carts/sync', { transactions: [{ product_id: p.giftSet, qty: 1 }] });
    await client.post('carts/current/coupon', { code: 'LOYAL-ANNA-0001' });
    const { payable } = (await client.get('carts/current/payable')).json();
    const tx = (
      await client.post('payment/transactions', {
        payable,
        flow: 'redirect',
        provider_id: 1,
        frontend_redirect_url: RETURN_URL,
      })
    ).json();
    const { fields } = parseForm(tx.redirect_form_html);
    await client.post(
      'payment/providers/demo/complete',
      form({ token: fields.token ?? '', outcome: 'success' }),
      FORM,
    );
    expect((await client.get('customer')).json().loyalty_cards[0].points).toBe(30);
  });

  it('numbers a second transaction of the same order with a suffix', async () => {
    const first = await startPayment(1);
    const again = await client.post('payment/transactions', {
      payable: first.payable,
      flow: 'redirect',
      provider_id: 1,
      frontend_redirect_url: RETURN_URL,
    });
    expect(again.json().reference).toBe(`${first.transaction.reference}-1`);
  });
});

describe('wire transfer', () => {
  it('ends pending: 303 with status=pending and the payment instructions, order pending', async () => {
    const { form: redirect } = await startPayment(2);
    expect(redirect.action).toMatch(/\/payment\/providers\/custom\/pending$/);
    const response = await client.post(new URL(redirect.action).pathname, form(redirect.fields), FORM);
    expect(response.statusCode).toBe(303);
    const location = new URL(response.headers.location as string);
    expect(location.searchParams.get('status')).toBe('pending');
    expect(location.searchParams.get('pending_message')).toMatch(/IBAN/);
    expect((await client.get('sales')).json().items[0]).toMatchObject({
      state: 'pending',
      payment: { mode: { id: 2, name: 'Virement bancaire' } },
    });
  });
});

describe('transaction validation', () => {
  it('answers 422 to another flow or a non-http return URL, 403 to a forged payable or an unknown provider', async () => {
    await client.post('carts/sync', { transactions: [{ product_id: p.lavender10, qty: 1 }] });
    const { payable } = (await client.get('carts/current/payable')).json();
    const base = { payable, flow: 'redirect', provider_id: 1, frontend_redirect_url: RETURN_URL };
    expect((await client.post('payment/transactions', { ...base, flow: 'inline' })).statusCode).toBe(422);
    expect(
      (await client.post('payment/transactions', { ...base, frontend_redirect_url: 'javascript:alert(1)' }))
        .statusCode,
    ).toBe(422);
    expect(
      (await client.post('payment/transactions', { ...base, payable: 'not-a-payable' })).statusCode,
    ).toBe(403);
    expect((await client.post('payment/transactions', { ...base, provider_id: 42 })).statusCode).toBe(403);
    expect(
      (
        await client.post(
          'payment/providers/demo/complete',
          form({ token: 'unknown', outcome: 'success' }),
          FORM,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('sends the browser back only to allowed storefront origins when they are configured', async () => {
    await subject.close();
    subject = await createErpTestApp({ redirectOrigins: ['https://shop.example'] });
    client = new Client(subject);
    await client.post('carts/sync', { transactions: [{ product_id: p.lavender10, qty: 1 }] });
    const { payable } = (await client.get('carts/current/payable')).json();
    const base = { payable, flow: 'redirect', provider_id: 1 };
    expect(
      (
        await client.post('payment/transactions', {
          ...base,
          frontend_redirect_url: 'https://evil.example/x',
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (
        await client.post('payment/transactions', {
          ...base,
          frontend_redirect_url: 'https://shop.example/checkout',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('sends the browser back only to the shop when no origins are configured', async () => {
    await client.post('carts/sync', { transactions: [{ product_id: p.lavender10, qty: 1 }] });
    const { payable } = (await client.get('carts/current/payable')).json();
    const base = { payable, flow: 'redirect', provider_id: 1 };
    for (const url of ['https://evil.example/cart', 'http://localhost:3001/cart']) {
      expect(
        (await client.post('payment/transactions', { ...base, frontend_redirect_url: url })).statusCode,
      ).toBe(422);
    }
    for (const url of ['http://localhost:3000/cart', 'http://127.0.0.1:3000/cart']) {
      expect(
        (await client.post('payment/transactions', { ...base, frontend_redirect_url: url })).statusCode,
      ).toBe(200);
    }
  });

  it('builds the form action from the forwarded host and prefix of a proxy', async () => {
    await client.post('carts/sync', { transactions: [{ product_id: p.lavender10, qty: 1 }] });
    const { payable } = (await client.get('carts/current/payable')).json();
    const response = await client.post(
      'payment/transactions',
      { payable, flow: 'redirect', provider_id: 2, frontend_redirect_url: RETURN_URL },
      {
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'shop.example',
        'x-forwarded-prefix': '/shopinvader',
      },
    );
    expect(parseForm(response.json().redirect_form_html).action).toBe(
      'https://shop.example/shopinvader/payment/providers/custom/pending',
    );
  });
});

describe('payment in the shopper’s language', () => {
  it('names the providers in the request’s language and writes the amount as that language does', async () => {
    await client.post('carts/sync', { transactions: [{ product_id: p.giftSet, qty: 31 }] });
    const { payable } = (await client.get('carts/current/payable')).json();
    const expected = {
      fr_be: [['Carte (démo)', 'Virement bancaire'], '1\u202f236,90\u00a0€'],
      nl_be: [['Kaart (demo)', 'Overschrijving'], '€\u00a01.236,90'],
      en_us: [['Card (demo)', 'Wire transfer'], '€1,236.90'],
      de_de: [['Karte (Demo)', 'Banküberweisung'], '1.236,90\u00a0€'],
    } as const;
    for (const [language, [names, amount]] of Object.entries(expected)) {
      const methods = (
        await client.get(`payment/methods?payable=${payable}`, { 'accept-language': language })
      ).json();
      expect(methods.providers.map((provider: { name: string }) => provider.name)).toEqual(names);
      expect(methods.amount_formatted).toBe(amount);
    }
  });

  it('returns the pending message in the language of the shopper who started the payment', async () => {
    const messages = {
      nl_be: /^Gelieve het bedrag over te schrijven op rekening IBAN LU28/,
      de_de: /^Bitte überweisen Sie den Betrag auf das Konto IBAN LU28/,
      fr_be: /^Veuillez virer le montant sur le compte IBAN LU28/,
    };
    for (const [language, message] of Object.entries(messages)) {
      await client.post('carts/sync', { transactions: [{ product_id: p.lavender10, qty: 1 }] });
      const { payable } = (await client.get('carts/current/payable')).json();
      const started = await client.post(
        'payment/transactions',
        { payable, flow: 'redirect', provider_id: 2, frontend_redirect_url: RETURN_URL },
        { 'accept-language': language },
      );
      const redirect = parseForm(started.json().redirect_form_html);
      // The browser posts the form with its own language, English here: the message keeps the shop's.
      const done = await client.post(new URL(redirect.action).pathname, form(redirect.fields), {
        ...FORM,
        'accept-language': 'en-US,en;q=0.9',
      });
      expect(new URL(done.headers.location as string).searchParams.get('pending_message')).toMatch(message);
    }
  });

  it('shows the demo card page in the language of the shop page that started the payment', async () => {
    await client.post('carts/sync', { transactions: [{ product_id: p.lavender10, qty: 2 }] });
    const { payable } = (await client.get('carts/current/payable')).json();
    const started = await client.post(
      'payment/transactions',
      { payable, flow: 'redirect', provider_id: 1, frontend_redirect_url: RETURN_URL },
      { 'accept-language': 'nl_be' },
    );
    const redirect = parseForm(started.json().redirect_form_html);
    const page = await client.post(new URL(redirect.action).pathname, form(redirect.fields), {
      ...FORM,
      'accept-language': 'en-US',
    });
    expect(page.body).toContain('<html lang="nl">');
    expect(page.body).toContain('Betalen');
    expect(page.body).toContain('€\u00a017,80');
  });
});
