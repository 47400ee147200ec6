import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { startFleet } from '../../../scripts/lib/fleet-stack.ts';
import { freePort, startCms, startDemoBackend, type StartedService } from '../../../scripts/lib/services.ts';
import { addByLink, newCustomer, sellableProductIds, signInOnForm } from '../e2e/cart-helpers';
import { queryDemoDatabase } from '../e2e/demo-database';
import { expect, test as base } from '../e2e/fixtures';

/**
 * The shop as a fleet (docs/decisions/004-fleet.md): Redis, Varnish, two storefront nodes, the demo
 * backend and the CMS, real processes on 127.0.0.1. Losing a node, Redis or a publish message degrades
 * speed, never correctness.
 */
type Fleet = Awaited<ReturnType<typeof startFleet>>;

interface Cluster {
  fleet: Fleet;
  cmsUrl: string;
  admin: { email: string; password: string };
}

/** The whole cluster, started once for the worker and stopped after its last test. */
const test = base.extend<object, { cluster: Cluster }>({
  cluster: [
    async ({}, use) => {
      const workDir = mkdtempSync(path.join(tmpdir(), 'storefront-fleet-'));
      const [backendPort, cmsPort, varnishPort] = [await freePort(), await freePort(), await freePort()];
      const shopUrl = `http://127.0.0.1:${varnishPort}`;
      const revalidateSecret = randomBytes(24).toString('hex');
      const admin = { email: 'editor@example.com', password: `Fleet-${randomBytes(6).toString('hex')}A1` };
      const [backend, cms] = await Promise.all([
        startDemoBackend({
          port: backendPort,
          dataDir: workDir,
          mode: 'test',
          quiet: true,
          logLevel: 'warn',
          env: { DEMO_BACKEND_SHOP_URL: shopUrl },
        }),
        startCms({
          port: cmsPort,
          workDir: path.join(workDir, 'cms'),
          serveAdmin: false,
          quiet: true,
          // A publish reaches whichever node the HTTP cache passes it to.
          webhook: { url: `${shopUrl}/_revalidate`, secret: revalidateSecret },
          env: { CMS_ADMIN_EMAIL: admin.email, CMS_ADMIN_PASSWORD: admin.password },
        }),
      ]);
      process.env.DEMO_BACKEND_DATA_DIR = workDir;
      process.env.DEMO_BACKEND_URL = `http://127.0.0.1:${backendPort}`;
      let fleet: Fleet | undefined;
      try {
        fleet = await startFleet({
          buildDir: process.env.STOREFRONT_BUILD_DIR || 'build',
          backendPort,
          cmsPort,
          varnishPort,
          workDir: path.join(workDir, 'fleet'),
          env: { SHOP_REVALIDATE_SECRET: revalidateSecret },
        });
        await use({ fleet, cmsUrl: `http://127.0.0.1:${cmsPort}`, admin });
      } finally {
        await fleet?.stop();
        await Promise.all([cms.stop(), backend.stop()]);
        rmSync(workDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 420_000 },
  ],
  baseURL: async ({ cluster }, use) => use(cluster.fleet.varnishUrl),
});

test.describe.configure({ mode: 'serial' });

/** A node's log lines that contain `text`. */
const logged = (service: StartedService, text: string) =>
  service.output.filter((line) => line.includes(text));

/** One Redis command's raw answer (RESP), on Redis's port. */
function redisCommand(port: number, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(`${command}\r\n`));
    socket.setTimeout(2_000, () => socket.destroy(new Error('Redis did not answer')));
    socket.once('data', (data) => {
      resolve(data.toString());
      socket.end();
    });
    socket.once('error', reject);
  });
}

async function addressesDeliveryAndPayment(page: Page) {
  await expect(page.getByRole('radio', { name: /12 Rue Royale/ })).toBeChecked();
  await page.getByRole('button', { name: 'Continue to delivery' }).click();
  await expect(page.getByRole('heading', { name: 'Delivery method' })).toBeFocused();
  await page.getByRole('radio', { name: /Standard/ }).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeFocused();
  await expect(page.getByRole('radio', { name: 'Card (demo)' })).toBeChecked();
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: /^Pay/ }).click();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
}

test('a shopper checks out through Varnish while the node serving them is killed: one order, every line', async ({
  page,
  request,
  baseURL,
  cluster: { fleet },
}) => {
  test.setTimeout(180_000);
  const [first, second] = sellableProductIds(2) as [number, number];
  const login = await newCustomer(request, baseURL!);
  await page.goto('/en/true-lavender-essential-oil');
  await addByLink(page, first, 2);
  await addByLink(page, second);
  await page.getByRole('link', { name: 'Check out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeFocused();
  await signInOnForm(page, login);
  await expect(page.getByRole('heading', { name: 'Addresses' })).toBeFocused();

  // Mid-checkout, a node dies as in a crash; Varnish's probe takes it out of the round.
  fleet.killNode(0);
  await expect.poll(() => fleet.nodeHealthy(0), { timeout: 15_000 }).toBe(false);
  await addressesDeliveryAndPayment(page);

  await expect(page).toHaveURL(/\/en\/checkout\/validated\?status=success/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order');
  const orders = queryDemoDatabase<{ id: number }>(
    `SELECT s.id FROM erp_sales s JOIN erp_partners p ON p.id = s.partner_id
     WHERE p.login = ? AND s.typology = 'sale'`,
    login,
  );
  expect(orders).toHaveLength(1);
  const lines = queryDemoDatabase<{ product_id: number; qty: number }>(
    "SELECT product_id, qty FROM erp_sale_lines WHERE sale_id = ? AND kind = 'product'",
    orders[0]!.id,
  );
  expect(Object.fromEntries(lines.map((line) => [line.product_id, line.qty]))).toEqual({
    [first]: 2,
    [second]: 1,
  });

  await fleet.restartNode(0);
  await expect.poll(() => fleet.nodeHealthy(0), { timeout: 15_000 }).toBe(true);
});

test('a CMS publish shows on both nodes and through Varnish within 5 s, and an unchanged page stays cached', async ({
  request,
  cluster: { fleet, cmsUrl, admin },
}) => {
  const product = '/en/true-lavender-essential-oil';
  const about = '/en/about-us';
  for (const address of [about, product]) {
    await request.get(address);
    expect((await request.get(address)).headers()['x-cache'], address).toBe('hit');
  }
  for (const node of fleet.nodeUrls) expect((await request.get(`${node}${about}`)).status()).toBe(200);

  const login = await request.post(`${cmsUrl}/admin/login`, { data: admin });
  expect(login.status()).toBe(200);
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const found = await request.get(`${cmsUrl}/api/pages?locale=en&filters[fullpath][$eq]=/about-us`);
  const { documentId } = ((await found.json()) as { data: { documentId: string }[] }).data[0]!;
  const pages = `${cmsUrl}/content-manager/collection-types/api::page.page/${documentId}`;
  const title = `About us, revised ${Date.now()}`;
  const headers = { Authorization: `Bearer ${token}` };
  expect((await request.put(`${pages}?locale=en`, { headers, data: { title } })).status()).toBe(200);
  expect((await request.post(`${pages}/actions/publish?locale=en`, { headers, data: {} })).status()).toBe(
    200,
  );
  const publishedAt = Date.now();

  for (const base of [fleet.varnishUrl, ...fleet.nodeUrls]) {
    await expect
      .poll(async () => (await request.get(`${base}${about}`)).text(), {
        timeout: Math.max(500, 5_000 - (Date.now() - publishedAt)),
        intervals: [100],
      })
      .toContain(title);
  }
  expect(Date.now() - publishedAt).toBeLessThan(5_000);
  expect((await request.get(product)).headers()['x-cache']).toBe('hit');
});

test('the sign-in limit holds across both nodes, and the customer’s own password still signs in', async ({
  request,
  cluster: { fleet },
}) => {
  const origin = fleet.varnishUrl;
  // As Varnish forwards them: the shopper's address, then the cache's own.
  const from = (address: string) => ({ Origin: origin, 'X-Forwarded-For': `${address}, 127.0.0.1` });
  const signIn = (node: string, address: string, password: string) =>
    request.post(`${node}/shopinvader/auth/login`, {
      headers: from(address),
      data: { login: 'therapist@demo.shop', password },
    });
  const [node1, node2] = fleet.nodeUrls as [string, string];
  // Five failures from one address, three on one node and two on the other: neither node saw five.
  for (const node of [node1, node2, node1, node2, node1]) {
    expect((await signIn(node, '203.0.113.50', 'wrong-guess')).status()).toBe(403);
  }
  const refused = await signIn(node2, '203.0.113.50', 'demo1234');
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
  // The customer, from their own address, while that one is being refused.
  expect((await signIn(node1, '198.51.100.60', 'demo1234')).status()).toBe(200);
  expect((await signIn(node2, '203.0.113.50', 'demo1234')).status()).toBe(429);
});

test('Redis killed and restarted: no 5xx meanwhile, and the nodes join it again', async ({
  request,
  cluster: { fleet },
}) => {
  test.setTimeout(120_000);
  const statuses: number[] = [];
  let running = true;
  let round = 0;
  const load = (async () => {
    while (running) {
      round += 1;
      const targets = [
        `${fleet.varnishUrl}/en/search?q=lavender+${round}`,
        `${fleet.nodeUrls[round % 2]}/en/true-lavender-essential-oil`,
        `${fleet.nodeUrls[(round + 1) % 2]}/en/search?q=oil+${round}`,
        `${fleet.varnishUrl}/api/autocomplete?locale=en&q=lav${round}`,
      ];
      for (const target of targets) statuses.push((await request.get(target, { timeout: 15_000 })).status());
    }
  })();
  const before = statuses.length;
  await expect.poll(() => statuses.length, { timeout: 30_000 }).toBeGreaterThan(before + 8);
  fleet.killRedis();
  for (const node of fleet.nodes) {
    await expect.poll(() => logged(node, 'redis: away').length, { timeout: 15_000 }).toBe(1);
  }
  const whileDown = statuses.length;
  await expect.poll(() => statuses.length, { timeout: 30_000 }).toBeGreaterThan(whileDown + 8);
  await fleet.restartRedis();
  for (const node of fleet.nodes) {
    await expect.poll(() => logged(node, 'redis: back').length, { timeout: 20_000 }).toBe(1);
  }
  const afterBack = statuses.length;
  await expect.poll(() => statuses.length, { timeout: 30_000 }).toBeGreaterThan(afterBack + 8);
  running = false;
  await load;

  expect(statuses.filter((status) => status >= 500)).toEqual([]);
  for (const node of fleet.nodes) expect(logged(node, 'redis: away')).toHaveLength(1);
  // Back in Redis: the nodes write their reads there again.
  await expect
    .poll(async () => Number(/:(\d+)/.exec(await redisCommand(fleet.redisPort, 'DBSIZE'))?.[1] ?? 0))
    .toBeGreaterThan(0);
});
