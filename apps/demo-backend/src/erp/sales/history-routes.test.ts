import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import type { OptionalModule } from '../modules/optional-modules.ts';
import { Client, createErpTestApp } from '../testing/erp-test-app.ts';

vi.setConfig({ testTimeout: 60_000 });

let subject: TestApp | undefined;
afterEach(async () => subject?.close());

async function signedIn(modules?: OptionalModule[]) {
  subject = await createErpTestApp(modules ? { modules } : {});
  const client = new Client(subject);
  await client.login('b2b@demo.shop');
  return client;
}

interface Line {
  id: number;
  product_id: number;
  name: string;
  order: { id: number; name: string; date_order: string };
}
interface Picking {
  delivery_id: number;
  name: string;
  state: string;
  sale_id: number;
  tracking_reference: string | null;
  carrier: { id: number } | null;
}

describe('sales/lines (shopinvader_api_sale)', () => {
  it('lists the lines of the customer’s orders, newest order first, paged, with their order', async () => {
    const client = await signedIn();
    const sales = (await client.get('sales?page_size=100')).json().items as { id: number }[];
    const all = (await client.get('sales/lines?page_size=1000')).json();
    const orderIds = [...new Set((all.items as Line[]).map((line) => line.order.id))];
    expect(orderIds).toEqual(sales.map((sale) => sale.id).filter((id) => orderIds.includes(id)));
    expect(all.count).toBe(all.items.length);
    const page2 = (await client.get('sales/lines?page=2&page_size=2')).json();
    expect(page2.items.map((line: Line) => line.id)).toEqual(
      all.items.slice(2, 4).map((line: Line) => line.id),
    );
    expect((await client.get('sales/lines?page=0')).statusCode).toBe(422);
  });

  it('filters by order (id, sale_id shortcut, path, name) and product name; one line by id, others’ refused', async () => {
    const client = await signedIn();
    const all = (await client.get('sales/lines?page_size=1000')).json().items as Line[];
    const first = all[0] as Line;
    const ofOrder = all.filter((line) => line.order.id === first.order.id).map((line) => line.id);
    for (const url of [
      `sales/lines?order_id=${first.order.id}`,
      `sales/lines?sale_id=${first.order.id}`,
      `sales/${first.order.id}/lines`,
      `sales/lines?order_name=${first.order.name.toLowerCase()}`,
    ])
      expect(
        (await client.get(url)).json().items.map((line: Line) => line.id),
        url,
      ).toEqual(ofOrder);
    const word = first.name.split(' ')[0]?.toUpperCase() ?? '';
    const named = (
      await client.get(`sales/lines?product_name=${encodeURIComponent(word)}&page_size=1000`)
    ).json();
    expect(named.items.length).toBeGreaterThan(0);
    expect(named.items.every((line: Line) => line.name.toUpperCase().includes(word))).toBe(true);
    expect((await client.get(`sales/lines/${first.id}`)).json()).toEqual(first);
    const stranger = new Client(subject as TestApp);
    await stranger.login('individual@demo.shop');
    expect((await stranger.get(`sales/lines/${first.id}`)).statusCode).toBe(404);
  });
});

describe('deliveries (shopinvader_api_delivery_carrier)', () => {
  it('lists the pickings of the customer’s orders, filtered by state, name, tracking, carrier and order', async () => {
    const client = await signedIn();
    const all = (await client.get('deliveries')).json();
    expect(all.count).toBe(3);
    const tracked = (all.items as Picking[]).find((picking) => picking.tracking_reference) as Picking;
    const filters: [string, (picking: Picking) => boolean][] = [
      [`state=${tracked.state}`, (picking) => picking.state === tracked.state],
      [`name=${tracked.name}`, (picking) => picking.name === tracked.name],
      [
        `tracking_reference=${tracked.tracking_reference}`,
        (picking) => picking.delivery_id === tracked.delivery_id,
      ],
      [`carrier_id=${tracked.carrier?.id}`, (picking) => picking.carrier?.id === tracked.carrier?.id],
      [`sale_id=${tracked.sale_id}`, (picking) => picking.sale_id === tracked.sale_id],
    ];
    for (const [query, keep] of filters)
      expect((await client.get(`deliveries?${query}`)).json().items, query).toEqual(all.items.filter(keep));
    expect((await client.get('deliveries?state=shipped')).statusCode).toBe(422);
    expect((await client.get('deliveries?page=2&page_size=2')).json().items).toEqual(all.items.slice(2));
  });
});

describe('an ERP without them (DEMO_ERP_WITHOUT_MODULES)', () => {
  it('answers 404 and leaves them out of openapi.json, the rest of the module staying', async () => {
    const client = await signedIn(['shopinvader_api_mass_mailing']);
    // As on Odoo: the path then falls to `sales/{sale_id}`, and "lines" is no id.
    expect((await client.get('sales/lines')).statusCode).toBe(422);
    expect((await client.get('deliveries')).statusCode).toBe(404);
    expect((await client.get('sales')).statusCode).toBe(200);
    const paths = Object.keys((await client.get('openapi.json')).json().paths);
    expect(paths).not.toContain('/sales/lines');
    expect(paths).not.toContain('/deliveries');
    expect(paths).toContain('/sales/{id}');
  });
});
