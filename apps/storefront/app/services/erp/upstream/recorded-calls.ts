import { checkoutStepUpdate } from '~/domain/checkout-steps';
import type { ErpApiGeneration } from '~/domain/erp-api';
import { addressApi } from '~/services/cart/address-api';
import { cartApi } from '~/services/cart/cart-api';
import { erpCartTransport } from '~/services/cart/cart-transport';
import { paymentApi } from '~/services/cart/payment-api';
import {
  register,
  requestPasswordReset,
  setNewPassword,
  validateEmail,
} from '~/services/auth/credentials-api';
import { loginWithCredentials } from '~/services/auth/credentials-auth';
import { fetchUser } from '~/services/auth/customer-api';
import { createErpBrowserClient } from '~/services/erp/erp-browser-client';

export interface RecordedCall {
  method: string;
  /** Relative to the ERP base, without the query. */
  path: string;
  query: Record<string, string>;
  /** The JSON body, parsed; undefined when none was sent. */
  body: unknown;
}

const BASE = 'https://shop.test/erp/';

/**
 * Drives the storefront's ERP client functions (cart, payment, addresses, sign-in and registration) with a
 * fetch that records each request and answers `null`: the calls are those the real code makes, in the
 * ERP's generation, not a hand-written list. A reader refusing `null` does not matter here.
 */
export async function recordStorefrontCalls(generation: ErpApiGeneration): Promise<RecordedCall[]> {
  const calls: RecordedCall[] = [];
  const client = createErpBrowserClient({
    baseUrl: BASE,
    locale: 'fr',
    fetch: async (input, init) => {
      const url = new URL(String(input));
      calls.push({
        method: init?.method ?? 'GET',
        path: url.pathname.slice(new URL(BASE).pathname.length),
        query: Object.fromEntries(url.searchParams),
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      return new Response('null', { status: 200, headers: { 'Content-Type': 'application/json' } });
    },
  });
  const attempt = async (run: () => Promise<unknown>) => {
    await run().catch(() => undefined);
  };
  const cart = cartApi(client, generation);
  const site = {
    id: 7,
    code: 'RELAY-7',
    name: 'Relay',
    partner_id: null,
    carrier_id: 3,
    street: 'Rue 1',
    street2: null,
    zip: '1000',
    city: 'Bruxelles',
    phone: null,
    state_code: null,
    country_code: 'BE',
    lat: null,
    lng: null,
    openingHours: [],
  };
  await attempt(() =>
    erpCartTransport(client).sync({
      uuid: '5f0c6a52-3b1e-4f7e-9a55-0d6c2b1e8a11',
      transactions: [{ uuid: '6f0c6a52-3b1e-4f7e-9a55-0d6c2b1e8a12', product_id: 12, qty: 2 }],
    }),
  );
  await attempt(() => cart.applyCoupon('PROMO'));
  await attempt(() =>
    cart.update({
      client_order_ref: 'REF',
      note: 'Ring twice',
      delivery: { address_id: 4 },
      invoicing: { address_id: 5 },
    }),
  );
  await attempt(() => cart.requestQuotation());
  // With shopinvader_api_cart_step, the checkout's steps ride on the same update, then on one of their own.
  await attempt(() =>
    cart.update({ delivery: { address_id: 4 }, ...checkoutStepUpdate('address', 'delivery') }),
  );
  await attempt(() => cart.update(checkoutStepUpdate('delivery', 'payment')));
  await attempt(() => cart.carriers());
  await attempt(() => cart.setCarrier(3));
  await attempt(() =>
    generation === 'current'
      ? cart.pickups(3, { kind: 'address', country: 'BE', zip: '1000', city: 'Bruxelles', street: 'Rue 1' })
      : cart.pickups(3, { kind: 'name', name: 'Relay' }),
  );
  await attempt(() => cart.setPickup(site, 3));
  if (generation === 'classic') await attempt(() => cart.setPickup({ ...site, id: null }, 3));

  const payment = paymentApi(client);
  await attempt(() => payment.payable());
  await attempt(() => payment.providers('payable-token'));
  await attempt(() => payment.createTransaction('payable-token', 2, 'https://shop.test/fr/checkout/paid'));

  const addresses = addressApi(client);
  await attempt(() => addresses.all([]));
  const form = {
    name: 'Ada',
    street: 'Rue 1',
    street2: '',
    zip: '1000',
    city: 'Bruxelles',
    countryId: 21,
    titleId: null,
    phone: '',
    mobile: '',
  };
  // Delivery addresses with shopinvader_api_address_shipping_note's instructions, the invoicing one without.
  await attempt(() => addresses.save('delivery', null, { ...form, shippingNote: 'Ring twice' }, []));
  await attempt(() => addresses.save('delivery', 9, { ...form, shippingNote: '' }, []));
  await attempt(() => addresses.save('invoicing', 8, form, []));

  await attempt(() => register(client, { name: 'Ada', login: 'ada@example.com', password: 'secret-123' }));
  await attempt(() => requestPasswordReset(client, 'ada@example.com'));
  await attempt(() => setNewPassword(client, 'token', 'secret-123'));
  await attempt(() => validateEmail(client, 'token'));
  await attempt(() => loginWithCredentials(client, 'ada@example.com', 'secret-123'));
  await attempt(() => fetchUser(client, { login: 'ada@example.com' }));
  return calls;
}
