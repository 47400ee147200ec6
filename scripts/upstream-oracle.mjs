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
export const UPSTREAM_DIR = path.join(repoRoot, '.data/upstream');
const VENV_DIR = path.join(UPSTREAM_DIR, 'venv');
const VENV_PYTHON = path.join(VENV_DIR, 'bin/python');
const VENV_STAMP = path.join(VENV_DIR, 'requirements.sha256');
const LOCK_DIR = path.join(UPSTREAM_DIR, 'building.lock');
/** A lock older than this was left by a run that died. */
const STALE_LOCK_MS = 15 * 60 * 1000;

/** The harness could not run: python3 or PyPI is missing, or the modules could not be read. */
export class UpstreamOracleError extends Error {
  name = 'UpstreamOracleError';
}

function sha256(...files) {
  const hash = createHash('sha256');
  for (const file of files) hash.update(readFileSync(file));
  return hash.digest('hex');
}

/** The hash every output carries: a change of the pinned list, the requirements or the harness redoes it. */
export function upstreamOracleHash() {
  return sha256(MODULES_FILE, REQUIREMENTS_FILE, EXTRACT_FILE);
}

export function upstreamOracleFile(version) {
  return path.join(UPSTREAM_DIR, `${version}.json`);
}

function pinnedVersions() {
  return JSON.parse(readFileSync(MODULES_FILE, 'utf8')).versions;
}

function isCurrent(version, hash) {
  const file = upstreamOracleFile(version);
  if (!existsSync(file)) return false;
  try {
    return JSON.parse(readFileSync(file, 'utf8')).generator?.hash === hash;
  } catch {
    return false;
  }
}

async function step(what, command, args) {
  try {
    return await run(command, args, { cwd: repoRoot, maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const output = `${error.stderr ?? ''}${error.stdout ?? ''}`.trim().split('\n').slice(-15).join('\n');
    throw new UpstreamOracleError(
      `Upstream oracle: ${what} failed (${command} ${args.join(' ')}):\n${output}`,
    );
  }
}

function hasPython() {
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
function requirePython(log) {
  if (hasPython()) return;
  if (process.getuid?.() === 0 && spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0) {
    log("upstream oracle: installing Debian's python3 and python3-venv");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const apt = (args) => spawnSync('apt-get', args, { env, stdio: ['ignore', 'ignore', 'inherit'] }).status;
    apt(['update', '-qq']);
    apt(['install', '-y', '-qq', 'python3', 'python3-venv']);
  }
  if (!hasPython())
    throw new UpstreamOracleError(
      'Upstream oracle: python3 (3.10 or later, with its venv module) is needed to read the released Shopinvader ' +
        'modules. Install it (Debian: apt-get install -y python3 python3-venv) and run `npm run oracle` again.',
    );
}

async function ensureVenv(log) {
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

function wheelName(name, version) {
  return `odoo_addon_${name}-${version}-py3-none-any.whl`;
}

/** Downloads the version's pinned wheels (those not already there) and unpacks them into a fresh tree. */
async function unpackedModules(version, modules) {
  const dist = path.join(UPSTREAM_DIR, 'wheels', version, 'dist');
  const tree = path.join(UPSTREAM_DIR, 'wheels', version, 'tree');
  mkdirSync(dist, { recursive: true });
  const released = Object.entries(modules).filter(([, spec]) => spec.version);
  const absent = released.filter(
    ([name, spec]) => !existsSync(path.join(dist, wheelName(name, spec.version))),
  );
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
      ...absent.map(([name, spec]) => `odoo-addon-${name}==${spec.version}`),
    ]);
  rmSync(tree, { recursive: true, force: true });
  mkdirSync(tree, { recursive: true });
  for (const [name, spec] of released) {
    const wheel = path.join(dist, wheelName(name, spec.version));
    if (!existsSync(wheel))
      throw new UpstreamOracleError(
        `Upstream oracle: PyPI gave no ${path.basename(wheel)} (modules.json pins it)`,
      );
    await step(`unpacking ${path.basename(wheel)}`, VENV_PYTHON, ['-m', 'zipfile', '-e', wheel, tree]);
  }
  return tree;
}

async function extract(version, modules, hash) {
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
  const oracle = JSON.parse(readFileSync(partial, 'utf8'));
  if (!Array.isArray(oracle.routes) || oracle.routes.length === 0)
    throw new UpstreamOracleError(`Upstream oracle: the ${version} modules gave no route`);
  oracle.generator = { hash, by: 'tools/upstream-oracle/extract.py' };
  writeFileSync(partial, `${JSON.stringify(oracle, null, 1)}\n`);
  renameSync(partial, output);
}

/** Test files call ensureUpstreamOracle side by side: one of them builds, the others wait for it. */
async function whileLocked(work) {
  mkdirSync(UPSTREAM_DIR, { recursive: true });
  for (;;) {
    try {
      mkdirSync(LOCK_DIR);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
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

function staleVersions(versions, hash) {
  return Object.keys(versions).filter((version) => !isCurrent(version, hash));
}

/**
 * Makes sure .data/upstream/<version>.json is there and current for every pinned Odoo version; fast when it is.
 * Returns the versions.
 */
export async function ensureUpstreamOracle({ log = () => {} } = {}) {
  const hash = upstreamOracleHash();
  const versions = pinnedVersions();
  if (staleVersions(versions, hash).length > 0)
    await whileLocked(async () => {
      const stale = staleVersions(versions, hash);
      if (stale.length === 0) return;
      await ensureVenv(log);
      for (const version of stale) {
        log(`upstream oracle: reading the released Shopinvader ${version} modules`);
        await extract(version, versions[version].modules, hash);
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
