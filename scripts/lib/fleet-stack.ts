// The storefront as a fleet on one machine, for the cluster test and the benchmark: Redis, a number of
// storefront nodes sharing it, and Varnish in front of them, each on a free port of 127.0.0.1, beside a
// demo backend and a CMS already running. docs/fleet.md describes the same set-up for real machines.
import path from 'node:path';
import { parseFacetList } from '../../apps/storefront/app/domain/search-facets.ts';
import { writeVcl } from '../fleet/vcl.ts';
import { startRedis, startVarnish, type StartedVarnish } from './fleet.ts';
import {
  demoBackendEnv,
  freePort,
  type StartedService,
  startService,
  STOREFRONT_SERVER,
} from './services.ts';

export interface Fleet {
  varnish: StartedVarnish;
  varnishUrl: string;
  redisPort: number;
  nodeUrls: string[];
  readonly nodes: StartedService[];
  readonly redis: StartedService;
  killNode(index: number): void;
  restartNode(index: number): Promise<StartedService>;
  killRedis(): void;
  restartRedis(): Promise<StartedService>;
  nodeHealthy(index: number): boolean;
  stop(): Promise<void>;
}

/**
 * Starts Redis, `nodes` storefront nodes and Varnish. `backendPort` and `cmsPort` are the demo
 * backend's and the CMS's; `workDir` holds Redis's and Varnish's files; `env` adds storefront settings;
 * `varnishPort`, when the shop's address must be known before (the demo backend's links), is Varnish's.
 */
export async function startFleet({
  buildDir,
  backendPort,
  cmsPort,
  workDir,
  nodes = 2,
  env = {},
  quiet = true,
  varnishPort: givenVarnishPort,
}: {
  buildDir: string;
  backendPort: number;
  cmsPort?: number;
  workDir: string;
  nodes?: number;
  env?: Record<string, string>;
  quiet?: boolean;
  varnishPort?: number;
}): Promise<Fleet> {
  const varnishPort = givenVarnishPort ?? (await freePort());
  const [redisPort, adminPort] = [await freePort(), await freePort()];
  const nodePorts: number[] = [];
  for (let index = 0; index < nodes; index += 1) nodePorts.push(await freePort());
  const varnishUrl = `http://127.0.0.1:${varnishPort}`;
  let redis = await startRedis({ port: redisPort, dir: path.join(workDir, 'redis'), quiet });
  const nodeEnv: Record<string, string> = {
    ...demoBackendEnv(backendPort, cmsPort),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    STOREFRONT_BUILD_DIR: buildDir,
    SHOP_PUBLIC_URL: varnishUrl,
    SHOP_REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    SHOP_HTTP_CACHE_URL: varnishUrl,
    // As behind a load balancer and Varnish: the shopper is the entry left of the two proxies.
    SHOP_TRUSTED_PROXIES: '2',
    ...env,
  };
  const startNode = (index: number) =>
    startService({
      name: `node${index + 1}`,
      ...STOREFRONT_SERVER,
      env: { ...nodeEnv, PORT: String(nodePorts[index]) },
      readyUrl: `http://127.0.0.1:${nodePorts[index]}/_build`,
      quiet,
    });
  const running = await Promise.all(nodePorts.map((_, index) => startNode(index)));
  const nodeAt = (index: number) => {
    const node = running[index];
    if (!node) throw new Error(`The fleet has no node ${index + 1}`);
    return node;
  };
  const vcl = writeVcl(path.join(workDir, 'varnish-conf'), {
    nodes: nodePorts.map((port) => ({ host: '127.0.0.1', port })),
    purgers: ['127.0.0.1'],
    facets: parseFacetList(env.SHOP_SEARCH_FACETS),
  });
  const varnish = await startVarnish({
    port: varnishPort,
    adminPort,
    dir: path.join(workDir, 'varnish'),
    vcl,
    quiet,
  });

  return {
    varnish,
    varnishUrl,
    redisPort,
    nodeUrls: nodePorts.map((port) => `http://127.0.0.1:${port}`),
    get nodes() {
      return running;
    },
    get redis() {
      return redis;
    },
    /** Kills node `index` at once, as a crash would (SIGKILL). */
    killNode(index) {
      nodeAt(index).child.kill('SIGKILL');
    },
    async restartNode(index) {
      await nodeAt(index).stop();
      const node = await startNode(index);
      running[index] = node;
      return node;
    },
    killRedis() {
      redis.child.kill('SIGKILL');
    },
    async restartRedis() {
      await redis.stop();
      redis = await startRedis({ port: redisPort, dir: path.join(workDir, 'redis'), quiet });
      return redis;
    },
    /** Whether Varnish's health probe sees node `index` as healthy. */
    nodeHealthy(index) {
      const line = varnish
        .admin('backend.list')
        .split('\n')
        .find((row) => row.includes(`.node${index + 1} `) || row.includes(`.node${index + 1}\t`));
      return line !== undefined && /\bhealthy\b/i.test(line) && !/\bsick\b/i.test(line);
    },
    async stop() {
      await varnish.stop();
      await Promise.all(running.map((node) => node.stop()));
      await redis.stop();
    },
  };
}
