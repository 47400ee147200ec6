// The production builds the bench measures. The storefront is built into its own directory, so a bench
// never overwrites (or reads half-written) builds that tests or `npm start` use at the same time.
import { type ChildProcess, spawn } from 'node:child_process';
import { repoRoot } from '../lib/services.ts';

export const BENCH_BUILD_DIR = 'build-bench';
/**
 * The public-API hydration variant (STOREFRONT_HYDRATION=gate, docs/decisions/002-hydration.md), built
 * beside the shop's so that the bench measures both designs on the same stack.
 */
export const GATE_BUILD_DIR = 'build-bench-gate';

/** Registers a started process for the bench's clean-up; returns what forgets it once it has ended. */
export type RegisterChild = (entry: { name: string; child: ChildProcess }) => () => void;

interface RunOptions {
  cwd?: string;
  env?: Record<string, string>;
  timeoutMs?: number;
  register?: RegisterChild;
}

/** Runs a command to its end and resolves with its standard output; rejects on a non-zero exit or after `timeoutMs`. */
export function run(
  command: string,
  args: string[],
  { cwd = repoRoot, env = {}, timeoutMs = 600_000, register }: RunOptions = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const unregister = register?.({ name: `${command} ${args.join(' ')}`, child });
    // Standard output is the result (JSON for some commands) and kept whole; the error stream only
    // explains failures, so its tail is enough.
    const stdout: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (chunk) => stdout.push(chunk));
    child.stderr.on('data', (chunk) => {
      stderr = (stderr + chunk.toString()).slice(-20_000);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      unregister?.();
      const output = Buffer.concat(stdout).toString();
      if (code === 0) resolve(output);
      else
        reject(
          new Error(
            `${command} ${args.join(' ')} failed (${signal ?? code}):\n${(output.slice(-2000) + stderr).slice(-4000)}`,
          ),
        );
    });
  });
}

/** The storefront's production builds (React Router + Vite), the shop's and the gate variant, and the CMS's compiled server code. */
export async function buildAll({
  register,
  log,
}: {
  register: RegisterChild;
  log: (message: string) => void;
}): Promise<{ seconds: number }> {
  const started = performance.now();
  log('building the storefront (production, and its public-API hydration variant) and the CMS API');
  // One after the other: each is CPU-bound and the machine has two cores.
  await run('npm', ['run', 'build', '--workspace', 'apps/storefront'], {
    env: { STOREFRONT_BUILD_DIR: BENCH_BUILD_DIR, NODE_ENV: 'production' },
    register,
  });
  await run('npm', ['run', 'build', '--workspace', 'apps/storefront'], {
    env: { STOREFRONT_BUILD_DIR: GATE_BUILD_DIR, STOREFRONT_HYDRATION: 'gate', NODE_ENV: 'production' },
    register,
  });
  await run('npm', ['run', 'build:api', '--prefix', 'apps/cms'], { register });
  return { seconds: Math.round((performance.now() - started) / 100) / 10 };
}
