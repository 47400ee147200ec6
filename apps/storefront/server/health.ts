import type { Router } from 'express';
import express from 'express';
import { nameRoute } from './observe-requests.ts';
import type { Readiness } from './readiness.ts';

/** What the process knows of its own state; shutdown.ts sets `shuttingDown`. */
export interface Lifecycle {
  shuttingDown: boolean;
}

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * `/healthz`: the process is alive and answers. `/readyz`: it should get traffic: its configuration
 * was read (the server does not listen otherwise), it is not shutting down, and the ERP, the search
 * engine and the CMS answer. A backend that is down makes it 503 and names that backend; the shop goes
 * on serving what it can. Both are answered before anything else, never kept by a cache.
 */
export function healthRoutes(readiness: Readiness, lifecycle: Lifecycle): Router {
  const router = express.Router();
  router.get('/healthz', nameRoute('healthz'), (_request, response) => {
    response.set(NO_STORE).json({ status: 'ok' });
  });
  router.get('/readyz', nameRoute('readyz'), async (_request, response) => {
    const backends = await readiness.check();
    const checks = {
      config: 'ok',
      shutdown: lifecycle.shuttingDown ? 'shutting down' : 'ok',
      ...backends,
    };
    const failed = Object.entries(checks)
      .filter(([, result]) => result !== 'ok' && result !== 'up' && result !== 'not configured')
      .map(([name]) => name);
    response
      .status(failed.length ? 503 : 200)
      .set(NO_STORE)
      .json({ status: failed.length ? 'unavailable' : 'ready', failed, checks });
  });
  return router;
}
