// The performance issue sets its goals on one quiet machine and, for every other machine, as ratios to
// the storefront of one commit measured there. This section builds that commit beside the current code,
// renders the same pages with both on the same backends without the page cache, in interleaved bursts
// (this machine's speed moves within a minute; only runs side by side compare), and taps "Add to cart"
// on a phone on each in turn.
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, repoRoot, startService, STOREFRONT_SERVER } from '../lib/services.mjs';
import { BENCH_BUILD_DIR, run } from './build.mjs';
import { launchChromium } from './chromium.mjs';
import { onCleanup, registerChild } from './cleanup.mjs';
import { TAP_MOMENTS, visit } from './interaction.mjs';
import { drain, median, runLoad } from './load.mjs';
import { readCpuMs } from './process-stats.mjs';

/** The commit the ratios refer to: the main branch of the day the issue was filed. */
export const REFERENCE_COMMIT = 'de67e37';
/** The pages the rendering goals name. */
export const REFERENCE_PAGES = ['product', 'home'];
const NO_PAGE_CACHE = { SHOP_PAGE_CACHE_MB: '0' };
const SERVER_SCRIPT = 'server/main.ts';

/**
 * The environment and Node flags of a storefront's `start` script, as the commit ran it in production
 * (`MALLOC_ARENA_MAX=2 node --max-semi-space-size=16 server/main.ts`).
 */
export function startCommandOf(script) {
  const words = script.trim().split(/\s+/);
  const env = {};
  while (/^[A-Z_][A-Z0-9_]*=/.test(words[0] ?? '')) {
    const [name, ...value] = words.shift().split('=');
    env[name] = value.join('=');
  }
  if (words.shift() !== 'node' || words.at(-1) !== SERVER_SCRIPT)
    throw new Error(`the start script "${script}" is not "node [flags] ${SERVER_SCRIPT}"`);
  const flags = words.slice(0, -1);
  const notFlag = flags.find((word) => !word.startsWith('--'));
  if (notFlag) throw new Error(`the start script "${script}" gives Node "${notFlag}", not a flag`);
  return { env, flags };
}

/**
 * `commit` checked out in a temporary work tree that uses this checkout's packages, built for
 * production; removed at the end of the bench.
 */
async function prepareReference(commit, log) {
  const root = mkdtempSync(path.join(tmpdir(), 'storefront-bench-reference-'));
  log(`  building ${commit} in ${root}`);
  await run('git', ['worktree', 'add', '--detach', '--force', root, commit], { register: registerChild });
  onCleanup('reference work tree', async () => {
    await run('git', ['worktree', 'remove', '--force', root]).catch(() => undefined);
    rmSync(root, { recursive: true, force: true });
  });
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'));
  const ownPackages = path.join(repoRoot, 'apps/storefront/node_modules');
  if (existsSync(ownPackages)) symlinkSync(ownPackages, path.join(root, 'apps/storefront/node_modules'));
  const storefront = path.join(root, 'apps/storefront');
  await run(process.execPath, [path.join(repoRoot, 'node_modules/.bin/react-router'), 'build'], {
    cwd: storefront,
    env: { NODE_ENV: 'production', STOREFRONT_BUILD_DIR: BENCH_BUILD_DIR },
    register: registerChild,
  });
  const { scripts } = JSON.parse(readFileSync(path.join(storefront, 'package.json'), 'utf8'));
  return { commit, root, start: startCommandOf(scripts.start) };
}

/** One storefront without the page cache on the stack's backends, on a port of its own. */
async function startStorefront(stack, name, { command, args, cwd, processEnv }) {
  const port = await freePort();
  const service = await startService({
    name,
    quiet: true,
    command,
    args,
    cwd,
    processEnv,
    env: { ...stack.storefrontEnv, ...NO_PAGE_CACHE, PORT: String(port) },
    readyUrl: `http://127.0.0.1:${port}/_build`,
  });
  const unregister = registerChild({ name, child: service.child });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: service.child.pid,
    async stop() {
      await service.stop();
      unregister();
    },
  };
}

/** One burst of load on `url`: its requests a second, p99 and the CPU each request cost the process. */
async function burst(server, url, durationSec) {
  const before = readCpuMs(server.pid);
  const result = await runLoad({ url, connections: 10, durationSec });
  await drain(`${server.url}/_build`);
  return {
    reqPerSec: result.reqPerSec,
    p99Ms: result.latencyMs.p99,
    cpuMs: (readCpuMs(server.pid) - before) / (result.sent || 1),
  };
}

const round2 = (value) => Math.round(value * 100) / 100;

/**
 * The tap on "Add to cart" on a phone (interaction.mjs), each commit under its own default hydration,
 * `samples` visits each at each moment, one visit of each in turn; the medians and their ratios.
 */
async function firstTaps(servers, page, samples, log) {
  const { browser, close } = await launchChromium();
  const rows = [];
  try {
    for (const when of TAP_MOMENTS) {
      log(`  the first tap on ${page.path}, ${when}: ${samples} visits of each, in turn`);
      const visits = servers.map(() => []);
      for (let sample = 0; sample < samples; sample += 1)
        for (const at of sample % 2 === 0 ? [0, 1] : [1, 0])
          visits[at].push(await visit(browser, servers[at].url + page.path, 'add to cart', when));
      const [before, now] = visits.map((list) => ({
        shownMs: median(list.map((one) => one.shownMs)),
        inpMs: median(list.map((one) => one.inpMs)),
      }));
      rows.push({
        when,
        samples,
        reference: before,
        current: now,
        shownRatio: round2(now.shownMs / before.shownMs),
        inpRatio: round2(now.inpMs / before.inpMs),
      });
    }
  } finally {
    await close();
  }
  return rows;
}

/**
 * Each page rendered by the reference commit and by the current build, at 10 connections, in `rounds`
 * bursts of `burstSec` each, alternating which goes first; then the first tap on the product page of
 * each (`samples` visits at each moment); the medians and their ratios.
 */
export async function measureReference({ stack, pages, commit = REFERENCE_COMMIT, quick, samples, log }) {
  const reference = await prepareReference(commit, log);
  const servers = [
    await startStorefront(stack, `storefront ${commit}`, {
      command: process.execPath,
      args: [...reference.start.flags, SERVER_SCRIPT],
      cwd: path.join(reference.root, 'apps/storefront'),
      processEnv: reference.start.env,
    }),
    await startStorefront(stack, 'storefront (current)', { ...STOREFRONT_SERVER, cwd: repoRoot }),
  ];
  const rounds = quick ? 4 : 12;
  const burstSec = quick ? 1 : 2;
  const rows = [];
  const product = pages.find((page) => page.name === 'product');
  let taps;
  try {
    for (const page of pages.filter((item) => REFERENCE_PAGES.includes(item.name))) {
      log(`  ${page.name}: ${commit} and the current build, ${rounds} interleaved rounds`);
      for (const server of servers)
        await runLoad({ url: server.url + page.path, connections: 10, durationSec: 3 });
      const runs = servers.map(() => []);
      for (let round = 0; round < rounds; round += 1) {
        const order = round % 2 === 0 ? [0, 1] : [1, 0];
        for (const at of order)
          runs[at].push(await burst(servers[at], servers[at].url + page.path, burstSec));
      }
      const summary = (list) => ({
        reqPerSec: round2(median(list.map((item) => item.reqPerSec))),
        p99Ms: round2(median(list.map((item) => item.p99Ms))),
        cpuMsPerRequest: round2(median(list.map((item) => item.cpuMs))),
      });
      const [before, now] = runs.map(summary);
      rows.push({
        page: page.name,
        path: page.path,
        reference: before,
        current: now,
        cpuRatio: round2(now.cpuMsPerRequest / before.cpuMsPerRequest),
        reqPerSecRatio: round2(now.reqPerSec / before.reqPerSec),
      });
    }
    taps = await firstTaps(servers, product, samples, log);
  } finally {
    for (const server of servers) await server.stop();
  }
  return { commit, startScript: reference.start, rounds, burstSec, pages: rows, tapPage: product.path, taps };
}
