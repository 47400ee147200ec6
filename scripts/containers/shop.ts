// The shop of compose.yaml, built and run with podman (scripts/containers/engine.ts) for the
// container test and the bench: its images built from the file's `build` sections, its services started
// with Debian's podman-compose in the order of their `depends_on` conditions, each condition waited for,
// its containers stopped as an orchestrator does (SIGTERM, then SIGKILL after the grace period), and
// everything it made removed. Every wait is bounded and says what it waited for when it gives up.
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { freePort, repoRoot } from '../lib/services.ts';
import { buildMounts, buildUlimits, engineEnv, ensureBaseImage, ensureEngine, podman } from './engine.ts';

// Guards against a hung build on a busy machine, well above a build's time (docs/benchmark.md).
const BUILD_TIMEOUT_MS = 12 * 60_000;
const HEALTHY_TIMEOUT_MS = 4 * 60_000;
const POSTGRES_STAND_IN = 'scripts/containers/postgres.Dockerfile';
const UNIT_SECONDS: Record<string, number> = { ms: 0.001, s: 1, m: 60, h: 3600 };

/** What the test reads of a compose.yaml service. */
export interface ComposeService {
  image?: string;
  build?: { context?: string; dockerfile?: string; args?: Record<string, string> };
  depends_on?: string[] | Record<string, { condition?: string } | null>;
  healthcheck?: unknown;
  stop_grace_period?: string;
}

interface ComposeConfig {
  services: Record<string, ComposeService>;
}

/** What the test reads of `podman inspect`'s answer for a container. */
interface ContainerInspection {
  Config: { User: string; Env: string[]; Healthcheck?: unknown };
  State: {
    Running: boolean;
    ExitCode: number;
    Health?: { Log?: { Output?: string }[] };
    Healthcheck?: { Log?: { Output?: string }[] };
  };
}

interface ContainerExit {
  exitCode: number;
  seconds: number;
  grace: number;
  logs: string;
}

export interface ContainerShop {
  project: string;
  base: string;
  config: ComposeConfig;
  urls: { storefront: string; backend: string; cms: string };
  buildSeconds: Record<string, number>;
  imageBytes: Record<string, number>;
  containers: Record<string, string>;
  coldStartSeconds: number;
  inspect(service: string): ContainerInspection;
  logs(service: string): string;
  stop(): Record<string, ContainerExit>;
  remove(): void;
}

type Env = Record<string, string | undefined>;

/** A compose value with its variables substituted (`${NAME}`, `${NAME:-default}`), as compose does. */
export function substitute<T>(value: T, env: Env): T {
  if (typeof value === 'string') {
    return value.replace(
      /\$\{(\w+)(?::-([^}]*))?\}/g,
      (_, name: string, fallback: string | undefined) => env[name] || (fallback ?? ''),
    ) as T;
  }
  if (Array.isArray(value)) return value.map((item: unknown) => substitute(item, env)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]: [string, unknown]) => [key, substitute(item, env)]),
    ) as T;
  }
  return value;
}

/** compose.yaml with the run's variables substituted, as a plain object (read by Debian's python3-yaml). */
function composeConfig(env: Env): ComposeConfig {
  const json = execFileSync(
    'python3',
    ['-c', 'import json, sys, yaml; print(json.dumps(yaml.safe_load(open(sys.argv[1]))))', 'compose.yaml'],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  return substitute(JSON.parse(json) as ComposeConfig, env);
}

/** Seconds of a compose duration ("15s", "1m30s"). */
export function durationSeconds(value: unknown, fallback: number): number {
  if (value === undefined) return fallback;
  let seconds = 0;
  for (const [, amount, unit] of String(value).matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)) {
    seconds += Number(amount) * (UNIT_SECONDS[unit ?? ''] ?? 0);
  }
  return seconds;
}

/** The services in an order that starts each after those it depends on. */
export function startOrder(services: Record<string, ComposeService>): string[] {
  const order: string[] = [];
  const visit = (name: string, path: string[] = []) => {
    if (order.includes(name)) return;
    if (path.includes(name))
      throw new Error(`compose.yaml: depends_on loops through ${[...path, name].join(' → ')}`);
    for (const dependency of dependencies(serviceNamed(services, name)))
      visit(dependency.name, [...path, name]);
    order.push(name);
  };
  for (const name of Object.keys(services)) visit(name);
  return order;
}

/** A service's `depends_on`, in either of compose's forms, with the condition each waits for. */
export function dependencies(service: ComposeService): { name: string; condition: string }[] {
  const dependsOn = service.depends_on ?? [];
  if (Array.isArray(dependsOn)) return dependsOn.map((name) => ({ name, condition: 'service_started' }));
  return Object.entries(dependsOn).map(([name, spec]) => ({
    name,
    condition: spec?.condition ?? 'service_started',
  }));
}

/** The service of that name, which a `depends_on` may name wrongly. */
function serviceNamed(services: Record<string, ComposeService>, name: string): ComposeService {
  const service = services[name];
  if (!service) throw new Error(`compose.yaml has no service ${name}`);
  return service;
}

/** The container started for a service. */
function containerNamed(containers: Record<string, string>, name: string): string {
  const container = containers[name];
  if (!container) throw new Error(`the service ${name} has no container`);
  return container;
}

function containerOf(project: string, service: string, env: Env): string {
  const id = podman(
    [
      'ps',
      '-a',
      '-q',
      '--filter',
      `label=io.podman.compose.project=${project}`,
      '--filter',
      `label=com.docker.compose.service=${service}`,
    ],
    { env },
  );
  if (!id) throw new Error(`podman-compose started no container for the service ${service}`);
  return id.split('\n')[0] ?? id;
}

function inspect(container: string, env: Env): ContainerInspection {
  const [inspection] = JSON.parse(podman(['inspect', container], { env })) as ContainerInspection[];
  if (!inspection) throw new Error(`podman inspect ${container} gave nothing`);
  return inspection;
}

function lastLogs(container: string, env: Env): string {
  const result = spawnSync('podman', ['logs', '--tail', '30', container], { env, encoding: 'utf8' });
  return `${result.stdout ?? ''}${result.stderr ?? ''}`.trim();
}

/**
 * Waits until the service's container passes its health check (the image's HEALTHCHECK or the file's
 * `healthcheck`), run by podman here, since no systemd timer runs it on this machine.
 */
async function waitHealthy(
  service: string,
  container: string,
  env: Env,
  timeoutMs = HEALTHY_TIMEOUT_MS,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = inspect(container, env).State;
    if (!state.Running) {
      throw new Error(
        `${service} stopped (exit code ${state.ExitCode}) before it was healthy; its last logs:\n${lastLogs(container, env)}`,
      );
    }
    if (spawnSync('podman', ['healthcheck', 'run', container], { env, stdio: 'ignore' }).status === 0) return;
    if (Date.now() > deadline) {
      throw new Error(
        `${service} was not healthy after ${timeoutMs / 1000} s (its health check: ${JSON.stringify(
          state.Health?.Log?.at(-1)?.Output ?? state.Healthcheck?.Log?.at(-1)?.Output ?? 'no output',
        )}); its last logs:\n${lastLogs(container, env)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

/**
 * Builds compose.yaml's images on the stand-in base and starts its services on free ports of 127.0.0.1.
 * Resolves with the shop's URLs, what was measured, `stop()` (graceful stop, resolves with each
 * container's exit) and `remove()` (containers, volumes, networks, images), which also runs on failure.
 */
export async function startContainerShop({
  log = console.log,
}: { log?: (message: string) => void } = {}): Promise<ContainerShop> {
  ensureEngine();
  const baseEnv = engineEnv();
  const base = ensureBaseImage(baseEnv);
  const project = `shoptest${randomBytes(4).toString('hex')}`;
  const ports = {
    storefront: await freePort(),
    backend: await freePort(),
    cms: await freePort(),
    metrics: await freePort(),
  };
  const env = {
    ...baseEnv,
    NODE_IMAGE: base,
    SHOP_IMAGE_PREFIX: `localhost/${project}`,
    SHOP_IMAGE_TAG: 'test',
    POSTGRES_IMAGE: `localhost/${project}-postgres:test`,
    SHOP_PUBLISH_ADDRESS: '127.0.0.1',
    SHOP_STOREFRONT_PORT: String(ports.storefront),
    SHOP_DEMO_BACKEND_PORT: String(ports.backend),
    SHOP_CMS_PORT: String(ports.cms),
    SHOP_METRICS_PORT: String(ports.metrics),
    SHOP_REVALIDATE_SECRET: randomBytes(24).toString('hex'),
    CMS_DATABASE_PASSWORD: randomBytes(12).toString('hex'),
  };
  const config = composeConfig(env);
  const images: string[] = [];
  // A build cut short leaves its working container behind: those that were not there before are removed.
  const buildContainersBefore = buildContainers(baseEnv);
  const shop: Omit<ContainerShop, 'coldStartSeconds' | 'inspect' | 'logs' | 'stop'> = {
    project,
    base,
    config,
    urls: {
      storefront: `http://127.0.0.1:${ports.storefront}`,
      backend: `http://127.0.0.1:${ports.backend}`,
      cms: `http://127.0.0.1:${ports.cms}`,
    },
    buildSeconds: {},
    imageBytes: {},
    containers: {},
    remove: () => removeShop(project, images, env, buildContainersBefore),
  };
  try {
    const builds = Object.entries(config.services).flatMap(([name, service]) =>
      service.build
        ? [
            {
              name,
              image: service.image ?? '',
              context: path.join(repoRoot, service.build.context ?? '.'),
              dockerfile: service.build.dockerfile ?? 'Dockerfile',
              args: service.build.args ?? {},
            },
          ]
        : [],
    );
    builds.push({
      name: 'postgres',
      image: env.POSTGRES_IMAGE,
      context: repoRoot,
      dockerfile: POSTGRES_STAND_IN,
      args: { NODE_IMAGE: base },
    });
    const mounts = buildMounts();
    const ulimits = buildUlimits();
    for (const build of builds) {
      log(`building ${build.name} (${build.dockerfile})`);
      const startedAt = performance.now();
      images.push(build.image);
      // On podman's own network, as a shop's build runs, trusting what the host's npm trusts.
      podman(
        [
          'build',
          '--layers=false',
          // OCI, podman's default, drops HEALTHCHECK; the docker format keeps it as Docker builds do.
          '--format',
          'docker',
          '--pull=never',
          ...mounts,
          ...ulimits,
          ...Object.entries(build.args).flatMap(([key, value]) => ['--build-arg', `${key}=${value}`]),
          '-f',
          build.dockerfile,
          '-t',
          build.image,
          build.context,
        ],
        { env, timeoutMs: BUILD_TIMEOUT_MS },
      );
      shop.buildSeconds[build.name] = Math.round((performance.now() - startedAt) / 1000);
      shop.imageBytes[build.name] = Number(
        podman(['image', 'inspect', '--format', '{{.Size}}', build.image], { env }),
      );
    }

    const startedAt = performance.now();
    for (const name of startOrder(config.services)) {
      for (const dependency of dependencies(serviceNamed(config.services, name))) {
        if (dependency.condition === 'service_healthy') {
          await waitHealthy(dependency.name, containerNamed(shop.containers, dependency.name), env);
        }
      }
      log(`starting ${name}`);
      execFileSync(
        'podman-compose',
        ['-p', project, '-f', 'compose.yaml', 'up', '-d', '--no-build', '--no-deps', name],
        {
          cwd: repoRoot,
          env,
          stdio: ['ignore', 'ignore', 'pipe'],
          timeout: 120_000,
        },
      );
      shop.containers[name] = containerOf(project, name, env);
    }
    for (const [name, container] of Object.entries(shop.containers)) {
      if (inspect(container, env).Config?.Healthcheck || serviceNamed(config.services, name).healthcheck) {
        await waitHealthy(name, container, env);
      }
    }
    const coldStartSeconds = Math.round((performance.now() - startedAt) / 100) / 10;
    return {
      ...shop,
      coldStartSeconds,
      inspect: (name) => inspect(containerNamed(shop.containers, name), env),
      logs: (name) => lastLogs(containerNamed(shop.containers, name), env),
      stop: () => stopShop(shop, env),
    };
  } catch (error) {
    shop.remove();
    throw error;
  }
}

/**
 * Stops the services in the reverse of their start order, each with its `stop_grace_period` (compose's
 * default: 10 s) before podman kills it; resolves with each container's exit code, whether it had to be
 * killed, and its last logs.
 */
function stopShop(
  shop: Pick<ContainerShop, 'config' | 'containers'>,
  env: Env,
): Record<string, ContainerExit> {
  const exits: Record<string, ContainerExit> = {};
  for (const name of startOrder(shop.config.services).reverse()) {
    const grace = durationSeconds(serviceNamed(shop.config.services, name).stop_grace_period, 10);
    const container = containerNamed(shop.containers, name);
    const startedAt = performance.now();
    podman(['stop', '--time', String(Math.ceil(grace)), container], {
      env,
      timeoutMs: (grace + 30) * 1000,
    });
    const state = inspect(container, env).State;
    exits[name] = {
      exitCode: state.ExitCode,
      seconds: Math.round((performance.now() - startedAt) / 100) / 10,
      grace,
      logs: lastLogs(container, env),
    };
  }
  return exits;
}

function buildContainers(env: Env): string[] {
  const ids = spawnSync('podman', ['ps', '-a', '--external', '-q', '--no-trunc'], { env, encoding: 'utf8' });
  return (ids.stdout ?? '').split('\n').filter(Boolean);
}

/**
 * Removes what the run made: containers, volumes and networks of its project, the working containers of
 * builds it cut short, and its images.
 */
function removeShop(project: string, images: string[], env: Env, buildContainersBefore: string[]): void {
  const quiet = { env, stdio: 'ignore' as const, timeout: 120_000 };
  spawnSync('podman-compose', ['-p', project, '-f', 'compose.yaml', 'down', '-v'], {
    ...quiet,
    cwd: repoRoot,
  });
  const label = `label=io.podman.compose.project=${project}`;
  const kinds: [list: string[], remove: string[]][] = [
    [
      ['ps', '-a', '-q'],
      ['rm', '-f'],
    ],
    [
      ['volume', 'ls', '-q'],
      ['volume', 'rm', '-f'],
    ],
    [
      ['network', 'ls', '-q'],
      ['network', 'rm', '-f'],
    ],
  ];
  for (const [list, remove] of kinds) {
    const ids = spawnSync('podman', [...list, '--filter', label], { env, encoding: 'utf8' }).stdout?.trim();
    if (ids) spawnSync('podman', [...remove, ...ids.split('\n')], quiet);
  }
  spawnSync('podman', ['network', 'rm', '-f', `${project}_default`], quiet);
  const leftOver = buildContainers(env).filter((id) => !buildContainersBefore.includes(id));
  if (leftOver.length) spawnSync('podman', ['rm', '-f', '--external', ...leftOver], quiet);
  if (images.length) spawnSync('podman', ['rmi', '-f', ...images], quiet);
}
