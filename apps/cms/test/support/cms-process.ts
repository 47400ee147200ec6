import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { appRoot } from './paths.ts';

export type CmsProcess = { child: ChildProcess; url: string; logFile: string };

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

const tail = (file: string) => fs.readFileSync(file, 'utf8').split('\n').slice(-40).join('\n');

/**
 * Starts the project's `npm start` path (scripts/strapi.mjs start) in its own process group, so
 * that stopping it also stops the Strapi process it launches, and waits for /_health.
 */
export const startCms = async (env: NodeJS.ProcessEnv, logFile: string, timeoutMs: number): Promise<CmsProcess> => {
  const port = Number(env.PORT);
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [path.join(appRoot, 'scripts', 'strapi.mjs'), 'start'], {
    cwd: appRoot,
    env,
    detached: true,
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited(child)) throw new Error(`Strapi exited during start (code ${child.exitCode}):\n${tail(logFile)}`);
    try {
      const response = await fetch(`${url}/_health`, { signal: AbortSignal.timeout(1000) });
      if (response.status === 204) return { child, url, logFile };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stopCms({ child });
  throw new Error(`Strapi did not answer /_health within ${timeoutMs} ms:\n${tail(logFile)}`);
};

/** SIGTERM to the process group, then SIGKILL if it is still there after `graceMs`. */
export const stopCms = async ({ child }: Pick<CmsProcess, 'child'>, graceMs = 15_000): Promise<void> => {
  if (exited(child) || child.pid === undefined) return;
  const done = new Promise((resolve) => child.once('exit', resolve));
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-(child.pid as number), signal);
    } catch {
      // already gone
    }
  };
  signalGroup('SIGTERM');
  const timer = setTimeout(() => signalGroup('SIGKILL'), graceMs);
  await done;
  clearTimeout(timer);
};
