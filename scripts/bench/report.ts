// The bench's output: bench/results.json for tools and comparisons between commits, and plain-text
// tables for people.
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import type { measureFirstLoadJs } from '../lib/first-load-js.ts';
import { repoRoot } from '../lib/services.ts';
import { relevanceTable, worstQueries } from '../relevance/report.ts';
import type { measureCalibration } from './calibration.ts';
import type { EngineFigures, EngineRun, EngineRuns, MeasuredEngines } from './engines.ts';
import type { FleetRun, measureFleet } from './fleet.ts';
import { GATE_VARIANT } from './hydration-variants.ts';
import type { measureInteraction } from './interaction.ts';
import type { measureLatency } from './latency.ts';
import { DEFAULT_HYDRATION_MODE } from '../../apps/storefront/app/domain/hydration-mode.ts';
import type { measureLighthouse, measureLighthouseByHydration } from './lighthouse.ts';
import type { BenchOptions } from './options.ts';
import type { measureRelevance } from './relevance.ts';
import type { measureRender, RenderRun } from './render.ts';
import type { measureSsr } from './ssr.ts';
import { type Target, TAP_INP_MS, TAP_SHOWN_MS } from './targets.ts';
import { AUTOCOMPLETE_DEBOUNCE_MS } from '../../apps/storefront/app/domain/search-autocomplete.ts';

type Calibration = ReturnType<typeof measureCalibration>;

/** bench/results.json: the run's context, and each section's figures (missing when left out, or failed). */
export interface BenchResults {
  context: ReturnType<typeof runContext> & { loadAverageAtEnd?: number[]; totalSeconds?: number };
  calibration: { start: Calibration; end?: Calibration };
  options: Omit<BenchOptions, 'sections'> & { sections: string[] };
  failures: Record<string, string>;
  /** The one-minute load average before and after each section. */
  sectionLoad: Record<string, [number, number]>;
  build?: { seconds: number };
  firstLoadJs?: ReturnType<typeof measureFirstLoadJs> & {
    renderedPages?: { page: string; files: number; jsGzipKb: number }[];
  };
  /** The public-API hydration variant's build (hydration-variants.ts). */
  firstLoadJsGate?: ReturnType<typeof measureFirstLoadJs>;
  seed?: unknown;
  pages?: { name: string; path: string }[];
  ssr?: Awaited<ReturnType<typeof measureSsr>>;
  render?: Awaited<ReturnType<typeof measureRender>>;
  interaction?: Awaited<ReturnType<typeof measureInteraction>>;
  latency?: Awaited<ReturnType<typeof measureLatency>>;
  lighthouse?: Awaited<ReturnType<typeof measureLighthouse>>;
  lighthouseByHydration?: Awaited<ReturnType<typeof measureLighthouseByHydration>>;
  engines?: EngineFigures;
  fleet?: Awaited<ReturnType<typeof measureFleet>>;
  relevance?: Awaited<ReturnType<typeof measureRelevance>>;
  targets?: Target[];
}

/** Commit, date and how busy the machine was: figures from a shared machine mean little without it. */
export function runContext() {
  const git = (args: string) => {
    try {
      return execSync(`git ${args}`, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim();
    } catch {
      return null;
    }
  };
  return {
    commit: git('rev-parse HEAD'),
    // Uncommitted changes anywhere in the tree are measured too; this says so.
    dirty: (git('status --porcelain') ?? '') !== '',
    date: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model,
    loadAverageAtStart: loadavg().map((value) => Math.round(value * 100) / 100),
  };
}

export function writeResults(results: BenchResults, output: string): string {
  const file = path.resolve(repoRoot, output);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  return file;
}

function table(title: string, header: string[], rows: unknown[][]): string {
  const cells = [header, ...rows].map((row) =>
    row.map((cell) => (cell === null || cell === undefined ? '-' : String(cell))),
  );
  const widths = header.map((_, column) => Math.max(...cells.map((row) => row[column].length)));
  // Figures line up on the right, names and lists on the left.
  const numeric = header.map((_, column) =>
    cells
      .slice(1)
      .every((row) => row[column] === '' || row[column] === '-' || !Number.isNaN(Number(row[column]))),
  );
  const line = (row: string[]) =>
    row
      .map((cell, column) =>
        column === 0 || !numeric[column] ? cell.padEnd(widths[column]) : cell.padStart(widths[column]),
      )
      .join('  ')
      .trimEnd();
  return [
    `\n${title}`,
    line(cells[0]),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...cells.slice(1).map(line),
  ].join('\n');
}

function ssrTable(ssr: NonNullable<BenchResults['ssr']>) {
  const rows: unknown[][] = [];
  for (const page of ssr.pages) {
    for (const kind of ['warm', 'cold', 'baseline']) {
      for (const connections of [10, 50]) {
        const run = page.runs[`${kind}${connections}`];
        if (!run) continue;
        rows.push([
          `${page.page} ${kind} c${connections}`,
          run.reqPerSec,
          run.latencyMs.p50,
          run.latencyMs.p99,
          run.cpuMsPerRequest ?? '',
          run.ratioToBaseline ?? '',
          run.errors + run.timeouts + run.non2xx || '',
          kind === 'cold' && connections === 10 ? page.coldFirstRequestMs : '',
          kind === 'warm' && connections === 10 ? Math.round(page.htmlBytes / 102.4) / 10 : '',
        ]);
      }
    }
  }
  return table(
    `SSR (autocannon; the storefront's peak RSS: ${ssr.storefrontPeakRssMb} MB, during ${ssr.peakDuring})`,
    ['page run', 'req/s', 'p50 ms', 'p99 ms', 'CPU ms/req', 'x baseline', 'errors', '1st req ms', 'HTML KB'],
    rows,
  );
}

/** The no-page-cache rows and the first visits beside the hits (render.ts). */
function renderTables(render: NonNullable<BenchResults['render']>) {
  const row = (name: string, run: RenderRun) => [
    name,
    run.reqPerSec,
    run.latencyMs.p50,
    run.latencyMs.p99,
    run.cpuMsPerRequest,
    run.peakRssMb,
    run.errors + run.timeouts + run.non2xx || '',
  ];
  const header = ['page run', 'req/s', 'p50 ms', 'p99 ms', 'CPU ms/req', 'peak RSS MB', 'errors'];
  const pages = render.pages.flatMap((page) =>
    ['cold10', 'cold50', 'warm10', 'warm50']
      .filter((run) => page.runs[run])
      .map((run) => row(`${page.page} ${run.replace(/(\d+)$/, ' c$1')}`, page.runs[run])),
  );
  const { firstVisits } = render;
  const visits = [
    ['first10', 'first visits c10'],
    ['second10', 'second visits (kept) c10'],
    ['uncached10', 'first visits, no page cache, c10'],
    ['hit10', 'hits c10'],
    ['first50', 'first visits c50'],
    ['hit50', 'hits c50'],
  ]
    .filter(([run]) => firstVisits.runs[run])
    .map(([run, name]) => row(name, firstVisits.runs[run]));
  const { compressed } = render;
  const compressedRows = compressed
    ? [
        ['warm10', 'rendered, no page cache, warm c10'],
        ['first10', 'first visits c10'],
        ['hit10', 'hits c10'],
      ]
        .filter(([run]) => compressed.runs[run])
        .map(([run, name]) => row(name, compressed.runs[run]))
    : [];
  return [
    table('Rendered pages without the page cache (SHOP_PAGE_CACHE_MB=0; cold: new process)', header, pages),
    table(
      `Product pages with the page cache on: ${firstVisits.addressesAsked} addresses asked in four languages, once each, or twice for second visits${firstVisits.allFirstVisits ? '' : ' (a list ran out: some were no first or second visits)'}, beside hits on one`,
      header,
      visits,
    ),
    ...(compressedRows.length > 0
      ? [
          table(
            `The product page compressed (Accept-Encoding: ${compressed.acceptEncoding})`,
            header,
            compressedRows,
          ),
        ]
      : []),
  ].join('\n');
}

/** The first interaction's medians per hydration mode (interaction.ts). */
function interactionTable(interaction: NonNullable<BenchResults['interaction']>) {
  return table(
    `First interaction on ${interaction.page}: phone, CPU ${interaction.cpuSlowdown}x slower, median of ${interaction.rows[0]?.samples} visits`,
    ['hydration', 'interaction', 'when', 'shown ms', 'first letter ms', 'INP ms'],
    interaction.rows.map((row) => [
      row.mode,
      row.scenario,
      row.when,
      row.shownMs,
      row.echoMs ?? '',
      row.inpMs,
    ]),
  );
}

/** Pages whose first-load JavaScript the budget holds at 130 KB, by their route in the build. */
const BUDGET_ROUTES = ['home', 'catch-all/product', 'catch-all/category', 'catch-all/cms', 'search'];

/**
 * The shop's hydration design (its default mode) and the public-API variant side by side, budget by
 * budget (docs/decisions/002-hydration.md): Lighthouse on the five pages, first-load JavaScript, and
 * each first interaction. Undefined when the run measured neither.
 */
export function hydrationDesignsTable(results: BenchResults): string | undefined {
  const rows: unknown[][] = [];
  const gateLighthouse = (results.lighthouseByHydration ?? []).filter((row) => row.mode === GATE_VARIANT);
  for (const page of results.lighthouse ?? []) {
    const gate = gateLighthouse.find((row) => row.page === page.page);
    rows.push(
      [`Lighthouse performance: ${page.page}`, page.scores.performance, gate?.scores.performance, '>= 95'],
      [
        `${page.page}: first / largest paint ms`,
        `${page.metrics.fcpMs} / ${page.metrics.lcpMs}`,
        gate && `${gate.metrics.fcpMs} / ${gate.metrics.lcpMs}`,
        '',
      ],
    );
  }
  const jsOf = (figures: BenchResults['firstLoadJsGate'], route: string) =>
    figures?.routes.find((entry) => entry.route === route)?.jsGzipKb;
  if (results.firstLoadJs)
    for (const route of BUDGET_ROUTES)
      rows.push([
        `first-load JS KB gzip: ${route}`,
        jsOf(results.firstLoadJs, route),
        jsOf(results.firstLoadJsGate, route),
        '<= 130',
      ]);
  const interactions = results.interaction?.rows ?? [];
  for (const row of interactions.filter((entry) => entry.mode === DEFAULT_HYDRATION_MODE)) {
    const gate = interactions.find(
      (entry) => entry.mode === GATE_VARIANT && entry.scenario === row.scenario && entry.when === row.when,
    );
    rows.push(
      [
        `${row.scenario}, ${row.when}: shown ms`,
        row.shownMs,
        gate?.shownMs,
        // The search box's figure is its suggestions, after the autocomplete's own pause.
        `<= ${row.scenario === 'search' ? AUTOCOMPLETE_DEBOUNCE_MS + TAP_SHOWN_MS : TAP_SHOWN_MS}`,
      ],
      [`${row.scenario}, ${row.when}: INP ms`, row.inpMs, gate?.inpMs, `<= ${TAP_INP_MS}`],
    );
  }
  if (rows.length === 0) return undefined;
  return table(
    'Hydration designs side by side (docs/decisions/002-hydration.md)',
    ['budget', `the shop's (${DEFAULT_HYDRATION_MODE})`, 'public API (gate)', 'target'],
    rows,
  );
}

/** The demo index and OpenSearch side by side on the bench catalogue (engines.ts). */
function enginesTable(engines: MeasuredEngines) {
  const runs: [string, EngineRun, EngineRun][] = [
    ...Object.keys(engines.demo.search).map((connections): [string, EngineRun, EngineRun] => [
      `uncached search pages, ${connections} connections`,
      engines.demo.search[connections],
      engines.opensearch.search[connections],
    ]),
    [
      'autocomplete, each text once, 10 connections',
      engines.demo.autocomplete,
      engines.opensearch.autocomplete,
    ],
  ];
  const rows = runs.map(([what, demo, opensearch]) => [
    what,
    ...[demo, opensearch].flatMap((run) => [
      run.reqPerSec,
      run.latencyMs.p50,
      run.latencyMs.p99,
      run.errors + run.timeouts + run.non2xx,
    ]),
  ]);
  const took = engines.took;
  if (took)
    rows.push([
      `engine took, search page "${took.demo.text}" (p50, p95)`,
      '',
      took.demo.p50Ms,
      took.demo.p95Ms,
      '',
      '',
      took.opensearch.p50Ms,
      took.opensearch.p95Ms,
      '',
    ]);
  const cpu = runs.map(([what, demo, opensearch]) => [
    what,
    demo.cpuMsPerRequest?.storefront,
    demo.cpuMsPerRequest?.engine,
    opensearch.cpuMsPerRequest?.storefront,
    opensearch.cpuMsPerRequest?.engine,
  ]);
  return [
    table(
      'Search engines: the demo index and OpenSearch on the bench catalogue',
      ['run', 'demo req/s', 'p50', 'p99', 'errors', 'OpenSearch req/s', 'p50', 'p99', 'errors'],
      rows,
    ),
    table(
      'CPU per request sent (ms), counted until the storefront and the engine are idle again',
      ['run', 'demo: storefront', 'demo backend (index)', 'OpenSearch: storefront', 'OpenSearch'],
      cpu,
    ),
    ...(engines.demo.warmup ? [warmupTable(engines)] : []),
  ].join('\n');
}

/** The warm-up's first window (an engine started a moment ago) beside its last (settled), per engine. */
function warmupTable(engines: MeasuredEngines) {
  const rows = (['demo', 'opensearch'] as const).flatMap((name) => {
    const windows = engines[name].warmup;
    const row = (when: string, window: EngineRuns['warmup'][number]) => [
      `${name === 'demo' ? 'demo index' : 'OpenSearch'}: ${when}`,
      window.reqPerSec,
      window.p99Ms,
      window.cpuMsPerRequest.storefront,
      window.cpuMsPerRequest.engine,
    ];
    return [row('first 10 s', windows[0]), row(`settled, after ${windows.length * 10} s`, windows.at(-1)!)];
  });
  return table(
    'Warm-up: uncached search pages at 10 connections, in windows of 10 s until the engine CPU settles',
    ['window', 'req/s', 'p99', 'storefront CPU ms', 'engine CPU ms'],
    rows,
  );
}

function calibrationLine({ start, end }: BenchResults['calibration']) {
  const one = (entry: Calibration) => `${entry.medianMs} ms (load ${entry.loadAverage[0]})`;
  return `CPU calibration (fixed work, median of ${start.runsMs.length}): ${one(start)} at start${end ? `, ${one(end)} at end` : ''}`;
}

export function printReport(results: BenchResults): void {
  const parts = [
    `\nbench ${results.context.commit?.slice(0, 10)}${results.context.dirty ? ' (uncommitted changes)' : ''} ${results.context.date}, load average ${results.context.loadAverageAtStart.join(' ')} at start, ${results.context.loadAverageAtEnd?.join(' ')} at end, ${results.context.cpus} cores`,
  ];
  if (results.calibration) parts.push(calibrationLine(results.calibration));
  if (results.ssr) parts.push(ssrTable(results.ssr));
  if (results.render) parts.push(renderTables(results.render));
  if (results.interaction) parts.push(interactionTable(results.interaction));
  if (results.relevance) {
    const { engines, openSearchSkipped, queries } = results.relevance;
    parts.push(
      `\nRelevance of the judged query sets (${Object.entries(queries)
        .map(([locale, count]) => `${count} ${locale}`)
        .join(', ')}; nDCG@10, the autocomplete at its 6)`,
      relevanceTable(engines),
      ...(openSearchSkipped ? [`OpenSearch left out: ${openSearchSkipped}`] : []),
      `\nWorst queries (nDCG@10)\n${worstQueries(engines)}`,
    );
    const bench = results.relevance.benchCatalogue;
    if (bench)
      parts.push(
        `\nThe same on the bench catalogue (${bench.products} generated products beside the demo ones, left out of each list before scoring)`,
        relevanceTable(bench.engines),
      );
  }
  if (results.firstLoadJs)
    parts.push(
      table(
        'First-load JavaScript per route (gzip)',
        ['route', 'files', 'JS KB gzip', 'JS KB raw', 'CSS KB gzip', 'cart/checkout/account modules'],
        results.firstLoadJs.routes.map((route) => [
          route.route,
          route.jsFiles,
          route.jsGzipKb,
          route.jsRawKb,
          route.cssGzipKb,
          route.forbiddenModules.length,
        ]),
      ),
    );
  if (results.lighthouse)
    parts.push(
      table(
        'Lighthouse (mobile, median)',
        ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'JS KB'],
        results.lighthouse.map((page) => [
          page.page,
          page.scores.performance,
          page.scores.accessibility,
          page.scores['best-practices'],
          page.scores.seo,
          page.metrics.fcpMs,
          page.metrics.lcpMs,
          page.metrics.tbtMs,
          page.metrics.cls,
          page.scriptTransferKb,
        ]),
      ),
    );
  if (results.lighthouseByHydration)
    parts.push(
      table(
        'Lighthouse under the other hydration variants (mobile, median)',
        ['hydration', 'page', 'perf', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS'],
        results.lighthouseByHydration.map((row) => [
          row.mode,
          row.page,
          row.scores.performance,
          row.metrics.fcpMs,
          row.metrics.lcpMs,
          row.metrics.tbtMs,
          row.metrics.cls,
        ]),
      ),
    );
  const { latency } = results;
  if (latency) {
    const rows = (['autocomplete', 'searchPage', 'searchData'] as const).map((name) => {
      const entry = latency[name];
      return [
        name,
        entry.uncached.p50Ms,
        entry.uncached.p95Ms,
        entry.cached.p50Ms,
        entry.cached.p95Ms,
        entry.uncached.samples,
        entry.warmup ? `${entry.warmup.samples}: p50 ${entry.warmup.p50Ms}, max ${entry.warmup.maxMs}` : '',
      ];
    });
    for (const name of ['autocomplete', 'autocompleteFuzzy', 'searchPage', 'searchPageFiltered'] as const) {
      const entry = latency.index?.[name];
      if (entry) rows.push([`index alone: ${name}`, entry.p50, entry.p95, '', '', entry.iterations, '']);
    }
    parts.push(
      table(
        'Search latency, one request at a time',
        ['endpoint', 'new p50', 'new p95', 'cached p50', 'cached p95', 'samples', 'warm-up texts'],
        rows,
      ),
    );
  }
  if (results.engines && 'demo' in results.engines) parts.push(enginesTable(results.engines));
  if (results.fleet) {
    const row = (name: string, run: FleetRun) => [
      name,
      run.requests,
      run.reqPerSec,
      run.errors + run.timeouts + run.non2xx,
      run.nodes.map((node) => `${node.startMb} → ${node.maxRssMb}`).join(', '),
    ];
    parts.push(
      table(
        `Uncached search pages, ${results.fleet.fleet.connections} connections, ${results.fleet.fleet.durationSec} s`,
        ['where', 'requests', 'req/s', 'errors', 'resident MB per node (start → max)'],
        [row('one storefront', results.fleet.single), row('2 nodes behind Varnish', results.fleet.fleet)],
      ),
    );
  }
  const designs = hydrationDesignsTable(results);
  if (designs) parts.push(designs);
  for (const [section, message] of Object.entries(results.failures ?? {}))
    parts.push(`\n${section} FAILED: ${message}`);
  parts.push(
    table(
      'Targets',
      ['target', 'goal', 'measured', 'result'],
      (results.targets ?? []).map((item) => [item.name, item.target, item.value, item.status.toUpperCase()]),
    ),
  );
  console.log(parts.join('\n'));
}
