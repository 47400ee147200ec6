import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuickOrderResult } from '~/domain/quick-order';
import { demoBackendEnv, startTemporaryDemoBackend } from '../../../../../scripts/lib/services.ts';
// Loaded only after the environment points at the backend, because the configuration is read once.
import type * as ActionModule from './quick-order-action.server';

/** The quick order's check against the real demo index, started for this file. */
let backend: Awaited<ReturnType<typeof startTemporaryDemoBackend>>;
let quickOrderAction: typeof ActionModule.quickOrderAction;

beforeAll(async () => {
  backend = await startTemporaryDemoBackend();
  Object.assign(process.env, demoBackendEnv(backend.port));
  ({ quickOrderAction } = await import('./quick-order-action.server'));
}, 60_000);

afterAll(async () => {
  await backend?.stop();
});

const PAGE = 'http://shop.test/en/account/quick-order';

async function check(
  fields: Record<string, string | File>,
): Promise<{ status: number; body: QuickOrderResult }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const answer = await quickOrderAction(new Request(PAGE, { method: 'POST', body: form }), new URL(PAGE));
  return { status: answer.init?.status ?? 200, body: answer.data };
}

describe('checking a quick order (docs/product/screens.md#quick-order)', () => {
  it('lists each SKU with its product and state, the unknown first', async () => {
    const { status, body } = await check({
      lines: 'SKU;Qty\nHE-LAVF-10-ML;2\nNO-SUCH-SKU;1\nHE-LAVF-10-ML 3',
    });
    expect(status).toBe(200);
    if (!body.ok) throw new Error(body.message);
    expect(body.lines.map((line) => [line.sku, line.qty, line.state])).toEqual([
      ['NO-SUCH-SKU', 1, 'unknown'],
      ['HE-LAVF-10-ML', 5, 'ready'],
    ]);
    const ready = body.lines[1];
    expect(ready?.state === 'ready' && ready.product).toMatchObject({
      name: 'True Lavender essential oil',
      path: expect.stringMatching(/^\/true-lavender-essential-oil/),
      prices: { default: { value: expect.any(Number) } },
    });
  });

  it('reads an uploaded file instead of the text, and answers with the file’s text', async () => {
    const file = new File(['HE-LAVF-30-ML,4\n'], 'order.csv', { type: 'text/csv' });
    const { body } = await check({ lines: 'ignored,1', file });
    expect(body.text).toBe('HE-LAVF-30-ML,4\n');
    expect(body.ok && body.lines.map((line) => [line.sku, line.qty])).toEqual([['HE-LAVF-30-ML', 4]]);
  });

  it('refuses a file of another type or encoding, keeping what was typed', async () => {
    const typed = 'HE-LAVF-30-ML,4';
    const pdf = await check({ lines: typed, file: new File(['%PDF'], 'order.pdf') });
    expect(pdf).toEqual({
      status: 400,
      body: { ok: false, text: typed, message: 'quick_order.errors.file_type', problems: [] },
    });
    const latin1 = new File([new Uint8Array([0x52, 0xe9, 0x66, 0x2c, 0x31])], 'order.csv');
    expect((await check({ lines: typed, file: latin1 })).body).toMatchObject({
      text: typed,
      message: 'quick_order.errors.file_encoding',
    });
  });

  it('names the lines that cannot be read and looks nothing up', async () => {
    const { status, body } = await check({ lines: 'HE-LAVF-30-ML,4\nHE-LAVF-10-ML,0' });
    expect(status).toBe(400);
    expect(body).toEqual({
      ok: false,
      // A multipart form's text fields end their lines with CRLF, as a browser posts a textarea.
      text: 'HE-LAVF-30-ML,4\r\nHE-LAVF-10-ML,0',
      message: 'quick_order.errors.lines',
      problems: [{ line: 2, text: 'HE-LAVF-10-ML,0', message: 'quick_order.errors.quantity_zero' }],
    });
  });
});
