import { createServer, type Server } from 'node:http';
import type { Operations } from '../app/services/observability/operations.server.ts';

/**
 * The Prometheus endpoint, `GET /metrics`, on a listener of its own (SHOP_METRICS_PORT, on the loopback
 * unless SHOP_METRICS_HOST says otherwise): visitors of the shop never reach it, and scraping it costs
 * the shop's own port nothing.
 */
export function startMetricsServer(
  { port, host }: { port: number; host: string },
  metricsText: Operations['metricsText'],
): Promise<Server> {
  const server = createServer((request, response) => {
    const path = request.url?.split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found: GET /metrics\n');
      return;
    }
    metricsText().then(
      ({ contentType, body }) =>
        response
          .writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' })
          .end(request.method === 'HEAD' ? undefined : body),
      (error: unknown) =>
        response.writeHead(500, { 'Content-Type': 'text/plain' }).end(`Metrics failed: ${String(error)}\n`),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
