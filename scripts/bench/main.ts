// `npm run bench`: builds the shop for production, starts it on the 10,000-product catalogue and
// measures SSR throughput, memory, first-load JavaScript, Lighthouse scores, the first interaction,
// search latency, the search engines and a fleet in one run; writes bench/results.json and prints
// tables. See docs/benchmark.md.
import { loadavg } from 'node:os';
import path from 'node:path';
import { measureFirstLoadJs, pageScriptsGzipKb } from '../lib/first-load-js.ts';
import { repoRoot } from '../lib/services.ts';
import { BENCH_BUILD_DIR, buildAll, GATE_BUILD_DIR } from './build.ts';
import { measureCalibration } from './calibration.ts';
import { measureEngines } from './engines.ts';
import { measureFleet } from './fleet.ts';
import { cleanupAll, installSignalHandlers, registerChild } from './cleanup.ts';
import { measureInteraction } from './interaction.ts';
import { measureLatency } from './latency.ts';
import { measureLighthouse, measureLighthouseByHydration } from './lighthouse.ts';
import { type BenchOptions, readOptions, STANDALONE_SECTIONS } from './options.ts';
import { discoverPages } from './pages.ts';
import { measureRelevance } from './relevance.ts';
import { measureRender } from './render.ts';
import { type BenchResults, printReport, runContext, writeResults } from './report.ts';
import { measureSsr } from './ssr.ts';
import { startStack } from './stack.ts';
import { evaluateTargets } from './targets.ts';

const buildDir = path.join(repoRoot, 'apps/storefront', BENCH_BUILD_DIR);
const gateBuildDir = path.join(repoRoot, 'apps/storefront', GATE_BUILD_DIR);
const startedAt = performance.now();
const log = (message: string) => {
  const seconds = Math.round((performance.now() - startedAt) / 1000);
  console.log(`[bench ${String(seconds).padStart(4)} s] ${message}`);
};

let options: BenchOptions;
try {
  options = readOptions();
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
installSignalHandlers();

const results: BenchResults = {
  context: runContext(),
  // The same fixed CPU work timed at the start and the end: what this machine gave during the run.
  calibration: { start: measureCalibration() },
  options: { ...options, sections: [...options.sections] },
  failures: {},
  sectionLoad: {},
};

/** Runs one measurement; a failure is recorded and the others still run. */
async function section<Figures>(
  name: string,
  measure: () => Figures | Promise<Figures>,
): Promise<Figures | undefined> {
  if (!options.sections.has(name)) return undefined;
  log(`${name}...`);
  const load = loadavg()[0];
  try {
    return await measure();
  } catch (error) {
    log(`${name} failed: ${(error as Error).message}`);
    results.failures[name] = (error as Error).message.slice(0, 2000);
    return undefined;
  } finally {
    // The one-minute load average before and after: how much else the machine was doing meanwhile.
    results.sectionLoad[name] = [Math.round(load * 100) / 100, Math.round(loadavg()[0] * 100) / 100];
  }
}

let exitCode = 0;
// The sections that need the production build and the running shop; relevance needs neither.
const shopSections = [...options.sections].filter((name) => !STANDALONE_SECTIONS.includes(name));
try {
  results.relevance = await section('relevance', () => measureRelevance({ log, products: options.products }));
  if (shopSections.length > 0) await measureShop();
} catch (error) {
  log(`stopped: ${(error as Error).message}`);
  results.failures.setup = (error as Error).message.slice(0, 4000);
  exitCode = 1;
} finally {
  log('stopping the servers');
  await cleanupAll();
}

/** Builds the shop, starts it on the generated catalogue and runs the sections that measure it. */
async function measureShop() {
  if (!options.skipBuild) results.build = await buildAll({ register: registerChild, log });
  results.firstLoadJs = await section('js', () => measureFirstLoadJs(buildDir));
  // The public-API hydration variant's, for the designs' comparison (hydration-variants.ts).
  if (results.firstLoadJs) results.firstLoadJsGate = measureFirstLoadJs(gateBuildDir);

  log(`preparing the shop with ${options.products} generated products`);
  const stack = await startStack({ products: options.products, log });
  results.seed = stack.seed;
  const pages = await discoverPages(stack);
  results.pages = pages.map(({ name, path }) => ({ name, path }));
  log(`pages: ${pages.map((page) => page.path).join('  ')}`);
  if (results.firstLoadJs)
    // The manifest's figure checked against what each rendered page actually preloads.
    results.firstLoadJs.renderedPages = pages.map((page) => ({
      page: page.name,
      ...pageScriptsGzipKb(buildDir, page.html),
    }));

  results.ssr = await section('ssr', () => measureSsr({ stack, pages, options, log }));
  results.render = await section('render', () => measureRender({ stack, pages, options, log }));
  results.interaction = await section('interaction', () =>
    measureInteraction({ stack, pages, samples: options.interactionSamples, log }),
  );
  results.latency = await section('latency', () =>
    measureLatency({ stack, samples: options.latencySamples, products: options.products, log }),
  );
  const lighthousePages = [
    ...pages.filter((page) => ['home', 'product', 'category', 'search'].includes(page.name)),
    { name: 'cart', path: '/en/cart' },
  ];
  results.lighthouse = await section('lighthouse', async () => {
    const byPage = await measureLighthouse({
      storefrontUrl: stack.storefrontUrl,
      pages: lighthousePages,
      runs: options.lighthouseRuns,
      log,
    });
    results.lighthouseByHydration = await measureLighthouseByHydration({
      stack,
      pages: lighthousePages,
      runs: options.lighthouseRuns,
      log,
    });
    return byPage;
  });
  results.engines = await section('engines', () => measureEngines({ stack, options, log }));
  // Last: it starts a fleet beside the stack, which the other sections must not share the cores with.
  results.fleet = await section('fleet', () => measureFleet({ stack, options, log }));
}

if (Object.keys(results.failures).length > 0) exitCode = 1;
results.calibration.end = measureCalibration();
results.context.loadAverageAtEnd = loadavg().map((value) => Math.round(value * 100) / 100);
results.context.totalSeconds = Math.round((performance.now() - startedAt) / 1000);
results.targets = evaluateTargets(results);
const file = writeResults(results, options.output);
printReport(results);
console.log(`\nresults: ${file}`);
// Lighthouse and Playwright leave timers behind; the bench is done.
process.exit(exitCode);
