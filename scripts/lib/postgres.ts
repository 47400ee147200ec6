// A throwaway PostgreSQL for tests and local runs: Debian's packages, a cluster in a temporary folder,
// on a free port of 127.0.0.1, removed when stopped. PostgreSQL refuses to run as root, so as root the
// cluster belongs to Debian's `postgres` user.
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './services.ts';

const PG_ROOT = '/usr/lib/postgresql';
const INSTALL_HINT = 'sudo apt-get install -y postgresql';

export class PostgresUnavailableError extends Error {
  override name = 'PostgresUnavailableError';
}

/** The newest installed PostgreSQL's bin folder, or undefined. */
function binDir(): string | undefined {
  if (!existsSync(PG_ROOT)) return undefined;
  const versions = readdirSync(PG_ROOT)
    .filter((name) => existsSync(path.join(PG_ROOT, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && path.join(PG_ROOT, versions[0], 'bin');
}

/** Debian's PostgreSQL, installed when missing and we are root (apt-get update once); else the command to run. */
function ensurePostgres(): string {
  const found = binDir();
  if (found) return found;
  if (process.getuid?.() !== 0) {
    throw new PostgresUnavailableError(`PostgreSQL is not installed: run \`${INSTALL_HINT}\`.`);
  }
  console.log("PostgreSQL is missing: installing Debian's postgresql package");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'postgresql'],
  ]) {
    if (spawnSync('apt-get', args, { env, stdio: ['ignore', 'ignore', 'inherit'] }).status !== 0) {
      throw new PostgresUnavailableError(
        `Installing postgresql with apt-get failed: run \`${INSTALL_HINT}\`.`,
      );
    }
  }
  const installed = binDir();
  if (!installed)
    throw new PostgresUnavailableError(`postgresql is installed but ${PG_ROOT}/*/bin/initdb is missing.`);
  return installed;
}

export interface TemporaryPostgres {
  port: number;
  /** Strapi's DATABASE_* settings. */
  env: Record<string, string>;
  stop(): void;
}

/**
 * Starts a new cluster with one database and one password-protected user, and resolves with what a
 * client needs (`env`: Strapi's DATABASE_* settings) and `stop()`, which deletes the cluster.
 */
export async function startTemporaryPostgres({
  database = 'strapi',
  user = 'strapi',
}: { database?: string; user?: string } = {}): Promise<TemporaryPostgres> {
  const bin = ensurePostgres();
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(tmpdir(), 'postgres-'));
  const dataDir = path.join(dir, 'data');
  const password = randomBytes(18).toString('base64url');
  const port = await freePort();
  writeFileSync(path.join(dir, 'password'), `${password}\n`, { mode: 0o600 });
  if (asRoot) {
    const { uid, gid } = postgresUser();
    chownSync(dir, uid, gid);
    chownSync(path.join(dir, 'password'), uid, gid);
  }
  const run = (command: string, args: string[]) => {
    const [file, argv]: [string, string[]] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args]]
      : [path.join(bin, command), args];
    execFileSync(file, argv, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
  };
  try {
    run('initdb', [
      '-D',
      dataDir,
      '-U',
      user,
      '--auth=scram-sha-256',
      `--pwfile=${path.join(dir, 'password')}`,
      '--encoding=UTF8',
      '--locale=C.UTF-8',
    ]);
    run('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      path.join(dir, 'postgres.log'),
      '-o',
      `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir} -c fsync=off`,
      '-w',
      'start',
    ]);
    const env = { ...process.env, PGPASSWORD: password };
    execFileSync(path.join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', user, database], {
      env,
    });
  } catch (caught) {
    const error = caught as Error & { stderr?: Buffer };
    const detail = error.stderr?.toString().trim() || error.message;
    rmSync(dir, { recursive: true, force: true });
    throw new PostgresUnavailableError(`PostgreSQL did not start: ${detail}`);
  }
  return {
    port,
    env: {
      DATABASE_CLIENT: 'postgres',
      DATABASE_HOST: '127.0.0.1',
      DATABASE_PORT: String(port),
      DATABASE_NAME: database,
      DATABASE_USERNAME: user,
      DATABASE_PASSWORD: password,
    },
    stop() {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

function postgresUser(): { uid: number; gid: number } {
  const line = execFileSync('getent', ['passwd', 'postgres']).toString().trim();
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}
