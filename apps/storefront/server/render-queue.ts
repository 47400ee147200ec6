import type { RequestHandler } from 'express';

/**
 * At most `limit` pages rendered at once by this process; the others wait their turn, in order. A page
 * being rendered holds its data and its growing HTML: fifty at once held hundreds of megabytes, while
 * the CPU renders one at a time anyway. Past `maxWaiting` waiting, a request is answered 503 at once.
 */
export function renderQueue(limit: number, maxWaiting = 1_000) {
  let active = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active -= 1;
  };
  return (render: RequestHandler): RequestHandler =>
    async (request, response, next) => {
      if (active < limit) {
        active += 1;
      } else if (waiting.length >= maxWaiting) {
        response.status(503).set({ 'Retry-After': '1', 'Cache-Control': 'no-store' }).end();
        return;
      } else {
        // The finishing render hands its place over: `active` stays as it is.
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      try {
        await render(request, response, next);
      } finally {
        release();
      }
    };
}
