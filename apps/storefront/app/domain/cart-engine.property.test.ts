import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CartEngine } from './cart-engine';
import { lineKey } from './cart-options';
import type { SyncResponse } from './cart-sync';
import { fakeErp, manualPorts, memoryStorage, settle } from './cart-test-kit';

const OPTIONS = [undefined, { size: 'L' }] as const;

type Step =
  | { kind: 'add'; productId: number; qty: number; option: 0 | 1 }
  | { kind: 'update'; line: number; qty: number }
  | { kind: 'delete'; line: number }
  | { kind: 'answer'; outcome: 'ok' | '503' | '500' | 'throw' | 'lost' }
  | { kind: 'reload' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('add' as const),
    productId: fc.integer({ min: 1, max: 4 }),
    qty: fc.integer({ min: 1, max: 3 }),
    option: fc.constantFrom(0 as const, 1 as const),
  }),
  fc.record({ kind: fc.constant('update' as const), line: fc.nat(5), qty: fc.integer({ min: 0, max: 6 }) }),
  fc.record({ kind: fc.constant('delete' as const), line: fc.nat(5) }),
  fc.record({
    kind: fc.constant('answer' as const),
    outcome: fc.constantFrom(
      'ok' as const,
      'ok' as const,
      '503' as const,
      '500' as const,
      'throw' as const,
      'lost' as const,
    ),
  }),
  fc.record({ kind: fc.constant('reload' as const) }),
);

/**
 * Plays random shopper actions, ERP answers and page reloads against an in-memory ERP, checking after
 * every step that the cart shows exactly what the shopper asked for, and at the end that the ERP holds
 * exactly that. `dedupe` is the demo ERP's "a transaction uuid is applied once"; without it a request
 * the ERP applied but whose answer was lost would be applied twice by any client of this protocol, so
 * lost answers are only played against a deduplicating ERP.
 */
async function play(steps: Step[], dedupe: boolean) {
  const storage = memoryStorage();
  const erp = fakeErp({ dedupe });
  const intent = new Map<string, number>();
  let kit = manualPorts(storage);
  let engine = new CartEngine(kit.ports);

  const shown = () => new Map(engine.getState().lines.map((line) => [line.key, line.qty]));
  const wanted = () => new Map([...intent].filter(([, qty]) => qty > 0));

  const answer = async (outcome: Exclude<Step & { kind: 'answer' }, never>['outcome']) => {
    const request = kit.requests.shift();
    if (!request) return;
    if (outcome === 'ok' || outcome === 'lost') {
      const cart = erp.apply(request.body.transactions);
      if (outcome === 'ok') request.answer({ kind: 'cart', cart } satisfies SyncResponse);
      else request.answer(new TypeError('The connection was reset'));
    } else if (outcome === '503') request.answer({ kind: 'unavailable' });
    else if (outcome === '500') request.answer({ kind: 'error', error: new Error('500') });
    else request.answer(new TypeError('Failed to fetch'));
    await settle();
  };

  for (const current of steps) {
    const lines = engine.getState().lines;
    if (current.kind === 'add') {
      const options = OPTIONS[current.option];
      engine.add(current.productId, current.qty, options);
      const key = lineKey(current.productId, options);
      intent.set(key, (intent.get(key) ?? 0) + current.qty);
    } else if (current.kind === 'update' && lines.length > 0) {
      const line = lines[current.line % lines.length]!;
      engine.setQuantity(line, current.qty);
      intent.set(line.key, current.qty);
    } else if (current.kind === 'delete' && lines.length > 0) {
      const line = lines[current.line % lines.length]!;
      engine.remove(line);
      intent.set(line.key, 0);
    } else if (current.kind === 'answer') {
      if (current.outcome === 'lost' && !dedupe) continue;
      await answer(current.outcome);
    } else if (current.kind === 'reload') {
      // The page goes away: its request in flight never reaches the ERP; the new page syncs at start.
      engine.dispose();
      kit = manualPorts(storage);
      engine = new CartEngine(kit.ports);
      if (engine.getState().hasPendingTransactions) void engine.sync();
    }
    await settle();
    expect(shown()).toEqual(wanted());
  }

  for (
    let round = 0;
    round < 100 && (kit.requests.length > 0 || engine.getState().hasPendingTransactions);
    round += 1
  ) {
    await answer('ok');
    await settle();
  }
  expect(engine.getState().hasPendingTransactions).toBe(false);
  expect(erp.quantities()).toEqual(wanted());
  expect(shown()).toEqual(wanted());
}

describe('docs/product/states.md#cart-sync: whatever the network and the ERP do, no quantity is lost or doubled', () => {
  it('with the ERP applying every transaction it receives (Odoo)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 60 }), (steps) => play(steps, false)),
      {
        numRuns: 150,
      },
    );
  });

  it('with answers lost after the ERP applied them, against an ERP that applies a uuid once (demo)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 60 }), (steps) => play(steps, true)),
      {
        numRuns: 150,
      },
    );
  });
});
