import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import type { Lang } from '../http/lang.ts';
import { formatMoney } from '../money.ts';
import { demoProducts } from '../testing/demo-products.ts';
import { Client, createErpTestApp } from '../testing/erp-test-app.ts';
import { pdfTextRuns, plainSpaces } from '../testing/pdf-text.ts';

let subject: TestApp;
let client: Client;
beforeEach(async () => {
  // The classic generation's order fields (payment mode, invoices, unit prices); sale-view.test.ts holds stock 16.0's.
  subject = await createErpTestApp({ api: 'classic', extension: true });
  client = new Client(subject);
  await client.login('b2b@demo.shop');
});
afterEach(async () => subject.close());

interface Sale {
  id: number;
  name: string;
  state: string;
  invoices: { id: number; name: string }[];
  lines: { qty: number; qty_delivered: number; is_delivery: boolean }[];
  delivery: { pickings: { tracking_reference: string | null; state: string }[] };
}

const sales = async (): Promise<Sale[]> => (await client.get('sales?page_size=100')).json().items;
const byState = async (state: string): Promise<Sale> =>
  (await sales()).find((sale) => sale.state === state) as Sale;

describe('sales', () => {
  it('lists the customer’s orders newest first with count and paging, in every state', async () => {
    const all = (await client.get('sales')).json();
    expect(all.count).toBe(5);
    expect(all.items.map((sale: Sale) => sale.state)).toEqual([
      'pending',
      'processing',
      'delivery_partial',
      'cancel',
      'delivery_full',
    ]);
    const page2 = (await client.get('sales?page=2&page_size=2')).json();
    expect(page2.count).toBe(5);
    expect(page2.items.map((sale: Sale) => sale.id)).toEqual(
      all.items.slice(2, 4).map((sale: Sale) => sale.id),
    );
    expect((await client.get('sales?page=0')).statusCode).toBe(422);
    expect((await client.get('sales?page_size=abc')).statusCode).toBe(422);
  });

  it('filters by name', async () => {
    const [first] = await sales();
    const found = (await client.get(`sales?name=${first?.name.slice(-3)}`)).json();
    expect(found.items.map((sale: Sale) => sale.name)).toContain(first?.name);
  });

  it('shows deliveries with tracking references and delivered quantities by state', async () => {
    const partial = await byState('delivery_partial');
    expect(partial.delivery.pickings.map((p) => p.state)).toEqual(['done', 'assigned']);
    expect(partial.delivery.pickings[0]?.tracking_reference).toMatch(/^3SDEMO\d{8}$/);
    const line = partial.lines.find((l) => !l.is_delivery);
    expect(line?.qty_delivered).toBe(Math.ceil((line?.qty ?? 0) / 2));
    const full = await byState('delivery_full');
    expect(full.lines.filter((l) => !l.is_delivery).every((l) => l.qty_delivered === l.qty)).toBe(true);
    expect(full.invoices).toHaveLength(1);
    expect((await byState('pending')).invoices).toEqual([]);
  });

  it('prices a B2B customer’s orders at its own pricelist, with its VAT number on the invoicing address', async () => {
    const detail = (await client.get(`sales/${(await byState('delivery_full')).id}`)).json();
    expect(detail.lines[0]).toMatchObject({
      product_id: demoProducts(subject.db).lavender10,
      unit_price: { untaxed: 5.15 },
    });
    expect(detail.invoicing.address.vat).toBe('LU12345613');
  });

  it('answers 404 MissingError for another customer’s order and 401 without any cookie', async () => {
    const other = new Client(subject);
    await other.login('individual@demo.shop');
    const [mine] = await sales();
    expect((await other.get(`sales/${mine?.id}`)).json()).toEqual({ detail: 'MissingError' });
    expect((await other.get(`sales/${mine?.id}/download`)).statusCode).toBe(404);
    expect((await new Client(subject).get('sales')).statusCode).toBe(401);
  });
});

describe('sales in the request’s language', () => {
  it('answers the seeded orders’ payment mode, carrier, lines and countries translated, in list and detail', async () => {
    const expected = {
      fr_be: ['Carte (démo)', 'Virement bancaire', 'Livraison standard', 'Luxembourg', /Huile essentielle/],
      nl_be: ['Kaart (demo)', 'Overschrijving', 'Standaardlevering', 'Luxemburg', /Etherische olie/],
      en_us: ['Card (demo)', 'Wire transfer', 'Standard delivery', 'Luxembourg', /essential oil/],
      de_de: ['Karte (Demo)', 'Banküberweisung', 'Standardversand', 'Luxemburg', /Ätherisches Öl/],
    } as const;
    for (const [language, [card, wire, carrier, country, product]] of Object.entries(expected)) {
      const headers = { 'accept-language': language };
      const items = (await client.get('sales', headers)).json().items as (Sale & {
        payment: { mode: { name: string } };
      })[];
      const modes = new Set(items.map((sale) => sale.payment.mode.name));
      expect(modes).toEqual(new Set([card, wire]));
      const detail = (await client.get(`sales/${items[0]?.id}`, headers)).json();
      expect(detail.delivery.selected_carrier.name).toBe(carrier);
      expect(detail.delivery.address.country.name).toBe(country);
      const names = detail.lines.map((line: { name: string }) => line.name);
      expect(names).toContain(carrier);
      expect(names.some((name: string) => product.test(name))).toBe(true);
    }
  });

  it('writes the order PDF’s labels, lines and amounts in the request’s language', async () => {
    const sale = await byState('processing');
    const expected = {
      fr_be: ['Commande', 'Prix unitaire HT', 'Total TTC', 'TVA', 'En préparation', 'Livraison standard'],
      nl_be: [
        'Bestelling',
        'Eenheidsprijs excl. btw',
        'Totaal incl. btw',
        'Btw',
        'In voorbereiding',
        'Standaardlevering',
      ],
      en_us: [
        'Order',
        'Unit price excl. VAT',
        'Total incl. VAT',
        'VAT',
        'Being prepared',
        'Standard delivery',
      ],
      de_de: [
        'Bestellung',
        'Einzelpreis ohne MwSt.',
        'Gesamt inkl. MwSt.',
        'MwSt.',
        'In Bearbeitung',
        'Standardversand',
      ],
    } as const;
    for (const [language, texts] of Object.entries(expected)) {
      const headers = { 'accept-language': language };
      const runs = await pdfTextRuns((await client.get(`sales/${sale.id}/download`, headers)).rawPayload);
      // A label too long for its column wraps over two runs, split where a space was.
      const text = runs.map((run) => run.trim()).join(' ');
      for (const wanted of texts) expect(text).toContain(wanted);
      const { amount } = (await client.get(`sales/${sale.id}`, headers)).json();
      const lang = language.slice(0, 2) as Lang;
      expect(runs).toContain(plainSpaces(formatMoney(amount.total, lang)));
    }
  });
});

describe('documents', () => {
  it('downloads an order as a PDF attachment in the asked language', async () => {
    const sale = await byState('processing');
    for (const lang of ['fr', 'nl', 'en', 'de']) {
      const response = await client.get(`sales/${sale.id}/download`, { 'accept-language': lang });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''${sale.name}.pdf`);
      expect(response.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
    }
  });

  it('downloads an invoice by the upstream invoices/ path and the storefront’s invoice/ path', async () => {
    const invoice = (await byState('processing')).invoices[0];
    for (const path of [`invoices/${invoice?.id}/download`, `invoice/${invoice?.id}/download`]) {
      const response = await client.get(path);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
    }
    expect((await client.get('invoices')).json().count).toBe(3);
    expect((await client.get(`invoices/${invoice?.id}`)).json()).toMatchObject({
      name: invoice?.name,
      state: 'posted',
    });
    expect((await client.get('invoices/999999/download')).statusCode).toBe(404);
  });

  it('lists deliveries', async () => {
    const deliveries = (await client.get('deliveries')).json();
    expect(deliveries.count).toBe(3);
    expect(deliveries.items[0]).toHaveProperty('tracking_reference');
  });
});

describe('moving an order along (development only)', () => {
  it('advances pending → processing → delivery_partial → delivery_full, and refuses going further', async () => {
    const pending = await byState('pending');
    const steps = [];
    for (let i = 0; i < 3; i += 1)
      steps.push((await client.post(`_dev/sales/${pending.id}/advance`)).json().state);
    expect(steps).toEqual(['processing', 'delivery_partial', 'delivery_full']);
    const beyond = await client.post(`_dev/sales/${pending.id}/advance`);
    expect(beyond.statusCode).toBe(400);
  });

  it('cancels a processing order but not a delivered one', async () => {
    const processing = await byState('processing');
    expect((await client.post(`_dev/sales/${processing.id}/advance`, { state: 'cancel' })).json().state).toBe(
      'cancel',
    );
    const delivered = await byState('delivery_full');
    expect((await client.post(`_dev/sales/${delivered.id}/advance`, { state: 'cancel' })).statusCode).toBe(
      400,
    );
    expect((await client.post('_dev/sales/999999/advance')).statusCode).toBe(404);
  });
});
