// The container engine the tests and the bench build and run the shop's images with: Debian's podman
// (and podman-compose, runc, debootstrap), installed when missing, run as root with runc and cgroupfs
// and no default ulimits (what this kind of sandboxed machine accepts), from a containers.conf of its
// own so that the machine's settings are left alone. No image registry is reachable, so the images'
// base (`node:24-bookworm-slim` in public builds) is stood in for by Debian bookworm made with
// debootstrap plus the Node 24 and npm the project itself runs, imported with `podman import`.
import { execFileSync, type ExecFileSyncOptions, type StdioOptions, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from '../lib/services.ts';

const PACKAGES = {
  podman: 'podman',
  runc: 'runc',
  debootstrap: 'debootstrap',
  'podman-compose': 'podman-compose',
};
const INSTALL_HINT = `sudo apt-get install -y ${Object.values(PACKAGES).join(' ')}`;
const CACHE_DIR = path.join(repoRoot, '.data/containers');
const SUITE = 'bookworm';
const MIRROR = 'http://deb.debian.org/debian';

class EngineUnavailableError extends Error {
  override name = 'EngineUnavailableError';
}

function onPath(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/** Debian's podman, runc, debootstrap and podman-compose, installed when missing and we are root. */
export function ensureEngine(): void {
  const missing = (Object.keys(PACKAGES) as (keyof typeof PACKAGES)[]).filter((command) => !onPath(command));
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    throw new EngineUnavailableError(`${missing.join(', ')} missing: run \`${INSTALL_HINT}\`.`);
  }
  console.log(`Installing Debian's ${missing.map((command) => PACKAGES[command]).join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...missing.map((command) => PACKAGES[command])],
  ]) {
    if (spawnSync('apt-get', args, { env, stdio: ['ignore', 'ignore', 'inherit'] }).status !== 0) {
      throw new EngineUnavailableError(`Installing with apt-get failed: run \`${INSTALL_HINT}\`.`);
    }
  }
}

/**
 * The environment podman (and podman-compose, which runs it) is run with: a containers.conf of the
 * project's, since crun and the default ulimits are refused here.
 */
export function engineEnv(): NodeJS.ProcessEnv {
  mkdirSync(CACHE_DIR, { recursive: true });
  const conf = path.join(CACHE_DIR, 'containers.conf');
  writeFileSync(
    conf,
    [
      '[containers]',
      'default_ulimits = []',
      '[engine]',
      'runtime = "runc"',
      'cgroup_manager = "cgroupfs"',
      'events_logger = "file"',
      '',
    ].join('\n'),
  );
  return { ...process.env, CONTAINERS_CONF: conf };
}

/** Runs podman with the project's settings; returns its standard output, throws with its error output. */
export function podman(
  args: string[],
  {
    env = engineEnv(),
    timeoutMs = 120_000,
    stdio,
  }: { env?: NodeJS.ProcessEnv; timeoutMs?: number; stdio?: StdioOptions } = {},
): string {
  const result = spawnSync('podman', args, {
    env,
    encoding: 'utf8',
    timeout: timeoutMs,
    stdio: stdio ?? ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
  if ((result.error as NodeJS.ErrnoException | undefined)?.code === 'ETIMEDOUT') {
    throw new Error(`podman ${args.join(' ')} did not finish within ${timeoutMs / 1000} s`);
  }
  if (result.error) throw new Error(`podman ${args.join(' ')}: ${result.error.message}`);
  if (result.status !== 0) {
    throw new Error(
      `podman ${args.join(' ')} exited with ${result.status}: ${(result.stderr ?? '').trim().slice(-2000)}`,
    );
  }
  return (result.stdout ?? '').trim();
}

/**
 * What a build on this machine mounts so that its `npm install` trusts the certificate authorities the
 * machine's own Node and npm trust (a network whose egress proxy re-signs TLS): npm's `cafile`, or
 * Node's NODE_EXTRA_CA_CERTS, and a global npmrc naming it. Mounts are not layers: the image is the same
 * as without them.
 */
export function buildMounts(): string[] {
  const configured = execFileSync('npm', ['config', 'get', 'cafile'], { encoding: 'utf8' }).trim();
  const cafile = ['', 'null', 'undefined'].includes(configured)
    ? process.env.NODE_EXTRA_CA_CERTS
    : configured;
  if (!cafile || !existsSync(cafile)) return [];
  mkdirSync(CACHE_DIR, { recursive: true });
  const npmrc = path.join(CACHE_DIR, 'build-npmrc');
  writeFileSync(npmrc, 'cafile=/run/host-ca.crt\n');
  return ['-v', `${cafile}:/run/host-ca.crt:ro`, '-v', `${npmrc}:/usr/local/etc/npmrc:ro`];
}

/**
 * The open-file limit a build's steps run with: podman gives them 1,024, which `npm install` can run out
 * of (EMFILE in its cache); ours instead, the hard limit this process may use (podman may not raise a
 * step's above it), at most 65,536.
 */
export function buildUlimits(): string[] {
  const hard = execFileSync('sh', ['-c', 'ulimit -Hn'], { encoding: 'utf8' }).trim();
  const limit = hard === 'unlimited' ? 65_536 : Math.min(Number(hard), 65_536);
  return ['--ulimit', `nofile=${limit}:${limit}`];
}

function npmVersion(): string {
  return execFileSync('npm', ['--version'], { encoding: 'utf8' }).trim();
}

/**
 * The stand-in for `node:24-bookworm-slim`, imported into podman if it is not there: Debian bookworm
 * (debootstrap, minbase), the Node binary of the project's `node` package, the npm the machine runs, and
 * the `node` user (uid 1000) the official image has. Its root file system is cached in .data/, keyed
 * by those inputs. Returns the image's name.
 */
export function ensureBaseImage(env: NodeJS.ProcessEnv = engineEnv()): string {
  const nodeBinary = process.execPath;
  const inputs = { suite: SUITE, node: process.version, npm: npmVersion(), layout: 1 };
  const key = createHash('sha256').update(JSON.stringify(inputs)).digest('hex').slice(0, 16);
  const image = `localhost/shop-node-base:${key}`;
  if (spawnSync('podman', ['image', 'exists', image], { env }).status === 0) return image;

  const tarball = path.join(CACHE_DIR, `node-base-${key}.tar`);
  if (!existsSync(tarball)) buildBaseTarball({ tarball, nodeBinary, npm: inputs.npm });
  podman(
    [
      'import',
      '--change',
      'ENV PATH=/usr/local/bin:/usr/local/sbin:/usr/sbin:/usr/bin:/sbin:/bin',
      '--change',
      'CMD ["node"]',
      tarball,
      image,
    ],
    { env, timeoutMs: 300_000 },
  );
  return image;
}

function buildBaseTarball({
  tarball,
  nodeBinary,
  npm,
}: {
  tarball: string;
  nodeBinary: string;
  npm: string;
}): void {
  const work = mkdtempSync(path.join(tmpdir(), 'node-base-'));
  const root = path.join(work, 'root');
  const run = (command: string, args: string[], options: ExecFileSyncOptions = {}) =>
    execFileSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'], ...options });
  try {
    console.log(`Making the base image: debootstrap ${SUITE} (minbase), Node ${process.version}, npm ${npm}`);
    run('debootstrap', ['--variant=minbase', SUITE, root, MIRROR], { timeout: 600_000 });
    // What the official image has beyond Debian: Node and npm under /usr/local, and the `node` user.
    mkdirSync(path.join(root, 'usr/local/lib/node_modules'), { recursive: true });
    run('install', ['-m', '0755', nodeBinary, path.join(root, 'usr/local/bin/node')]);
    const packed = execFileSync('npm', ['pack', `npm@${npm}`, '--silent', '--pack-destination', work], {
      encoding: 'utf8',
      timeout: 300_000,
    }).trim();
    mkdirSync(path.join(root, 'usr/local/lib/node_modules/npm'));
    run('tar', [
      '-xzf',
      path.join(work, packed),
      '-C',
      path.join(root, 'usr/local/lib/node_modules/npm'),
      '--strip-components=1',
    ]);
    run('ln', ['-s', '../lib/node_modules/npm/bin/npm-cli.js', path.join(root, 'usr/local/bin/npm')]);
    run('ln', ['-s', '../lib/node_modules/npm/bin/npx-cli.js', path.join(root, 'usr/local/bin/npx')]);
    run('chroot', [root, 'groupadd', '--gid', '1000', 'node']);
    run('chroot', [
      root,
      'useradd',
      '--uid',
      '1000',
      '--gid',
      'node',
      '--shell',
      '/bin/bash',
      '--create-home',
      'node',
    ]);
    run('rm', ['-rf', path.join(root, 'var/cache/apt/archives'), path.join(root, 'var/lib/apt/lists')]);
    mkdirSync(path.join(root, 'var/cache/apt/archives/partial'), { recursive: true });
    mkdirSync(path.join(root, 'var/lib/apt/lists/partial'), { recursive: true });
    run('tar', ['-cf', `${tarball}.part`, '-C', root, '--numeric-owner', '.']);
    renameSync(`${tarball}.part`, tarball);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
