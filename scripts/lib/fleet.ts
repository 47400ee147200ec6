// Redis and Varnish for the fleet's tests and benchmark: Debian's packages, installed when missing (as
// root; anyone else is told the command), each started on a free port of 127.0.0.1 with its files in a
// folder of its own, and stopped with the run.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { type StartedService, startService, waitForUrl } from './services.ts';

const PACKAGES = ['redis-server', 'varnish', 'varnish-modules'];

function onPath(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/** Whether varnish-modules' xkey is installed beside Varnish. */
function hasXkey() {
  const libs = ['/usr/lib/x86_64-linux-gnu', '/usr/lib/aarch64-linux-gnu', '/usr/lib'];
  return libs.some((lib) => {
    const vmods = path.join(lib, 'varnish/vmods');
    return existsSync(vmods) && readdirSync(vmods).includes('libvmod_xkey.so');
  });
}

function missingPackages(): string[] {
  return [
    !onPath('redis-server') && 'redis-server',
    !(onPath('varnishd') && onPath('varnishadm')) && 'varnish',
    !hasXkey() && 'varnish-modules',
  ].filter((name): name is string => Boolean(name));
}

/** Installs Debian's redis-server, varnish and varnish-modules when one is missing; throws with the reason. */
export function ensureFleetTools(): void {
  const missing = missingPackages();
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`Missing ${missing.join(', ')}: run \`sudo apt-get install -y ${PACKAGES.join(' ')}\`.`);
  }
  console.log(`Installing Debian's ${missing.join(', ')} for the fleet`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  // The packages' own services are not wanted: the tests start their own processes.
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...PACKAGES], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  });
  const still = missingPackages();
  if (still.length > 0) throw new Error(`${still.join(', ')} still missing after apt-get install.`);
}

/** Resolves once a Redis on `port` answers PING, or fails after `timeoutMs`. */
async function waitForRedis(port: number, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.setTimeout(500, () => socket.destroy());
      socket.on('connect', () => socket.write('PING\r\n'));
      socket.on('data', (data) => {
        resolve(data.toString().startsWith('+PONG'));
        socket.destroy();
      });
      socket.on('error', () => resolve(false));
      socket.on('close', () => resolve(false));
    });
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Redis on 127.0.0.1:${port} did not answer within ${timeoutMs} ms`);
}

/** A Redis on 127.0.0.1:`port` keeping nothing on disk (a cache and counters, nothing to save). */
export async function startRedis({
  port,
  dir,
  quiet = true,
}: {
  port: number;
  dir: string;
  quiet?: boolean;
}): Promise<StartedService> {
  mkdirSync(dir, { recursive: true });
  const service = await startService({
    name: 'redis',
    command: 'redis-server',
    args: ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    quiet,
  });
  await waitForRedis(port);
  return service;
}

export interface StartedVarnish extends StartedService {
  url: string;
  admin(...command: string[]): string;
}

/**
 * Varnish on 127.0.0.1:`port` with `vcl` (and the files beside it), its management port for
 * varnishadm, working files in `dir`; resolves once it answers `readyPath` through the nodes.
 */
export async function startVarnish({
  port,
  adminPort,
  dir,
  vcl,
  readyPath = '/_build',
  quiet = true,
}: {
  port: number;
  adminPort: number;
  dir: string;
  vcl: string;
  readyPath?: string;
  quiet?: boolean;
}): Promise<StartedVarnish> {
  mkdirSync(dir, { recursive: true });
  const secret = path.join(dir, 'secret');
  writeFileSync(secret, `${Math.random().toString(36).slice(2)}\n`, { mode: 0o600 });
  const service = await startService({
    name: 'varnish',
    command: 'varnishd',
    args: [
      '-F',
      '-j',
      'none',
      '-n',
      path.join(dir, 'work'),
      '-a',
      `127.0.0.1:${port}`,
      '-T',
      `127.0.0.1:${adminPort}`,
      '-S',
      secret,
      '-f',
      vcl,
      '-p',
      `vcl_path=${path.dirname(vcl)}:/usr/share/varnish/vcl`,
      '-s',
      'malloc,128m',
    ],
    quiet,
  });
  await waitForUrl(`http://127.0.0.1:${port}${readyPath}`, { child: service.child });
  return {
    ...service,
    url: `http://127.0.0.1:${port}`,
    /** varnishadm's answer to `command` (e.g. backend.list). */
    admin: (...command: string[]) =>
      execFileSync('varnishadm', ['-T', `127.0.0.1:${adminPort}`, '-S', secret, ...command], {
        encoding: 'utf8',
      }),
  };
}
