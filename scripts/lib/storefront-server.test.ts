import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  freePort,
  repoRoot,
  startService,
  STOREFRONT_NODE_FLAGS,
  STOREFRONT_PROCESS_ENV,
  STOREFRONT_SERVER,
} from './services.ts';

const environment = Object.entries(STOREFRONT_PROCESS_ENV).map(([name, value]) => `${name}=${value}`);

describe('the storefront server command', () => {
  it('is started with the same V8 flags and environment by the scripts, npm start and the image', () => {
    const app = JSON.parse(readFileSync(path.join(repoRoot, 'apps/storefront/package.json'), 'utf8'));
    expect(app.scripts.start).toBe(
      `${environment.join(' ')} node ${STOREFRONT_NODE_FLAGS.join(' ')} server/main.ts`,
    );
    expect(STOREFRONT_SERVER.args).toEqual([...STOREFRONT_NODE_FLAGS, 'apps/storefront/server/main.ts']);
    expect(STOREFRONT_SERVER.processEnv).toEqual(STOREFRONT_PROCESS_ENV);
    const dockerfile = readFileSync(path.join(repoRoot, 'apps/storefront/Dockerfile'), 'utf8');
    for (const line of environment) expect(dockerfile).toContain(`ENV ${line}\n`);
    expect(dockerfile).toContain(
      `CMD ${JSON.stringify(['node', ...STOREFRONT_NODE_FLAGS, 'apps/storefront/server/main.ts']).replaceAll(',', ', ')}`,
    );
  });

  it('gets its environment from a caller that gives it other variables', async () => {
    const port = await freePort();
    const script = `require('node:http').createServer((_, res) => res.end(JSON.stringify(process.env))).listen(${port}, '127.0.0.1')`;
    const service = await startService({
      name: 'environment-probe',
      command: process.execPath,
      args: ['-e', script],
      processEnv: STOREFRONT_PROCESS_ENV,
      env: { PORT: String(port) },
      readyUrl: `http://127.0.0.1:${port}/`,
      quiet: true,
    });
    try {
      const seen = await (await fetch(`http://127.0.0.1:${port}/`)).json();
      expect(seen).toMatchObject({ ...STOREFRONT_PROCESS_ENV, PORT: String(port) });
    } finally {
      await service.stop();
    }
  });
});
