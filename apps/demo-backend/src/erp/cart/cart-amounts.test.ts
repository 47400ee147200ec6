import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { findVariantById } from '../../search/index.ts';
import { all, one, run } from '../db.ts';
import type { Lang } from '../http/lang.ts';
import { formatMoney } from '../money.ts';
import { COUNTRIES } from '../settings/settings-data.ts';
import { type DemoProducts, demoProducts } from '../testing/demo-products.ts';
import { Client, createErpTestApp } from '../testing/erp-test-app.ts';
import { pdfTextRuns, plainSpaces } from '../testing/pdf-text.ts';

/**
 * The money identities of a cart, over random carts: every figure the shopper sees (lines, totals,
 * delivery, rewards, payable, order, PDF) agrees to the cent with the lines it comes from.
 */

type Shopper = 'anonymous' | 'individual' | 'therapist' | 'b2b';
const SHOPPERS: Shopper[] = ['anonymous', 'individual', 'therapist', 'b2b'];
const ROLE = { anonymous: 'default', individual: 'default', therapist: 'therapist', b2b: 'b2b' } as const;
const ERP_LANGS: Record<string, Lang> = { fr_be: 'fr', nl_be: 'nl', en_us: 'en', de_de: 'de' };
/** The demo promo codes in the order the ERP applies them (by id): percent or euros off. */
const CODES = [
  { code: 'WELCOME10', percent: 10 },
  { code: 'SPRING5', euros: 5 },
  { code: 'MARIE15', percent: 15 },
] as const;

interface Account {
  client: Client;
  partnerId: number;
  /** Address ids the cart can ship to: the customer itself and one delivery address per country. */
  destinations: number[];
}

interface Amount {
  untaxed: number;
  tax: number;
  total: number;
}

interface CartLine {
  product_id: number | null;
  qty: number;
  amount: Amount;
  is_delivery: boolean;
  is_reward_line: boolean;
}

interface Cart {
  id: number;
  lines: CartLine[];
  amount: Amount & {
    untaxed_without_shipping: number;
    tax_without_shipping: number;
    total_without_shipping: number;
    total_without_shipping_without_discount: number;
  };
  delivery: { amount: Amount };
  promo_codes: string[];
  reward_amount: number;
  reward_amount_tax_incl: number;
  discount_total: number;
}

let subject: TestApp;
let products: DemoProducts;
let productIds: number[];
const accounts = {} as Record<Shopper, Account>;

beforeAll(async () => {
  // The classic generation's fields (delivery lines marked, customer ids): the amounts are the same in every profile.
  subject = await createErpTestApp({ api: 'classic', extension: true });
  products = demoProducts(subject.db);
  productIds = all<{ id: number }>(subject.db, 'SELECT id FROM catalogue_variants ORDER BY id')
    .map((row) => row.id)
    .filter((id) => findVariantById(subject.db, id, 'en')?.prices.default);
  for (const shopper of SHOPPERS) {
    const client = new Client(subject);
    if (shopper === 'anonymous') await client.post('carts/sync', { transactions: [] });
    else await client.login(`${shopper}@demo.shop`);
    const partnerId = (await client.get('customer')).json().id as number;
    const destinations = [partnerId];
    for (const country of COUNTRIES) {
      const address = await client.post('addresses/delivery', {
        name: 'Destination',
        street: '1 Main Street',
        zip: '1000',
        city: 'Town',
        country_id: country.id,
      });
      expect(address.statusCode).toBe(201);
      destinations.push(address.json().id);
    }
    accounts[shopper] = { client, partnerId, destinations };
  }
}, 120_000);
afterAll(async () => subject.close());

const cents = (amount: number): number => {
  // Amounts are written to the cent: no binary noise such as 19.970000000000002.
  expect(Math.round(amount * 100) / 100).toBe(amount);
  return Math.round(amount * 100);
};
const sumCents = (amounts: Amount[], key: keyof Amount) =>
  amounts.reduce((sum, amount) => sum + cents(amount[key]), 0);

/** The price the catalogue shows for a product at a role, in cents, and whether it includes VAT. */
function shownPrice(productId: number, role: (typeof ROLE)[Shopper]) {
  const price = findVariantById(subject.db, productId, 'en')?.prices[role];
  if (!price) throw new Error(`product ${productId} has no ${role} price`);
  return { cents: Math.round(price.value * 100), taxIncluded: price.taxIncluded };
}

/** What the rewards take off, in cents and in order: each code, then the loyalty reward, capped by what is left. */
function expectedRewards(productsCents: number, codes: string[], loyaltyEuros: number | undefined): number[] {
  let left = productsCents;
  const taken: number[] = [];
  const discounts = CODES.filter((entry) => codes.includes(entry.code)).map((entry) =>
    'percent' in entry
      ? // Half-up on the exact product of whole numbers: 10 % of 2 220 cents is 222, of 2 225 it is 223.
        Math.floor((productsCents * entry.percent + 50) / 100)
      : entry.euros * 100,
  );
  if (loyaltyEuros !== undefined) discounts.push(loyaltyEuros * 100);
  for (const discount of discounts) {
    const amount = Math.min(discount, left);
    if (amount <= 0) continue;
    left -= amount;
    taken.push(-amount);
  }
  return taken;
}

function checkCart(cart: Cart, shopper: Shopper) {
  const productLines = cart.lines.filter((line) => !line.is_delivery && !line.is_reward_line);
  const deliveryLines = cart.lines.filter((line) => line.is_delivery);
  const rewardLines = cart.lines.filter((line) => line.is_reward_line);
  const amounts = (lines: CartLine[]) => lines.map((line) => line.amount);

  for (const line of cart.lines) {
    expect(cents(line.amount.untaxed) + cents(line.amount.tax)).toBe(cents(line.amount.total));
  }
  for (const line of productLines) {
    const price = shownPrice(line.product_id as number, ROLE[shopper]);
    // A tax-included price costs exactly price × qty; a net one is exactly the untaxed amount.
    const paid = price.taxIncluded ? line.amount.total : line.amount.untaxed;
    expect(cents(paid)).toBe(price.cents * line.qty);
  }
  for (const key of ['untaxed', 'tax', 'total'] as const) {
    expect(cents(cart.amount[key])).toBe(sumCents(amounts(cart.lines), key));
    expect(cents(cart.delivery.amount[key])).toBe(sumCents(amounts(deliveryLines), key));
    const withoutShipping = [...productLines, ...rewardLines];
    expect(cents(cart.amount[`${key}_without_shipping`])).toBe(sumCents(amounts(withoutShipping), key));
  }
  expect(cents(cart.amount.total)).toBe(cents(cart.amount.untaxed) + cents(cart.amount.tax));
  const productsTotal = sumCents(amounts(productLines), 'total');
  expect(cents(cart.amount.total_without_shipping_without_discount)).toBe(productsTotal);
  expect(cents(cart.reward_amount_tax_incl)).toBe(sumCents(amounts(rewardLines), 'total'));
  expect(cents(cart.reward_amount)).toBe(sumCents(amounts(rewardLines), 'untaxed'));
  expect(cents(cart.discount_total)).toBe(0 - sumCents(amounts(rewardLines), 'total'));
  for (const line of rewardLines) {
    expect(line.amount.untaxed).toBeLessThanOrEqual(0);
    expect(line.amount.tax).toBeLessThanOrEqual(0);
  }
  expect(cart.amount.tax).toBeGreaterThanOrEqual(0);

  const loyalty = one<{ discount: number }>(
    subject.db,
    'SELECT r.discount FROM erp_sales s JOIN erp_loyalty_rewards r ON r.id = s.loyalty_reward_id WHERE s.id = ?',
    cart.id,
  );
  expect(rewardLines.map((line) => cents(line.amount.total))).toEqual(
    expectedRewards(productsTotal, cart.promo_codes, loyalty?.discount),
  );
}

const cartArbitrary = () =>
  fc.record({
    shopper: fc.constantFrom(...SHOPPERS),
    lang: fc.constantFrom(...Object.keys(ERP_LANGS)),
    lines: fc.array(
      fc.record({ product: fc.constantFrom(...productIds), qty: fc.integer({ min: 1, max: 9 }) }),
      { minLength: 1, maxLength: 6 },
    ),
    destination: fc.nat(),
    codes: fc.subarray(CODES.map((entry) => entry.code)),
    loyaltyPoints: fc.option(fc.integer({ min: 0, max: 300 })),
    carrier: fc.option(fc.nat()),
    pay: fc.boolean(),
  });

describe('cart amounts (property)', () => {
  it('agree to the cent everywhere: lines, totals, delivery, rewards, payable, order and PDF', async () => {
    await fc.assert(
      fc.asyncProperty(cartArbitrary(), async (input) => {
        const { client, partnerId, destinations } = accounts[input.shopper];
        const headers = { 'accept-language': input.lang };
        const lang = ERP_LANGS[input.lang] as Lang;
        run(subject.db, "DELETE FROM erp_sales WHERE partner_id = ? AND typology = 'cart'", partnerId);
        run(subject.db, 'UPDATE erp_loyalty_cards SET points = ?', input.loyaltyPoints ?? 0);

        const transactions = input.lines.map((line) => ({ product_id: line.product, qty: line.qty }));
        expect((await client.post('carts/sync', { transactions }, headers)).statusCode).toBe(201);
        const address = destinations[input.destination % destinations.length];
        await client.post('carts/current/update', { delivery: { address_id: address } }, headers);
        for (const code of input.codes) {
          expect([200, 400]).toContain(
            (await client.post('carts/current/coupon', { code }, headers)).statusCode,
          );
        }
        if (input.shopper === 'therapist' && input.loyaltyPoints !== null) {
          const coupon = await client.post('carts/current/coupon', { code: 'LOYAL-ANNA-0001' }, headers);
          expect([200, 400]).toContain(coupon.statusCode);
        }

        if (input.carrier !== null) {
          const carriers = (await client.get('carts/current/delivery_carriers', headers)).json();
          // What the list shows before choosing is what the cart charges after, for every carrier.
          for (const carrier of carriers) {
            const cart = (
              await client.post('carts/current/set_carrier', { carrier_id: carrier.id }, headers)
            ).json();
            expect(cart.delivery.amount.untaxed).toBe(carrier.price_applied_to_cart);
            expect(cart.delivery.amount.total).toBe(carrier.price_applied_to_cart_tax_incl);
          }
          const chosen = carriers[input.carrier % Math.max(1, carriers.length)];
          if (chosen) await client.post('carts/current/set_carrier', { carrier_id: chosen.id }, headers);
        }

        const cart = (await client.get('carts/current', headers)).json() as Cart;
        checkCart(cart, input.shopper);

        const payable = (await client.get('carts/current/payable', headers)).json();
        expect(payable.amount).toBe(cart.amount.total);
        const methods = (await client.get(`payment/methods?payable=${payable.payable}`, headers)).json();
        expect(methods.amount).toBe(cart.amount.total);
        expect(methods.amount_formatted).toBe(formatMoney(cart.amount.total, lang));
        if (!input.pay) return;

        const transaction = (
          await client.post(
            'payment/transactions',
            {
              payable: payable.payable,
              flow: 'redirect',
              provider_id: 1,
              frontend_redirect_url: 'http://localhost:3000/checkout/validated',
            },
            headers,
          )
        ).json();
        expect(transaction.amount).toBe(cart.amount.total);
        const token = /name="token" value="([^"]+)"/.exec(transaction.redirect_form_html)?.[1] ?? '';
        const done = await client.post(
          'payment/providers/demo/complete',
          new URLSearchParams({ token, outcome: 'success' }).toString(),
          { 'content-type': 'application/x-www-form-urlencoded' },
        );
        expect(new URL(done.headers.location as string).searchParams.get('status')).toBe('success');

        const sale = (await client.get(`sales/${cart.id}`, headers)).json() as Cart;
        expect(sale.amount).toEqual(cart.amount);
        expect(sale.delivery.amount).toEqual(cart.delivery.amount);
        expect(sale.lines.map((line) => line.amount)).toEqual(cart.lines.map((line) => line.amount));
        const listed = (
          await client.get(`sales?name=${encodeURIComponent(transaction.reference)}`, headers)
        ).json();
        expect(listed.items[0].amount).toEqual(cart.amount);

        const pdf = await client.get(`sales/${cart.id}/download`, headers);
        const runs = await pdfTextRuns(pdf.rawPayload);
        const money = (amount: number) => plainSpaces(formatMoney(amount, lang));
        // The PDF is on the shopper's tax basis, as the order page: without tax for net prices only.
        const productLines = cart.lines.filter((line) => !line.is_delivery && !line.is_reward_line);
        const net = productLines.every(
          (line) => !shownPrice(line.product_id as number, ROLE[input.shopper]).taxIncluded,
        );
        const on = (amount: Amount) => (net ? amount.untaxed : amount.total);
        const shown = [
          ...cart.lines.filter((line) => !line.is_delivery || on(line.amount) > 0).map((line) => line.amount),
          cart.amount,
        ];
        for (const amount of shown) expect(runs).toContain(money(on(amount)));
        expect(runs).toContain(money(cart.amount.tax));
        if (net) expect(runs).toContain(money(cart.amount.untaxed));
      }),
      { numRuns: 100 },
    );
  }, 300_000);
});

describe('WELCOME10 on a 22,20 € cart', () => {
  it('takes off 2,22 € and leaves 19,98 €', async () => {
    const { client, partnerId } = accounts.individual;
    run(subject.db, "DELETE FROM erp_sales WHERE partner_id = ? AND typology = 'cart'", partnerId);
    // 7,20 € + 2 × 7,50 € = 22,20 €.
    await client.post('carts/sync', {
      transactions: [
        { product_id: products.peppermint10, qty: 1 },
        { product_id: products.eucalyptus10, qty: 2 },
      ],
    });
    const cart = (await client.post('carts/current/coupon', { code: 'WELCOME10' })).json();
    const reward = cart.lines.find((line: CartLine) => line.is_reward_line);
    expect(cart.amount.total_without_shipping_without_discount).toBe(22.2);
    expect(reward.amount).toMatchObject({ untaxed: -1.83, tax: -0.39, total: -2.22 });
    expect(cart.amount).toMatchObject({ total: 19.98, total_without_shipping: 19.98, tax: 3.46 });
    expect(cart.reward_amount_tax_incl).toBe(-2.22);
    expect((await client.get('carts/current/payable')).json().amount).toBe(19.98);
  });
});
