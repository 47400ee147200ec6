// The fleet section of `npm run bench`: 50 connections of search pages that no cache holds (each request
// a new text), first on the single storefront of the bench stack, then through Varnish in front of two
// nodes sharing Redis; errors, throughput, and each node's resident memory (the data caches are bounded
// in bytes, docs/fleet.md). A figure, not a timed test.
import path from 'node:path';
import autocannon from 'autocannon';
import { ensureFleetTools } from '../lib/fleet.ts';
import { startFleet } from '../lib/fleet-stack.ts';
import { BENCH_BUILD_DIR } from './build.ts';
import { onCleanup } from './cleanup.ts';
import { BROWSER_HEADERS } from './load.ts';
import { readMemory } from './process-stats.ts';
import type { ShopSection } from './stack.ts';

/** Catalogue words of the uncached search texts: each is asked with a number no product holds. */
export const SEARCH_WORDS = [
  'lavender',
  'oil',
  'tea tree',
  'diffuser',
  'rose',
  'mint',
  'citrus',
  'massage',
  'bath',
  'eucalyptus',
];

/** One load run's figures, and each node's resident memory at its start, its highest and its end. */
export interface FleetRun {
  connections: number;
  durationSec: number;
  requests: number;
  reqPerSec: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  nodes: { startMb: number; maxRssMb: number; endMb: number }[];
}

/** Loads search pages of ever new texts at `baseUrl`, sampling the memory of `pids` meanwhile. */
function uncachedSearchLoad({
  baseUrl,
  pids,
  connections,
  durationSec,
}: {
  baseUrl: string;
  pids: (number | undefined)[];
  connections: number;
  durationSec: number;
}): Promise<FleetRun> {
  let counter = 0;
  const memory = new Map<number | undefined, { startMb: number; maxRssMb: number }>(
    pids.map((pid) => [pid, { startMb: readMemory(pid)?.rssMb ?? 0, maxRssMb: 0 }]),
  );
  const sample = () => {
    for (const [pid, seen] of memory) {
      const now = readMemory(pid);
      if (now && now.rssMb > seen.maxRssMb) seen.maxRssMb = now.rssMb;
    }
  };
  const timer = setInterval(sample, 250);
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: baseUrl,
        connections,
        duration: durationSec,
        headers: BROWSER_HEADERS,
        timeout: 10,
        requests: [
          {
            setupRequest(request) {
              counter += 1;
              const word = SEARCH_WORDS[counter % SEARCH_WORDS.length];
              return { ...request, path: `/en/search?q=${encodeURIComponent(`${word} ${counter}`)}` };
            },
          },
        ],
      },
      (error, result) => {
        clearInterval(timer);
        sample();
        if (error) return reject(error);
        resolve({
          connections,
          durationSec: result.duration,
          requests: result.requests.total,
          reqPerSec: Math.round((result.requests.total / (result.duration || durationSec)) * 10) / 10,
          errors: result.errors,
          timeouts: result.timeouts,
          non2xx: result.non2xx,
          statusCodes: Object.fromEntries(
            Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
          ),
          nodes: [...memory].map(([pid, seen]) => ({ ...seen, endMb: readMemory(pid)?.rssMb ?? 0 })),
        });
      },
    );
  });
}

export async function measureFleet({ stack, options, log }: Omit<ShopSection, 'pages'>) {
  ensureFleetTools();
  const durationSec = options.quick ? 5 : 30;
  const connections = 50;
  log(`single storefront: ${connections} connections, ${durationSec} s of uncached search pages`);
  const single = await uncachedSearchLoad({
    baseUrl: stack.storefrontUrl,
    pids: [stack.storefront.child.pid],
    connections,
    durationSec,
  });
  log('starting Redis, two storefront nodes and Varnish');
  const fleet = await startFleet({
    buildDir: BENCH_BUILD_DIR,
    backendPort: Number(new URL(stack.backendUrl).port),
    cmsPort: Number(new URL(stack.cmsUrl).port),
    workDir: path.join(stack.dataDir, 'fleet'),
  });
  const forget = onCleanup('fleet', () => fleet.stop());
  try {
    log(`fleet: ${connections} connections, ${durationSec} s of uncached search pages through Varnish`);
    const throughVarnish = await uncachedSearchLoad({
      baseUrl: fleet.varnishUrl,
      pids: fleet.nodes.map((node) => node.child.pid),
      connections,
      durationSec,
    });
    return { single, fleet: throughVarnish };
  } finally {
    await fleet.stop();
    forget();
  }
}
