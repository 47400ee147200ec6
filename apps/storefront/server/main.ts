import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerBuild } from 'react-router';
import { ConfigError, getServerConfig } from '../app/config/server-config.server.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function fail(message: string): never {
  console.error(`storefront: ${message}`);
  process.exit(1);
}

// Configuration first: a missing variable stops the server with its name before anything listens.
try {
  getServerConfig();
} catch (error) {
  fail(error instanceof ConfigError ? error.message : String(error));
}

// React picks its development or production build when first imported, so the mode is fixed before
// anything imports it.
process.env.NODE_ENV ??= 'production';
const { createServerApp } = await import('./app.ts');
const buildDir = path.resolve(root, process.env.STOREFRONT_BUILD_DIR || 'build');
const buildFile = path.join(buildDir, 'server/index.js');
const build = (await import(buildFile).catch(() =>
  fail(`no production build at ${buildFile}; run \`npm run build\` first.`),
)) as ServerBuild;

const port = Number(process.env.PORT || 3000);
const host = process.env.HOST || '127.0.0.1';
const server = createServerApp(build, path.join(buildDir, 'client')).listen(port, host, () => {
  const address = server.address();
  const shown = typeof address === 'object' && address ? `${host}:${address.port}` : `${host}:${port}`;
  console.log(`storefront ready on http://${shown}`);
});
server.on('error', (error) => fail(error.message));

// A promise nobody awaited must not take every visitor's page down with the process: log it, keep serving.
process.on('unhandledRejection', (reason) => console.error('storefront: unhandled rejection;', reason));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
