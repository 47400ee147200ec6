import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerBuild } from 'react-router';
import { ConfigError } from '../app/config/config-error.ts';
import { getServerConfig, type ServerConfig } from '../app/config/server-config.server.ts';
import { logger } from '../app/services/observability/logger.server.ts';
import { startMetricsServer } from './metrics-server.ts';
import { createReadiness, probeTargets } from './readiness.ts';
import { gracefulServer } from './shutdown.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function fail(message: string): never {
  // Plain text on stderr: a person reads this one, at start.
  console.error(`storefront: ${message}`);
  process.exit(1);
}

// Configuration first: a missing variable stops the server with its name before anything listens.
let config: ServerConfig;
try {
  config = getServerConfig();
} catch (error) {
  fail(error instanceof ConfigError ? error.message : String(error));
}
for (const refusal of config.ignoredSettings) logger.error(refusal);

// React picks its development or production build when first imported, so the mode is fixed before
// anything imports it.
process.env.NODE_ENV ??= 'production';
const { createServerApp, operationsOf } = await import('./app.ts');
const buildDir = path.resolve(root, process.env.STOREFRONT_BUILD_DIR || 'build');
const buildFile = path.join(buildDir, 'server/index.js');
const build = (await import(buildFile).catch(() =>
  fail(`no production build at ${buildFile}; run \`npm run build\` first.`),
)) as ServerBuild;

const operations = operationsOf(build);
let metricsServer: Server | undefined;
if (config.metrics) {
  operations.collectMetrics();
  metricsServer = await startMetricsServer(config.metrics, operations.metricsText).catch((error: Error) =>
    fail(`the metrics cannot listen on ${config.metrics!.host}:${config.metrics!.port}: ${error.message}`),
  );
}

const lifecycle = { shuttingDown: false };
const app = createServerApp(build, path.join(buildDir, 'client'), {
  logger,
  lifecycle,
  readiness: createReadiness({ targets: probeTargets(config), timeoutMs: config.readinessTimeoutMs }),
  countRequests: config.metrics !== undefined,
});
const port = Number(process.env.PORT || 3000);
const host = process.env.HOST || '127.0.0.1';
const server = app.listen(port, host, () => {
  const address = server.address();
  const shown = typeof address === 'object' && address ? `${host}:${address.port}` : `${host}:${port}`;
  logger.info(
    {
      address: `http://${shown}`,
      metrics: config.metrics && `http://${config.metrics.host}:${config.metrics.port}/metrics`,
    },
    `storefront ready on http://${shown}`,
  );
});
server.on('error', (error) => fail(error.message));
const graceful = gracefulServer(server, lifecycle);

// A promise nobody awaited must not take every visitor's page down with the process: log it, keep serving.
process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled rejection'));

// The orchestrator's SIGTERM (or Ctrl+C): stop taking requests, finish those under way within the
// bound, then exit 0, or 1 when some had to be cut off. A second signal changes nothing.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, timeoutMs: config.shutdownTimeoutMs }, 'shutting down');
    metricsServer?.close();
    metricsServer?.closeAllConnections();
    void graceful.shutDown(config.shutdownTimeoutMs).then(({ cut }) => {
      if (cut > 0) logger.error({ cut }, 'shut down, cutting off requests still under way');
      else logger.info('shut down');
      process.exit(cut > 0 ? 1 : 0);
    });
  });
}
