import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { freePort } from '../../../scripts/lib/services.ts';
import { startExtraStorefront, type ExtraStorefront } from './extra-storefront';
import { startFaultProxy, type FaultProxy } from './fault-proxy';
import { expect, test } from './fixtures';

/**
 * What an attacker's client sends, against a storefront of this spec's own (its ERP behind a fault proxy,
 * its memory read from its metrics): bodies far past their limit, chunked or announced, on every route that
 * reads one; thirty guesses of one password at once; request lines and methods no browser sends. No
 * browser: the attacker's tools are sockets.
 */
const MB = 1024 * 1024;

let erp: FaultProxy;
let shop: ExtraStorefront;
let metricsUrl: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  erp = await startFaultProxy(process.env.DEMO_BACKEND_URL!);
  const metricsPort = await freePort();
  metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  shop = await startExtraStorefront('storefront-hostile', {
    SHOP_ERP_URL: `${erp.origin}/shopinvader-api/demo`,
    SHOP_METRICS_PORT: String(metricsPort),
    SHOP_REVALIDATE_SECRET: 'r'.repeat(40),
  });
});

test.afterEach(({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) console.log(shop?.output.join('\n'));
  erp?.set('pass');
});

test.afterAll(async () => {
  await shop?.stop();
  await erp?.close();
});

async function residentMemory(): Promise<number> {
  const text = await (await fetch(metricsUrl)).text();
  return Number(/^process_resident_memory_bytes (\S+)$/m.exec(text)?.[1]);
}

/**
 * POSTs `bytes` of body to `path` as fast as the server takes them, chunked (no Content-Length) unless
 * `announced`; resolves with the status and text of the answer, whenever it comes.
 */
function sendBody(path: string, bytes: number, { announced = false } = {}) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const outgoing = httpRequest(`${shop.url}${path}`, {
      method: 'POST',
      headers: {
        Origin: shop.url,
        'Content-Type': 'multipart/form-data; boundary=hostile',
        'Accept-Language': 'de',
        ...(announced ? { 'Content-Length': String(bytes) } : { 'Transfer-Encoding': 'chunked' }),
      },
    });
    let sent = 0;
    let answered = false;
    const pump = () => {
      while (!answered && sent < bytes) {
        sent += chunk.length;
        if (!outgoing.write(chunk)) return void outgoing.once('drain', pump);
      }
      if (!answered) outgoing.end();
    };
    outgoing.on('response', (answer) => {
      answered = true;
      let text = '';
      answer.setEncoding('utf8');
      answer.on('data', (data: string) => (text += data));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, text }));
      answer.on('error', () => resolve({ status: answer.statusCode ?? 0, text }));
    });
    // The server ends the connection once it has refused: the rest of the body cannot be written.
    outgoing.on('error', (error) => (answered ? undefined : reject(new Error(`${path}: ${error.message}`))));
    pump();
  });
}

/** One request line and headers as sent, and the status line of the answer. */
function rawStatusLine(head: string): Promise<string> {
  return new Promise((resolve) => {
    const { port } = new URL(shop.url);
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(head));
    let received = '';
    socket.setEncoding('latin1');
    socket.on('data', (data: string) => (received += data));
    socket.on('close', () => resolve(received.split('\r\n')[0] ?? ''));
    socket.on('error', () => undefined);
    socket.setTimeout(10_000, () => socket.destroy());
  });
}

/** Every route that reads a body: the page action, its data requests, the endpoints, the ERP proxy. */
const BODY_ROUTES = [
  '/de/contact',
  '/de/contact.data',
  '/en/contact.data',
  '/newsletter',
  '/set-locale',
  '/_revalidate',
  '/_rum',
  '/shopinvader/auth/login',
  '/shopinvader/carts/sync',
];

const REFUSAL = {
  en: 'This submission is too large',
  de: 'Diese Übermittlung ist zu groß',
  fr: 'Cet envoi est trop volumineux',
};
const refusalOf = (path: string) =>
  path.startsWith('/en/') ? REFUSAL.en : path.startsWith('/de/') ? REFUSAL.de : REFUSAL.fr;

test('a 100 MB body, chunked or announced, is refused on every route while it is read, and the node grows by less than 60 MB', async () => {
  test.setTimeout(180_000);
  // Each route's code and data loaded once, and the heap's young generation grown to what reading such
  // a body takes, as in a node that has served for a while: the figure is then what the bodies leave
  // behind, not the heap's one-time growth (its 16 MB semi-spaces, scripts/lib/services.ts).
  for (const path of BODY_ROUTES) await sendBody(path, 1024);
  for (const path of BODY_ROUTES)
    expect((await sendBody(path, 100 * MB)).status, `warm-up ${path}`).toBe(413);
  await fetch(`${shop.url}/en/blog`);
  const before = await residentMemory();
  for (const path of BODY_ROUTES) {
    const chunked = await sendBody(path, 100 * MB);
    expect(chunked.status, `chunked ${path}`).toBe(413);
    // The field-data endpoint's own, smaller bound answers first, for its script.
    if (path !== '/_rum') expect(chunked.text, `chunked ${path}`).toBe(refusalOf(path));
    const announced = await sendBody(path, 100 * MB, { announced: true });
    expect(announced.status, `announced ${path}`).toBe(413);
  }
  const grown = (await residentMemory()) - before;
  console.log(`hostile bodies: the node grew by ${Math.round(grown / MB)} MB`);
  expect(grown, `the node grew by ${Math.round(grown / MB)} MB`).toBeLessThan(60 * MB);
});

test('three such bodies at once on each route are all refused, and the node still serves', async () => {
  test.setTimeout(180_000);
  for (const path of BODY_ROUTES) {
    const answers = await Promise.all([1, 2, 3].map(() => sendBody(path, 100 * MB)));
    for (const answer of answers) expect(answer.status, `chunked ${path}`).toBe(413);
  }
  expect((await fetch(`${shop.url}/en/blog`)).status).toBe(200);
});

test('a contact message with its attachments under the limit still reaches the form', async () => {
  // Not a valid form: the action answers with the form's own errors (422), not the server's 413.
  const answer = await sendBody('/de/contact.data', 4 * MB);
  expect(answer.status).toBe(422);
});

test('thirty guesses at once of one account’s password reach the ERP at most as often as the limit allows', async () => {
  // The ERP refuses every password (403) without counting them against this machine's address.
  erp.set({ status: 403 });
  const login = `hostile-${Date.now()}@example.com`;
  const before = erp.received.filter((call) => call.path.endsWith('/auth/login')).length;
  const answers = await Promise.all(
    Array.from({ length: 30 }, () =>
      fetch(`${shop.url}/shopinvader/auth/login`, {
        method: 'POST',
        headers: { Origin: shop.url, 'Content-Type': 'application/json', 'Accept-Language': 'en_us' },
        body: JSON.stringify({ login, password: 'guess' }),
      }),
    ),
  );
  const reached = erp.received.filter((call) => call.path.endsWith('/auth/login')).length - before;
  // The default limit of one address and account: five failures per 15 minutes.
  expect(reached).toBeLessThanOrEqual(5);
  expect(answers.filter((answer) => answer.status === 429).length).toBeGreaterThanOrEqual(25);
});

test('methods and request lines no browser sends get a 4xx, never a 5xx', async () => {
  const host = 'Host: 127.0.0.1\r\nConnection: close\r\n\r\n';
  expect(await rawStatusLine(`TRACE / HTTP/1.1\r\n${host}`)).toBe('HTTP/1.1 405 Method Not Allowed');
  expect(await rawStatusLine(`PROPFIND /de/blog HTTP/1.1\r\n${host}`)).toBe(
    'HTTP/1.1 405 Method Not Allowed',
  );
  expect(await rawStatusLine(`GET http://evil.example/ HTTP/1.1\r\n${host}`)).toBe(
    'HTTP/1.1 400 Bad Request',
  );
  expect(await rawStatusLine(`OPTIONS * HTTP/1.1\r\n${host}`)).toBe('HTTP/1.1 400 Bad Request');
  const trace = await fetch(`${shop.url}/en/blog`, { method: 'PROPPATCH' });
  expect(trace.status).toBe(405);
  expect(trace.headers.get('allow')).toContain('GET');
  expect(await trace.text()).toBe('This action is not possible at this address');
});
