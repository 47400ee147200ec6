import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { run } from '../db.ts';
import { LANGS, type Lang } from '../http/lang.ts';
import { formatMoney, formatUnitPrice } from '../money.ts';
import { type DemoProducts, demoProducts } from '../testing/demo-products.ts';
import { Client, createErpTestApp } from '../testing/erp-test-app.ts';
import { payCart } from '../testing/pay-cart.ts';

let subject: TestApp;
let p: DemoProducts;
beforeEach(async () => {
  subject = await createErpTestApp({ api: 'classic', extension: true });
  p = demoProducts(subject.db);
});
afterEach(async () => subject.close());

interface Amount {
  untaxed: number;
  tax: number;
  total: number;
}
interface Order {
  id: number;
  name: string;
  lines: { name: string; qty: number; amount: Amount; is_delivery: boolean; is_reward_line: boolean }[];
  amount: Amount;
  delivery: { amount: Amount; selected_carrier: { name: string } };
}
interface OutboxMail {
  subject: string;
  body: string;
  link: string | null;
}

const ERP_LANG: Record<Lang, string> = { fr: 'fr_be', nl: 'nl_be', en: 'en_us', de: 'de_de' };
const GREETING: Record<Lang, string> = { fr: 'Bonjour', nl: 'Beste', en: 'Hello', de: 'Hallo' };

async function customer(login: string, lang: Lang): Promise<Client> {
  run(subject.db, 'UPDATE erp_partners SET lang = ? WHERE login = ?', lang, login);
  const client = new Client(subject);
  await client.login(login);
  return client;
}

/** Fills the cart: two products, a promo code and the first carrier. */
async function fillCart(client: Client) {
  await client.post('carts/sync', {
    transactions: [
      { product_id: p.lavender10, qty: 2 },
      { product_id: p.teaTree10, qty: 3 },
    ],
  });
  await client.post('carts/current/coupon', { code: 'WELCOME10' });
  const [carrier] = (await client.get('carts/current/delivery_carriers')).json();
  await client.post('carts/current/set_carrier', { carrier_id: carrier.id });
}

async function mailsTo(client: Client, to: string): Promise<OutboxMail[]> {
  return (await client.get(`_dev/outbox?to=${encodeURIComponent(to)}`)).json().items;
}

async function order(client: Client, reference: string, lang: Lang): Promise<Order> {
  const headers = { 'accept-language': ERP_LANG[lang] };
  const [listed] = (await client.get(`sales?name=${reference}`, headers)).json().items;
  return (await client.get(`sales/${listed.id}`, headers)).json();
}

/** What a line of the mail must say: the order's own figures on the customer's tax basis. */
function expectOrderInMail(mail: OutboxMail, sale: Order, lang: Lang, basis: keyof Amount) {
  const money = (amount: number) => formatMoney(amount, lang);
  for (const line of sale.lines.filter((line) => !line.is_delivery && !line.is_reward_line)) {
    const amount = line.amount[basis];
    // The name as the pages show it, without the ERP's [SKU].
    expect(mail.body).toContain(`\n${line.name.replace(/^\[[^\]]+\] /, '')}\n`);
    expect(mail.body).toContain(
      `${line.qty} × ${formatUnitPrice(amount / line.qty, lang)} = ${money(amount)}`,
    );
  }
  const reward = sale.lines.find((line) => line.is_reward_line);
  expect(reward).toBeDefined();
  expect(mail.body).toContain(`${reward?.name}`);
  expect(mail.body).toContain(money(reward?.amount[basis] ?? Number.NaN));
  expect(mail.body).toContain(sale.delivery.selected_carrier.name);
  expect(mail.body).toContain(money(sale.delivery.amount[basis]));
  expect(mail.body).toContain(money(sale.amount.total));
  expect(mail.body).toContain(money(sale.amount.tax));
  expect(mail.body).not.toContain('[HE-');
}

describe('order confirmation mail', () => {
  it.each(LANGS)(
    'is mailed in the customer’s language (%s) when the order is paid, with its lines and amounts as charged',
    async (lang) => {
      const client = await customer('therapist@demo.shop', lang);
      await fillCart(client);
      // The shopper pays from a page in another language: the mail follows the customer's own.
      const other = lang === 'en' ? 'de' : 'en';
      const { reference } = await payCart(client, 'success', { 'accept-language': ERP_LANG[other] });

      const [mail] = await mailsTo(client, 'therapist@demo.shop');
      const sale = await order(client, reference, lang);
      expect(mail?.subject).toContain(sale.name);
      const { name } = (await client.get('customer')).json();
      expect(mail?.body.startsWith(`${GREETING[lang]} ${name},`)).toBe(true);
      expectOrderInMail(mail as OutboxMail, sale, lang, 'total');
      const prefix = lang === 'fr' ? '' : `/${lang}`;
      expect(mail?.link).toBe(`http://localhost:3000${prefix}/account/sales/${sale.id}`);
      expect(mail?.body).toContain(mail?.link);
    },
  );

  it('says a wire transfer order waits for its payment, with the reference and the bank details', async () => {
    const client = await customer('b2b@demo.shop', 'nl');
    await fillCart(client);
    const { reference } = await payCart(client, 'transfer');

    const [mail] = await mailsTo(client, 'b2b@demo.shop');
    const sale = await order(client, reference, 'nl');
    expect(mail?.subject).toBe(`Uw bestelling ${sale.name} wacht op uw betaling`);
    expect(mail?.body).toContain(`Betalingsreferentie: ${reference}`);
    expect(mail?.body).toContain('IBAN LU28 0019 4006 4475 0000');
    // A business reads its amounts without tax, as on its pages, then the tax and the total.
    expectOrderInMail(mail as OutboxMail, sale, 'nl', 'untaxed');
    expect(mail?.body).toContain(`Totaal excl. btw: ${formatMoney(sale.amount.untaxed, 'nl')}`);
  });

  it('goes to a guest’s invoicing e-mail in the language they paid in, without an account link', async () => {
    const guest = new Client(subject);
    await fillCart(guest);
    run(
      subject.db,
      "UPDATE erp_partners SET email = 'guest@example.com', name = 'Sam Guest' WHERE kind = 'anonymous'",
    );
    await payCart(guest, 'success', { 'accept-language': ERP_LANG.de });
    const [mail] = await mailsTo(guest, 'guest@example.com');
    expect(mail?.body.startsWith('Hallo Sam Guest,')).toBe(true);
    expect(mail?.link).toBeNull();
  });

  it('is not sent for a payment that failed', async () => {
    const client = await customer('individual@demo.shop', 'fr');
    await fillCart(client);
    const before = (await mailsTo(client, 'individual@demo.shop')).length;
    const { location } = await payCart(client, 'error');
    expect(location.searchParams.get('status')).toBe('error');
    expect(await mailsTo(client, 'individual@demo.shop')).toHaveLength(before);
  });
});
