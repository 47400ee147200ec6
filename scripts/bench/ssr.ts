// Server-side rendering throughput and latency of each page: cold (a storefront process started just
// before the run: empty catalogue, CMS and layout caches, code not yet optimised), warm (caches filled,
// well within their 60 s freshness), and the bare-server baseline serving the same bytes.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../lib/services.ts';
import { onCleanup, startTracked } from './cleanup.ts';
import { BROWSER_HEADERS, drain, type LoadResult, runLoad } from './load.ts';
import type { BenchPage } from './pages.ts';
import { readCpuMs, watchMemory } from './process-stats.ts';
import type { ShopSection } from './stack.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

async function startBaseline(pages: BenchPage[]) {
  const dir = mkdtempSync(path.join(tmpdir(), 'storefront-bench-baseline-'));
  const removeDir = onCleanup('baseline pages', () => rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'pages.json');
  writeFileSync(file, JSON.stringify(Object.fromEntries(pages.map((page) => [page.path, page.html]))));
  const port = await freePort();
  const service = await startTracked({
    name: 'baseline',
    command: process.execPath,
    args: [path.join(here, 'baseline-server.ts'), file, String(port)],
    readyUrl: `http://127.0.0.1:${port}/_ready`,
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: service.child.pid,
    async stop() {
      await service.stop();
      rmSync(dir, { recursive: true, force: true });
      removeDir();
    },
  };
}

/** Time of one request on a storefront that has served nothing yet. */
async function firstRequestMs(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: BROWSER_HEADERS, signal: AbortSignal.timeout(30_000) });
  await response.arrayBuffer();
  return Math.round((performance.now() - started) * 10) / 10;
}

const ratio = (value: number, base: number) => (base ? Math.round((value / base) * 1000) / 1000 : null);

/** A load run, with the CPU it cost the server and its throughput over the baseline's, where measured. */
export interface SsrRun extends LoadResult {
  cpuMsPerRequest?: number;
  ratioToBaseline?: number | null;
}

/** One page's runs: `cold10`, `warm50`, `baseline10`... */
interface SsrPage {
  page: string;
  path: string;
  htmlBytes: number;
  coldFirstRequestMs?: number;
  runs: Record<string, SsrRun>;
}

/**
 * Runs every page's cold, warm and baseline loads. Runs of one page and connection count follow each
 * other closely, so that a change of the machine's load (shared with other work) touches all of them.
 */
export async function measureSsr({ stack, pages, options, log }: ShopSection) {
  const baseline = await startBaseline(pages);
  /** One load run, then the wait for the server's backlog (see drain). */
  const load = async (
    url: string,
    connections: number,
    durationSec: number,
    idleUrl: string,
    pid?: number,
  ): Promise<SsrRun> => {
    const cpuBefore = pid ? readCpuMs(pid) : null;
    const result: SsrRun = await runLoad({ url, connections, durationSec });
    await drain(idleUrl);
    // Every request sent is answered once drained, so the CPU spent is divided by the requests sent.
    if (pid)
      result.cpuMsPerRequest =
        Math.round((((readCpuMs(pid) ?? 0) - (cpuBefore ?? 0)) / (result.sent || 1)) * 100) / 100;
    return result;
  };
  const storefrontPid = () => stack.storefront.child.pid;
  const storefrontIdle = `${stack.storefrontUrl}/_build`;
  const memory = watchMemory(() => stack.storefront.child.pid);
  const results: SsrPage[] = [];
  try {
    for (const page of pages) {
      const url = `${stack.storefrontUrl}${page.path}`;
      const entry: SsrPage = {
        page: page.name,
        path: page.path,
        htmlBytes: Buffer.byteLength(page.html),
        runs: {},
      };
      results.push(entry);

      // Each phase() samples the process about to be replaced before the label moves on.
      memory.phase(`${page.name} first request`);
      await stack.restartStorefront();
      entry.coldFirstRequestMs = await firstRequestMs(url);

      for (const connections of options.connections) {
        memory.phase(`${page.name} cold c${connections}`);
        await stack.restartStorefront();
        log(`  ${page.name}: cold, ${connections} connections`);
        entry.runs[`cold${connections}`] = await load(
          url,
          connections,
          options.durationSec,
          storefrontIdle,
          storefrontPid(),
        );
      }

      memory.phase(`${page.name} warm-up`);
      await load(url, 10, options.warmupSec, storefrontIdle);
      for (const connections of options.connections) {
        memory.phase(`${page.name} warm c${connections}`);
        log(`  ${page.name}: warm and baseline, ${connections} connections`);
        const warm = await load(url, connections, options.durationSec, storefrontIdle, storefrontPid());
        const bare = await load(
          `${baseline.url}${page.path}`,
          connections,
          options.durationSec,
          `${baseline.url}/_ready`,
          baseline.pid,
        );
        entry.runs[`warm${connections}`] = warm;
        entry.runs[`baseline${connections}`] = bare;
        entry.runs[`warm${connections}`].ratioToBaseline = ratio(warm.reqPerSec, bare.reqPerSec);
        entry.runs[`cold${connections}`].ratioToBaseline = ratio(
          entry.runs[`cold${connections}`].reqPerSec,
          bare.reqPerSec,
        );
      }
    }
  } finally {
    await baseline.stop();
  }
  const peak = memory.stop();
  return { pages: results, storefrontPeakRssMb: peak.peakMb, peakDuring: peak.during };
}
