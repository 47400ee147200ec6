// A real single-node OpenSearch 2.19, run from Maven Central's jars by tools/opensearch (its README says
// how). Java and Maven come from Debian's packages when they are missing and we run as root; otherwise
// the error says what to install.
import { type ChildProcess, execFile, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot, startService } from './services.ts';

export const OPENSEARCH_DIR: string = path.join(repoRoot, 'tools/opensearch');
const TARGET = path.join(OPENSEARCH_DIR, 'target');
const STAMP = path.join(TARGET, 'shop-build.sha256');
const MAIN_CLASS = 'shop.opensearch.Main';
const INSTALL_HINT = 'sudo apt-get install -y openjdk-17-jdk-headless maven';
const READY = /opensearch \S+ ready (http:\/\/127\.0\.0\.1:\d+)/;
/** OpenSearch's own jvm.options for Netty and log4j; the heap is set apart. */
const JVM_FLAGS = [
  '-XX:+UseSerialGC',
  '-Dio.netty.noUnsafe=true',
  '-Dio.netty.noKeySetOptimization=true',
  '-Dio.netty.recycler.maxCapacityPerThread=0',
  '-Dlog4j.shutdownHookEnabled=false',
  '-Dlog4j2.disable.jmx=true',
  '-Djava.awt.headless=true',
  '-Dfile.encoding=UTF-8',
];

/** OpenSearch cannot run here (no Java, no Maven, or OPENSEARCH_SKIP_REASON says so). */
export class OpenSearchUnavailableError extends Error {
  override name = 'OpenSearchUnavailableError';
}

/** The major version of `java` or `javac` (17 for "17.0.15"), or 0 when it is not installed. */
function majorVersion(command: string): number {
  const run = spawnSync(command, ['-version'], { encoding: 'utf8' });
  if (run.error || run.status !== 0) return 0;
  const version = /(?:version "|javac )(\d+)/.exec(`${run.stdout}${run.stderr}`);
  return version ? Number(version[1]) : 0;
}

function hasCommand(command: string, args = ['--version']): boolean {
  const run = spawnSync(command, args, { encoding: 'utf8' });
  return !run.error && run.status === 0;
}

/** A hash of what the build reads: a new pom or launcher source means a new build. */
function sourceHash(): string {
  const hash = createHash('sha256');
  const sources = path.join(OPENSEARCH_DIR, 'src/main/java/shop/opensearch');
  for (const file of ['pom.xml', ...readdirSync(sources).map((name) => path.join(sources, name))].sort()) {
    hash.update(file).update(readFileSync(path.resolve(OPENSEARCH_DIR, file)));
  }
  return hash.digest('hex');
}

function isBuilt(): boolean {
  return existsSync(STAMP) && readFileSync(STAMP, 'utf8') === sourceHash();
}

/** What the node still lacks: Java 17+ to run, plus a JDK and Maven while it is not built yet. */
function missingTools(): string[] {
  const missing: string[] = [];
  if (majorVersion('java') < 17) missing.push('java 17+');
  if (!isBuilt()) {
    if (majorVersion('javac') < 17) missing.push('javac 17+');
    if (!hasCommand('mvn')) missing.push('mvn');
  }
  return missing;
}

function canInstall(): boolean {
  return process.getuid?.() === 0 && hasCommand('apt-get', ['--version']);
}

function missingMessage(missing: string[]): string {
  return `OpenSearch needs ${missing.join(', ')}: run \`${INSTALL_HINT}\`.`;
}

/**
 * Why OpenSearch cannot run here, in one line (OPENSEARCH_SKIP_REASON, or missing tools that this
 * process may not install), or undefined when ensureOpenSearch can make it run.
 */
export function openSearchSkipReason(): string | undefined {
  if (process.env.OPENSEARCH_SKIP_REASON) return process.env.OPENSEARCH_SKIP_REASON;
  const missing = missingTools();
  return missing.length && !canInstall() ? missingMessage(missing) : undefined;
}

/** Installs Debian's JDK 17 (or the default JDK where 17 is gone) and Maven, as root only. */
function installJavaAndMaven(missing: string[], log: (line: string) => void): void {
  if (!canInstall()) throw new OpenSearchUnavailableError(missingMessage(missing));
  log(`OpenSearch needs ${missing.join(', ')}: installing Debian's JDK and maven`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args: string[]) =>
    spawnSync('apt-get', args, { env, stdio: ['ignore', 'ignore', 'inherit'] }).status;
  apt(['update', '-qq']);
  const jdk = spawnSync('apt-cache', ['show', 'openjdk-17-jdk-headless'], { stdio: 'ignore' }).status
    ? 'default-jdk-headless'
    : 'openjdk-17-jdk-headless';
  if (apt(['install', '-y', '-qq', jdk, 'maven']) !== 0)
    throw new OpenSearchUnavailableError(`Installing ${jdk} and maven with apt-get failed.`);
  const still = missingTools();
  if (still.length) throw new OpenSearchUnavailableError(missingMessage(still));
}

/**
 * Makes sure the node can start: Java (and, for the first build, a JDK and Maven), the jars resolved
 * from Maven Central into tools/opensearch/target/dependency and the launcher compiled. Later calls
 * are offline and take milliseconds. Returns the java command and classpath.
 */
export async function ensureOpenSearch({
  log = console.log,
}: { log?: (line: string) => void } = {}): Promise<{ java: string; classpath: string }> {
  if (process.env.OPENSEARCH_SKIP_REASON)
    throw new OpenSearchUnavailableError(process.env.OPENSEARCH_SKIP_REASON);
  const missing = missingTools();
  if (missing.length) installJavaAndMaven(missing, log);
  if (!isBuilt()) {
    log('Resolving OpenSearch 2.19 from Maven Central and compiling its launcher (once)');
    rmSync(TARGET, { recursive: true, force: true });
    try {
      await promisify(execFile)('mvn', ['-q', '-B', 'dependency:copy-dependencies', 'compile'], {
        cwd: OPENSEARCH_DIR,
        timeout: 600_000,
        maxBuffer: 16 * 1024 * 1024,
      });
    } catch (caught) {
      const error = caught as Error & { stdout?: string; stderr?: string };
      throw new OpenSearchUnavailableError(
        `Building tools/opensearch failed (mvn dependency:copy-dependencies compile): ${error.stdout || ''}${error.stderr || error.message}`,
      );
    }
    writeFileSync(STAMP, sourceHash());
  }
  return {
    java: 'java',
    classpath: `${path.join(TARGET, 'classes')}${path.delimiter}${path.join(TARGET, 'dependency', '*')}`,
  };
}

async function waitFor<T>(
  check: () => T | Promise<T>,
  {
    timeoutMs,
    child,
    what,
    output,
  }: { timeoutMs: number; child: ChildProcess; what: string; output: string[] },
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = await check();
    if (found) return found;
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`OpenSearch exited (${child.exitCode ?? child.signalCode}) before ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`OpenSearch: no ${what} within ${timeoutMs} ms\n${output.slice(-30).join('\n')}`);
}

export interface StartedOpenSearch {
  name: 'opensearch';
  url: string;
  port: number;
  child: ChildProcess;
  output: string[];
  /** From launching the JVM to a yellow or green cluster. */
  startMs: number;
  stop(): Promise<void>;
}

/**
 * Starts a node on 127.0.0.1:`port` (0: any free port) with its files in a temporary folder (its data in
 * `dataDir` when given, kept after stop), and resolves once the cluster is yellow or green. The JVM is
 * stopped by `stop()`, when this process exits, and by itself when this process dies.
 */
export async function startOpenSearch({
  port = 0,
  dataDir,
  quiet = true,
  heapMb = 512,
  timeoutMs = 120_000,
}: {
  port?: number;
  dataDir?: string;
  quiet?: boolean;
  heapMb?: number;
  timeoutMs?: number;
} = {}): Promise<StartedOpenSearch> {
  const { java, classpath } = await ensureOpenSearch({ log: quiet ? () => {} : console.log });
  const home = mkdtempSync(path.join(tmpdir(), 'opensearch-'));
  const launched = Date.now();
  const service = await startService({
    name: 'opensearch',
    command: java,
    args: [
      `-Xms${heapMb}m`,
      `-Xmx${heapMb}m`,
      `-Djava.io.tmpdir=${home}`,
      ...JVM_FLAGS,
      '-cp',
      classpath,
      MAIN_CLASS,
      '--home',
      home,
      '--port',
      String(port),
      '--exit-with-parent',
      ...(dataDir ? ['--data', dataDir] : []),
    ],
    quiet,
  });
  const { child, output } = service;
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);
  const stop = async () => {
    process.removeListener('exit', killOnExit);
    await service.stop();
    rmSync(home, { recursive: true, force: true });
  };
  try {
    const bounds = { timeoutMs, child, output };
    const url = await waitFor(() => output.map((line) => READY.exec(line)?.[1]).find(Boolean), {
      ...bounds,
      what: 'ready line',
    });
    await waitFor(
      async () => {
        const response = await fetch(`${url}/_cluster/health?wait_for_status=yellow&timeout=2s`).catch(
          () => null,
        );
        const health = response?.ok ? ((await response.json()) as { status?: string }) : undefined;
        return health?.status === 'green' || health?.status === 'yellow';
      },
      { ...bounds, what: 'yellow cluster health' },
    );
    const startMs = Date.now() - launched;
    return { name: 'opensearch', url, port: Number(new URL(url).port), child, output, startMs, stop };
  } catch (error) {
    await stop();
    throw new Error(
      `OpenSearch did not start: ${(error as Error).message}\n${output.slice(-20).join('\n')}`,
      {
        cause: error,
      },
    );
  }
}
