import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { LANGS, type Lang } from '../http/lang.ts';
import { formatMoney, roundMoney } from '../money.ts';
import { type DemoProducts, demoProducts } from '../testing/demo-products.ts';
import { Client, createErpTestApp } from '../testing/erp-test-app.ts';
import { payCart } from '../testing/pay-cart.ts';
import { pdfTextRuns, plainSpaces } from '../testing/pdf-text.ts';
import { storefrontMessages } from '../testing/storefront-messages.ts';

let subject: TestApp;
let p: DemoProducts;
beforeAll(async () => {
  subject = await createErpTestApp({ api: 'classic', extension: true });
  p = demoProducts(subject.db);
}, 60_000);
afterAll(async () => subject.close());

const ERP_LANG: Record<Lang, string> = { fr: 'fr_be', nl: 'nl_be', en: 'en_us', de: 'de_de' };
/** The four kinds of customer and the tax basis their pages show amounts on. */
const CUSTOMERS = {
  'individual@demo.shop': 'total',
  'therapist@demo.shop': 'total',
  'b2b@demo.shop': 'untaxed',
  'pending@demo.shop': 'total',
} as const;

interface Line {
  name: string;
  qty: number;
  amount: { untaxed: number; total: number };
  is_delivery: boolean;
  is_reward_line: boolean;
}

/** "1 234,56 €", "€ 1.234,56", "€1,234.5678" as a number, in the language's way of writing it. */
function parseAmount(text: string, lang: Lang): number {
  const digits = text.replace(/[^\d,.-]/g, '');
  return Number(lang === 'en' ? digits.replace(/,/g, '') : digits.replace(/\./g, '').replace(',', '.'));
}

describe('order PDF', () => {
  for (const [login, basis] of Object.entries(CUSTOMERS)) {
    it(`prints the page’s names, figures and state words for ${login} in every language`, async () => {
      const client = new Client(subject);
      await client.login(login);
      // Two of a therapist's 7,57 € are 15,14 € with tax, 12,51 € without: 6,26 € each would not multiply.
      await client.post('carts/sync', {
        transactions: [
          { product_id: p.lavender10, qty: 2 },
          { product_id: p.teaTree10, qty: 3 },
        ],
      });
      const [carrier] = (await client.get('carts/current/delivery_carriers')).json();
      await client.post('carts/current/set_carrier', { carrier_id: carrier.id });
      const { reference } = await payCart(client, 'success');
      const [{ id }] = (await client.get(`sales?name=${reference}`)).json().items;

      for (const lang of LANGS) {
        const headers = { 'accept-language': ERP_LANG[lang] };
        const sale = (await client.get(`sales/${id}`, headers)).json();
        const runs = await pdfTextRuns((await client.get(`sales/${id}/download`, headers)).rawPayload);
        const money = (amount: number) => plainSpaces(formatMoney(amount, lang));
        const products = (sale.lines as Line[]).filter((line) => !line.is_delivery && !line.is_reward_line);
        for (const line of products) {
          // The name without the ERP's [SKU], then the quantity, the unit price and the amount.
          const at = runs.indexOf(line.name.replace(/^\[[^\]]+\] /, ''));
          expect(at, `${line.name} in ${lang}`).toBeGreaterThanOrEqual(0);
          const [qty, unit, amount] = runs.slice(at + 1, at + 4);
          expect(Number(qty)).toBe(line.qty);
          expect(amount).toBe(money(line.amount[basis]));
          expect(roundMoney(line.qty * parseAmount(unit ?? '', lang))).toBe(line.amount[basis]);
        }
        expect(runs.some((run) => run.includes('['))).toBe(false);
        const state = storefrontMessages(lang, 'orders')[`sale.status.${sale.state}`];
        expect(runs.some((run) => run.endsWith(`: ${state}`))).toBe(true);
        expect(runs).toContain(money(sale.amount.total));
        expect(runs).toContain(money(sale.amount.tax));
      }
    });
  }
});
