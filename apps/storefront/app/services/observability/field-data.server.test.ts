import { describe, expect, it } from 'vitest';
import { MAX_FIELD_BEACON_BYTES } from '~/domain/field-data';
import { readFieldBeacon } from './field-data.server';

const post = (body: string | ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
  new Request('http://shop.test/_rum', {
    method: 'POST',
    body,
    headers,
    ...(typeof body === 'string' ? {} : { duplex: 'half' }),
  } as RequestInit);

const beacon = (value: unknown) => post(JSON.stringify(value));

describe('field data beacons', () => {
  it('take known metrics of a known route template, each within bounds', async () => {
    const reading = await readFieldBeacon(
      beacon({
        route: 'product',
        metrics: [
          { name: 'LCP', value: 1830.4 },
          { name: 'INP', value: 96 },
          { name: 'CLS', value: 0.02 },
          { name: 'FCP', value: 900 },
          { name: 'TTFB', value: 120 },
        ],
      }),
    );
    expect(reading).toEqual({
      ok: true,
      beacon: {
        route: 'product',
        metrics: [
          { name: 'LCP', value: 1830.4 },
          { name: 'INP', value: 96 },
          { name: 'CLS', value: 0.02 },
          { name: 'FCP', value: 900 },
          { name: 'TTFB', value: 120 },
        ],
      },
    });
  });

  it.each([
    ['not JSON', 'LCP=1200'],
    ['an empty body', ''],
    ['an unknown metric', JSON.stringify({ route: 'home', metrics: [{ name: 'FID', value: 10 }] })],
    ['a raw path', JSON.stringify({ route: '/chaussures?q=rouge', metrics: [{ name: 'LCP', value: 1 }] })],
    ['an unknown route', JSON.stringify({ route: 'admin', metrics: [{ name: 'LCP', value: 1 }] })],
    ['no metric', JSON.stringify({ route: 'home', metrics: [] })],
    [
      'a metric twice',
      JSON.stringify({
        route: 'home',
        metrics: [
          { name: 'LCP', value: 1 },
          { name: 'LCP', value: 2 },
        ],
      }),
    ],
    ['a negative timing', JSON.stringify({ route: 'home', metrics: [{ name: 'TTFB', value: -1 }] })],
    ['a timing of hours', JSON.stringify({ route: 'home', metrics: [{ name: 'INP', value: 3_600_000 }] })],
    ['a shift past its bound', JSON.stringify({ route: 'home', metrics: [{ name: 'CLS', value: 1000 }] })],
    ['a text value', JSON.stringify({ route: 'home', metrics: [{ name: 'LCP', value: '1200' }] })],
    ['an identifier', JSON.stringify({ route: 'home', id: 'v5-123', metrics: [{ name: 'LCP', value: 1 }] })],
    [
      'a field on a value',
      JSON.stringify({ route: 'home', metrics: [{ name: 'LCP', value: 1, url: '/x' }] }),
    ],
  ])('refuse %s with 400', async (_label, body) => {
    expect(await readFieldBeacon(post(body))).toMatchObject({ ok: false, status: 400 });
  });

  it('refuse a body announced longer than the bound with 413, unread', async () => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new TextEncoder().encode('x'.repeat(256)));
      },
    });
    const request = post(stream, { 'content-length': String(MAX_FIELD_BEACON_BYTES + 1) });
    expect(await readFieldBeacon(request)).toMatchObject({ ok: false, status: 413 });
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it('refuse a longer body that does not say its length with 413, reading no further than the bound', async () => {
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 256;
        controller.enqueue(new TextEncoder().encode(' '.repeat(256)));
      },
    });
    expect(await readFieldBeacon(post(stream))).toMatchObject({ ok: false, status: 413 });
    expect(sent).toBeLessThan(MAX_FIELD_BEACON_BYTES + 1024);
  });

  it('take a body of exactly the bound', async () => {
    const body = JSON.stringify({ route: 'home', metrics: [{ name: 'LCP', value: 1 }] });
    const padded = body.padEnd(MAX_FIELD_BEACON_BYTES, ' ');
    expect(await readFieldBeacon(post(padded))).toMatchObject({ ok: true });
    expect(await readFieldBeacon(post(`${padded} `))).toMatchObject({ ok: false, status: 413 });
  });
});
