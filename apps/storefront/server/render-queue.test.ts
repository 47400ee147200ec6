import type { NextFunction, Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { renderQueue } from './render-queue';

/** A render that ends when told to, recording its start. */
function heldRenders() {
  const started: number[] = [];
  const finish = new Map<number, () => void>();
  return {
    started,
    finish: (id: number) => finish.get(id)!(),
    render: (id: number) => () =>
      new Promise<void>((resolve) => {
        started.push(id);
        finish.set(id, resolve);
      }),
  };
}

/** Lets `count` turns of the event loop pass (renders start one per turn). */
async function turns(count: number) {
  for (let turn = 0; turn < count; turn += 1) await new Promise((resolve) => setImmediate(resolve));
}
const settle = () => turns(5);

function response() {
  const sent = { status: 0 };
  const res = {
    status(code: number) {
      sent.status = code;
      return res;
    },
    set: () => res,
    end: () => undefined,
  };
  return { sent, res: res as unknown as Response };
}

describe('render queue', () => {
  it('renders at most `limit` pages at once, the others in their order of arrival', async () => {
    const queue = renderQueue(2);
    const renders = heldRenders();
    const done = [1, 2, 3, 4].map((id) =>
      queue(renders.render(id))({} as Request, response().res, (() => undefined) as NextFunction),
    );
    await settle();
    expect(renders.started).toEqual([1, 2]);
    renders.finish(2);
    await settle();
    expect(renders.started).toEqual([1, 2, 3]);
    renders.finish(1);
    await settle();
    expect(renders.started).toEqual([1, 2, 3, 4]);
    renders.finish(3);
    renders.finish(4);
    await Promise.all(done);
  });

  it('answers 503 at once when too many are waiting', async () => {
    const queue = renderQueue(1, 1);
    const renders = heldRenders();
    const first = queue(renders.render(1))({} as Request, response().res, (() => undefined) as NextFunction);
    const second = queue(renders.render(2))({} as Request, response().res, (() => undefined) as NextFunction);
    const third = response();
    await queue(renders.render(3))({} as Request, third.res, (() => undefined) as NextFunction);
    expect(third.sent.status).toBe(503);
    await settle();
    expect(renders.started).toEqual([1]);
    renders.finish(1);
    await settle();
    renders.finish(2);
    await Promise.all([first, second]);
    expect(renders.started).toEqual([1, 2]);
  });

  it('starts one render per turn of the event loop, so that connections are read and accepted between them', async () => {
    const queue = renderQueue(8);
    const renders = heldRenders();
    const done = [1, 2, 3].map((id) =>
      queue(renders.render(id))({} as Request, response().res, (() => undefined) as NextFunction),
    );
    expect(renders.started).toEqual([]);
    await turns(1);
    expect(renders.started).toEqual([1]);
    await turns(1);
    expect(renders.started).toEqual([1, 2]);
    await turns(1);
    expect(renders.started).toEqual([1, 2, 3]);
    for (const id of [1, 2, 3]) renders.finish(id);
    await Promise.all(done);
  });
});
