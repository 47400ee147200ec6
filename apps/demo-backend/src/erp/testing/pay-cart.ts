import { expect } from 'vitest';
import type { Client } from './erp-test-app.ts';

export type PaymentEnd = 'success' | 'pending' | 'error' | 'transfer';

/**
 * Pays the client's current cart as the storefront's checkout does: a transaction started in the
 * shopper's language (`headers`), then the demo card page's outcome, or the wire transfer's pending
 * page. Returns the order's reference and where the browser was sent back.
 */
export async function payCart(client: Client, end: PaymentEnd, headers: Record<string, string> = {}) {
  const { payable } = (await client.get('carts/current/payable', headers)).json();
  const transaction = await client.post(
    'payment/transactions',
    {
      payable,
      flow: 'redirect',
      provider_id: end === 'transfer' ? 2 : 1,
      frontend_redirect_url: 'http://localhost:3000/checkout/validated',
    },
    headers,
  );
  expect(transaction.statusCode).toBe(200);
  const { reference, redirect_form_html: html } = transaction.json();
  const token = /name="token" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const body = new URLSearchParams(end === 'transfer' ? { token } : { token, outcome: end }).toString();
  const done = await client.post(
    end === 'transfer' ? 'payment/providers/custom/pending' : 'payment/providers/demo/complete',
    body,
    { 'content-type': 'application/x-www-form-urlencoded' },
  );
  expect(done.statusCode).toBe(303);
  return { reference: reference as string, location: new URL(done.headers.location as string) };
}
