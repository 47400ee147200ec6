import type { RequestHandler } from 'express';

/**
 * At most `limit` pages rendered at once by this process; the others wait their turn, in order. A page
 * being rendered holds its data and its growing HTML: fifty at once held hundreds of megabytes, while
 * the CPU renders one at a time anyway. Past `maxWaiting` waiting, a request is answered 503 at once.
 *
 * Renders start one per turn of the event loop. A warm render runs to its end in the turn that starts
 * it, and Node accepts one new connection per turn: started from each request's own read, renders
 * filled every turn with as many renders as kept-alive connections had sent requests, and a visitor
 * opening a connection under load waited seconds for it to be accepted, while the others were served.
 */
export function renderQueue(limit: number, maxWaiting = 1_000) {
  let active = 0;
  let scheduled = false;
  const waiting: (() => void)[] = [];
  const startNext = () => {
    scheduled = false;
    if (active >= limit) return;
    const start = waiting.shift();
    if (!start) return;
    active += 1;
    start();
    schedule();
  };
  function schedule() {
    if (scheduled || waiting.length === 0) return;
    scheduled = true;
    // An immediate set while immediates run waits for the next turn, after the poll for I/O.
    setImmediate(startNext);
  }
  return (render: RequestHandler): RequestHandler =>
    async (request, response, next) => {
      // Those the free places will take at the next turns are not waiting for a place.
      if (waiting.length >= maxWaiting + Math.max(0, limit - active)) {
        response.status(503).set({ 'Retry-After': '1', 'Cache-Control': 'no-store' }).end();
        return;
      }
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        schedule();
      });
      try {
        await render(request, response, next);
      } finally {
        active -= 1;
        schedule();
      }
    };
}
