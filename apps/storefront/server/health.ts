import type { Router } from 'express';
import express from 'express';
import { nameRoute } from './observe-requests.ts';
import type { Readiness } from './readiness.ts';

/** What the process knows of its own state; shutdown.ts sets `shuttingDown`. */
export interface Lifecycle {
  shuttingDown: boolean;
}

const NO_STORE = { 'Cache-Control': 'no-store' };

/** A backend's probe that counts as answering. */
const answering = (result: string) => result === 'up' || result === 'not configured';

/**
 * Three questions, each with one meaning (README › Operations):
 * - `/healthz`: the process is alive and answers (liveness: restart it when not);
 * - `/readyz`: this node can serve: its configuration was read (the server does not listen otherwise)
 *   and it is not shutting down (readiness: send it traffic). A backend's outage does not count: every
 *   node shares the backends, and a node whose ERP is down still serves kept pages and the shop's own
 *   error screens, where a balancer without any node in rotation would serve its bare error;
 * - `/healthz/backends`: whether the ERP, the search engine and the CMS answer, for people and
 *   monitoring, never for the balancer: always 200, `degraded` with the backends that are down.
 * All are answered before anything else, never kept by a cache.
 */
export function healthRoutes(readiness: Readiness, lifecycle: Lifecycle): Router {
  const router = express.Router();
  router.get('/healthz', nameRoute('healthz'), (_request, response) => {
    response.set(NO_STORE).json({ status: 'ok' });
  });
  router.get('/healthz/backends', nameRoute('healthz-backends'), async (_request, response) => {
    const backends = await readiness.check();
    const down = Object.entries(backends)
      .filter(([, result]) => !answering(result))
      .map(([name]) => name);
    response.set(NO_STORE).json({ status: down.length ? 'degraded' : 'ok', down, backends });
  });
  router.get('/readyz', nameRoute('readyz'), (_request, response) => {
    const checks = { config: 'ok', shutdown: lifecycle.shuttingDown ? 'shutting down' : 'ok' };
    const failed = Object.entries(checks)
      .filter(([, result]) => result !== 'ok')
      .map(([name]) => name);
    response
      .status(failed.length ? 503 : 200)
      .set(NO_STORE)
      .json({ status: failed.length ? 'unavailable' : 'ready', failed, checks });
  });
  return router;
}
