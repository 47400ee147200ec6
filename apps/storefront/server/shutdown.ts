import type { Server, ServerResponse } from 'node:http';
import type { Lifecycle } from './health.ts';

interface ShutdownResult {
  /** Requests still unanswered when the bound ran out, whose connections were closed. */
  cut: number;
}

export interface GracefulServer {
  /**
   * Readiness turns 503 at once (`lifecycle`), no new connection is accepted, idle kept-alive
   * connections are closed, and busy ones once their answer is sent (which says `Connection: close`);
   * requests under way get `timeoutMs` to finish, after which their connections are closed too.
   */
  shutDown(timeoutMs: number): Promise<ShutdownResult>;
}

/**
 * Follows the requests under way on `server` from its creation, so that a shutdown knows what it
 * waits for.
 */
export function gracefulServer(server: Server, lifecycle: Lifecycle): GracefulServer {
  const answering = new Set<ServerResponse>();
  const closeWhenSent = (response: ServerResponse) => {
    if (!response.headersSent) response.setHeader('Connection', 'close');
    // Once sent, the answer leaves its connection idle.
    response.once('finish', () => setImmediate(() => server.closeIdleConnections()));
  };
  server.on('request', (_request, response) => {
    answering.add(response);
    response.once('close', () => answering.delete(response));
    if (lifecycle.shuttingDown) closeWhenSent(response);
  });

  return {
    shutDown(timeoutMs) {
      lifecycle.shuttingDown = true;
      return new Promise((resolve) => {
        let cut = 0;
        const deadline = setTimeout(() => {
          cut = answering.size;
          server.closeAllConnections();
        }, timeoutMs);
        server.close(() => {
          clearTimeout(deadline);
          resolve({ cut });
        });
        server.closeIdleConnections();
        for (const response of answering) closeWhenSent(response);
      });
    },
  };
}
