// The released Shopinvader modules as a test oracle (tools/upstream-oracle/README.md): downloads the wheels pinned in
// tools/upstream-oracle/modules.json from PyPI into a Python venv's reach, runs tools/upstream-oracle/extract.py
// on them and writes what they route and answer to .data/upstream/<Odoo version>.json. Cached: nothing is
// redone while modules.json, requirements.txt and extract.py are unchanged (their hash is in each output).
import { execFile, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';

const run = promisify(execFile);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TOOL_DIR = path.join(repoRoot, 'tools/upstream-oracle');
const MODULES_FILE = path.join(TOOL_DIR, 'modules.json');
const REQUIREMENTS_FILE = path.join(TOOL_DIR, 'requirements.txt');
const EXTRACT_FILE = path.join(TOOL_DIR, 'extract.py');
export const UPSTREAM_DIR: string = path.join(repoRoot, '.data/upstream');
const VENV_DIR = path.join(UPSTREAM_DIR, 'venv');
const VENV_PYTHON = path.join(VENV_DIR, 'bin/python');
const VENV_STAMP = path.join(VENV_DIR, 'requirements.sha256');
const LOCK_DIR = path.join(UPSTREAM_DIR, 'building.lock');
/** A module pinned in tools/upstream-oracle/modules.json: its released version, if it has one. */
interface PinnedModule {
  version?: string | null;
}
type PinnedVersions = Record<string, { modules: Record<string, PinnedModule> }>;

/** A lock older than this was left by a run that died. */
const STALE_LOCK_MS = 15 * 60 * 1000;

/** The harness could not run: python3 or PyPI is missing, or the modules could not be read. */
export class UpstreamOracleError extends Error {
  override name = 'UpstreamOracleError';
}

function sha256(...files: string[]): string {
  const hash = createHash('sha256');
  for (const file of files) hash.update(readFileSync(file));
  return hash.digest('hex');
}

/** The hash every output carries: a change of the pinned list, the requirements or the harness redoes it. */
export function upstreamOracleHash(): string {
  return sha256(MODULES_FILE, REQUIREMENTS_FILE, EXTRACT_FILE);
}

export function upstreamOracleFile(version: string): string {
  return path.join(UPSTREAM_DIR, `${version}.json`);
}

function pinnedVersions(): PinnedVersions {
  return (JSON.parse(readFileSync(MODULES_FILE, 'utf8')) as { versions: PinnedVersions }).versions;
}

function isCurrent(version: string, hash: string): boolean {
  const file = upstreamOracleFile(version);
  if (!existsSync(file)) return false;
  try {
    return (
      (JSON.parse(readFileSync(file, 'utf8')) as { generator?: { hash?: string } }).generator?.hash === hash
    );
  } catch {
    return false;
  }
}

async function step(
  what: string,
  command: string,
  args: string[],
): Promise<{ stdout: string; stderr: string }> {
  try {
    return await run(command, args, { cwd: repoRoot, maxBuffer: 64 * 1024 * 1024 });
  } catch (caught) {
    const error = caught as { stdout?: string; stderr?: string };
    const output = `${error.stderr ?? ''}${error.stdout ?? ''}`.trim().split('\n').slice(-15).join('\n');
    throw new UpstreamOracleError(
      `Upstream oracle: ${what} failed (${command} ${args.join(' ')}):\n${output}`,
    );
  }
}

function hasPython(): boolean {
  const probe = spawnSync(
    'python3',
    ['-c', 'import sys, ensurepip, venv; print(sys.version_info >= (3, 10))'],
    {
      encoding: 'utf8',
    },
  );
  return !probe.error && probe.status === 0 && probe.stdout.trim() === 'True';
}

/** Python 3.10+ with venv; installed from Debian's packages where it is missing and we run as root. */
function requirePython(log: (line: string) => void): void {
  if (hasPython()) return;
  if (process.getuid?.() === 0 && spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0) {
    log("upstream oracle: installing Debian's python3 and python3-venv");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const apt = (args: string[]) =>
      spawnSync('apt-get', args, { env, stdio: ['ignore', 'ignore', 'inherit'] }).status;
    apt(['update', '-qq']);
    apt(['install', '-y', '-qq', 'python3', 'python3-venv']);
  }
  if (!hasPython())
    throw new UpstreamOracleError(
      'Upstream oracle: python3 (3.10 or later, with its venv module) is needed to read the released Shopinvader ' +
        'modules. Install it (Debian: apt-get install -y python3 python3-venv) and run `npm run oracle` again.',
    );
}

async function ensureVenv(log: (line: string) => void): Promise<void> {
  const wanted = sha256(REQUIREMENTS_FILE);
  if (existsSync(VENV_PYTHON) && existsSync(VENV_STAMP) && readFileSync(VENV_STAMP, 'utf8') === wanted)
    return;
  requirePython(log);
  rmSync(VENV_DIR, { recursive: true, force: true });
  await step('creating the Python venv', 'python3', ['-m', 'venv', VENV_DIR]);
  await step('installing tools/upstream-oracle/requirements.txt from PyPI', VENV_PYTHON, [
    '-m',
    'pip',
    'install',
    '--quiet',
    '--disable-pip-version-check',
    '-r',
    REQUIREMENTS_FILE,
  ]);
  writeFileSync(VENV_STAMP, wanted);
}

function wheelName(name: string, version: string): string {
  return `odoo_addon_${name}-${version}-py3-none-any.whl`;
}

/** Downloads the version's pinned wheels (those not already there) and unpacks them into a fresh tree. */
async function unpackedModules(version: string, modules: Record<string, PinnedModule>): Promise<string> {
  const dist = path.join(UPSTREAM_DIR, 'wheels', version, 'dist');
  const tree = path.join(UPSTREAM_DIR, 'wheels', version, 'tree');
  mkdirSync(dist, { recursive: true });
  const released = Object.entries(modules).flatMap(([name, spec]) =>
    spec.version ? [[name, spec.version] as const] : [],
  );
  const absent = released.filter(([name, version]) => !existsSync(path.join(dist, wheelName(name, version))));
  if (absent.length > 0)
    await step(`downloading the Shopinvader ${version} wheels from PyPI`, VENV_PYTHON, [
      '-m',
      'pip',
      'download',
      '--quiet',
      '--disable-pip-version-check',
      '--no-deps',
      '--only-binary=:all:',
      '-d',
      dist,
      ...absent.map(([name, wheelVersion]) => `odoo-addon-${name}==${wheelVersion}`),
    ]);
  rmSync(tree, { recursive: true, force: true });
  mkdirSync(tree, { recursive: true });
  for (const [name, wheelVersion] of released) {
    const wheel = path.join(dist, wheelName(name, wheelVersion));
    if (!existsSync(wheel))
      throw new UpstreamOracleError(
        `Upstream oracle: PyPI gave no ${path.basename(wheel)} (modules.json pins it)`,
      );
    await step(`unpacking ${path.basename(wheel)}`, VENV_PYTHON, ['-m', 'zipfile', '-e', wheel, tree]);
  }
  return tree;
}

async function extract(version: string, modules: Record<string, PinnedModule>, hash: string): Promise<void> {
  const tree = await unpackedModules(version, modules);
  const output = upstreamOracleFile(version);
  const partial = `${output}.partial`;
  await step(`reading the Shopinvader ${version} modules`, VENV_PYTHON, [
    EXTRACT_FILE,
    tree,
    MODULES_FILE,
    version,
    partial,
  ]);
  const oracle = JSON.parse(readFileSync(partial, 'utf8')) as { routes?: unknown; generator?: unknown };
  if (!Array.isArray(oracle.routes) || oracle.routes.length === 0)
    throw new UpstreamOracleError(`Upstream oracle: the ${version} modules gave no route`);
  oracle.generator = { hash, by: 'tools/upstream-oracle/extract.py' };
  writeFileSync(partial, `${JSON.stringify(oracle, null, 1)}\n`);
  renameSync(partial, output);
}

/** Test files call ensureUpstreamOracle side by side: one of them builds, the others wait for it. */
async function whileLocked<T>(work: () => Promise<T>): Promise<T> {
  mkdirSync(UPSTREAM_DIR, { recursive: true });
  for (;;) {
    try {
      mkdirSync(LOCK_DIR);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (Date.now() - statSync(LOCK_DIR).mtimeMs > STALE_LOCK_MS)
        rmSync(LOCK_DIR, { recursive: true, force: true });
      else await sleep(500);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(LOCK_DIR, { recursive: true, force: true });
  }
}

function staleVersions(versions: PinnedVersions, hash: string): string[] {
  return Object.keys(versions).filter((version) => !isCurrent(version, hash));
}

/**
 * Makes sure .data/upstream/<version>.json is there and current for every pinned Odoo version; fast when it is.
 * Returns the versions.
 */
export async function ensureUpstreamOracle({
  log = () => {},
}: { log?: (line: string) => void } = {}): Promise<string[]> {
  const hash = upstreamOracleHash();
  const versions = pinnedVersions();
  if (staleVersions(versions, hash).length > 0)
    await whileLocked(async () => {
      const stale = staleVersions(versions, hash);
      if (stale.length === 0) return;
      await ensureVenv(log);
      for (const version of stale) {
        log(`upstream oracle: reading the released Shopinvader ${version} modules`);
        await extract(version, versions[version]?.modules ?? {}, hash);
      }
    });
  return Object.keys(versions);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const versions = await ensureUpstreamOracle({ log: (line) => console.log(line) });
    console.log(
      `upstream oracle: ${versions.map((version) => upstreamOracleFile(version)).join(', ')} current`,
    );
  } catch (error) {
    console.error(error instanceof UpstreamOracleError ? error.message : error);
    process.exit(1);
  }
}
