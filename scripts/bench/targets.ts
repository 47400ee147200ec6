// The targets, checked against one run's results. A missing measurement (a section left out
// with --only, or one that failed) is reported as not measured, never as a pass.
import { DEFAULT_HYDRATION_MODE } from '../../apps/storefront/app/domain/hydration-mode.ts';
import { AUTOCOMPLETE_DEBOUNCE_MS } from '../../apps/storefront/app/domain/search-autocomplete.ts';
import { SCENARIOS, TAP_MOMENTS } from './interaction.ts';

// The catch-all route serves products, categories and CMS pages, each with its own view (first-load-js.ts).
const TARGET_PAGES_JS = {
  home: 'home',
  product: 'catch-all/product',
  category: 'catch-all/category',
  cms: 'catch-all/cms',
};
const LIGHTHOUSE_PAGES = ['home', 'product', 'category', 'search', 'cart'];
// Rendering without the page cache (warm data caches, 10 connections): absolute goals of a quiet
// two-core machine; the report prints the CPU calibration beside them, so that runs elsewhere compare.
const RENDER_REQ_PER_SEC = { product: 300, home: 250 };
const RENDER_P99_MS = 80;
const PRODUCT_RENDER_CPU_MS = 3.5;
/**
 * Every first interaction on a phone (CPU 4x slower): what it opens shown (for the search box, its
 * first letter from the key, and its suggestions from the last key once the autocomplete's own pause
 * is over), and the interactions' INP.
 */
export const TAP_SHOWN_MS = 300;
export const TAP_INP_MS = 200;

/** A load run's figures the targets read. */
interface RunFigures {
  reqPerSec: number;
  latencyMs: { p95?: number | null; p99: number | null };
}

/** A page's runs by name (`warm10`...), with the CPU each cost per request where it was counted. */
interface PageRuns {
  page: string;
  runs?: Record<string, (RunFigures & { cpuMsPerRequest?: number }) | undefined>;
}

/** Per engine, per language: the search page's figures of the judged set. */
type RelevanceByEngine = Record<
  string,
  Record<string, { page?: { ndcg: number; mrr: number; zeroResults: string[] } }>
>;

/** What the targets read of a run's results: any part may be missing (a section left out, or failed). */
export interface TargetInputs {
  ssr?: { pages?: PageRuns[]; storefrontPeakRssMb?: number };
  render?: {
    pages?: PageRuns[];
    firstVisits?: { runs?: Record<string, { cpuMsPerRequest?: number } | undefined> };
  };
  firstLoadJs?: { routes?: { route: string; jsGzipKb: number; forbiddenModules: string[] }[] };
  lighthouse?: { page: string; scores: Record<string, number | null> }[];
  engines?: {
    /** Why OpenSearch was left out: its targets are then not measured. */
    openSearchSkipped?: string;
    demo?: { search?: Record<string, RunFigures | undefined> };
    opensearch?: { search?: Record<string, RunFigures | undefined>; autocomplete?: RunFigures };
  };
  latency?: { autocomplete?: { uncached: { p95Ms: number | null }; cached: { p95Ms: number | null } } };
  relevance?: {
    engines?: RelevanceByEngine;
    benchCatalogue?: { products?: number; engines?: RelevanceByEngine };
  };
  interaction?: {
    rows?: {
      mode: string;
      scenario: string;
      when: string;
      shownMs: number | null;
      inpMs: number | null;
      echoMs: number | null;
    }[];
  };
}

/** One target, checked: `value` is the run's figure, missing when not measured. */
export interface Target {
  name: string;
  target: string;
  value: number | string | null | undefined;
  status: 'pass' | 'fail' | 'not measured';
}

/** `pass` is asked only of a measured value. */
function check<Value extends number | string>(
  name: string,
  target: string,
  value: Value | null | undefined,
  pass: (value: Value) => boolean,
): Target {
  return {
    name,
    target,
    value,
    status: value === undefined || value === null ? 'not measured' : pass(value) ? 'pass' : 'fail',
  };
}

/**
 * The real OpenSearch against the demo index on the bench catalogue (engines.ts): uncached search pages
 * at 10 connections at least half the demo index's throughput with p99 under 1 s, the autocomplete's
 * p95 under 100 ms.
 */
function engineTargets(engines: TargetInputs['engines']): Target[] {
  const demo = engines?.demo?.search?.[10];
  const opensearch = engines?.opensearch?.search?.[10];
  const ratio =
    demo && opensearch ? Math.round((opensearch.reqPerSec / demo.reqPerSec) * 100) / 100 : undefined;
  const autocomplete = engines?.opensearch?.autocomplete;
  const p95 = autocomplete?.latencyMs.p95;
  return [
    check(
      'OpenSearch search pages, 10 connections, vs demo index',
      '>= 0.5x',
      ratio,
      (value) => value >= 0.5,
    ),
    check(
      'OpenSearch search pages, 10 connections, p99',
      '< 1000 ms',
      opensearch?.latencyMs.p99,
      (value) => value < 1000,
    ),
    check('OpenSearch autocomplete p95, 10 connections', '< 100 ms', p95, (value) => value < 100),
  ];
}

export function evaluateTargets(results: TargetInputs): Target[] {
  const targets: Target[] = [];
  for (const pageName of ['home', 'product']) {
    const warm = results.ssr?.pages?.find((page) => page.page === pageName)?.runs?.warm10;
    targets.push(
      check(`${pageName}: warm, 10 connections`, '>= 300 req/s', warm?.reqPerSec, (value) => value >= 300),
      check(`${pageName}: warm, 10 connections, p99`, '< 80 ms', warm?.latencyMs.p99, (value) => value < 80),
    );
  }
  for (const [pageName, routeName] of Object.entries(TARGET_PAGES_JS)) {
    const route = results.firstLoadJs?.routes?.find((item) => item.route === routeName);
    targets.push(
      check(
        `${pageName}: first-load JS (${routeName} route)`,
        '<= 130 KB gzip',
        route?.jsGzipKb,
        (value) => value <= 130,
      ),
      check(
        `${pageName}: no cart, checkout or account code`,
        'none',
        route ? route.forbiddenModules.join(' ') || 'none' : undefined,
        () => route?.forbiddenModules.length === 0,
      ),
    );
  }
  for (const pageName of LIGHTHOUSE_PAGES) {
    const scores = results.lighthouse?.find((page) => page.page === pageName)?.scores;
    targets.push(
      check(`${pageName}: Lighthouse performance`, '>= 95', scores?.performance, (value) => value >= 95),
    );
    for (const category of ['accessibility', 'best-practices', 'seo'])
      targets.push(
        check(`${pageName}: Lighthouse ${category}`, '100', scores?.[category], (value) => value === 100),
      );
  }
  targets.push(...engineTargets(results.engines));
  const autocomplete = results.latency?.autocomplete;
  targets.push(
    check(
      'autocomplete p95, text not seen before',
      '< 30 ms',
      autocomplete?.uncached.p95Ms,
      (value) => value < 30,
    ),
    check(
      'autocomplete p95, text seen before (cached)',
      '< 30 ms',
      autocomplete?.cached.p95Ms,
      (value) => value < 30,
    ),
  );
  const catalogues: [string, RelevanceByEngine | undefined][] = [
    ['', results.relevance?.engines],
    ['bench catalogue, ', results.relevance?.benchCatalogue?.engines],
  ];
  for (const [catalogue, engines] of catalogues) {
    for (const [engine, locales] of Object.entries(engines ?? { OpenSearch: {} })) {
      for (const locale of ['fr', 'nl', 'en', 'de']) {
        const page = locales[locale]?.page;
        const name = `search ${locale}, ${catalogue}${engine}`;
        targets.push(
          check(`${name}: nDCG@10`, '>= 0.90', page?.ndcg, (value) => value >= 0.9),
          check(`${name}: MRR`, '>= 0.85', page?.mrr, (value) => value >= 0.85),
          check(`${name}: queries without results`, '0', page?.zeroResults.length, (value) => value === 0),
        );
      }
    }
  }
  targets.push(...renderTargets(results.render), ...firstTapTargets(results.interaction));
  const rss = results.ssr?.storefrontPeakRssMb;
  targets.push(check('storefront peak resident memory under load', '< 250 MB', rss, (value) => value < 250));
  return targets;
}

/** Pages rendered without the page cache, and a first visit against such a render. */
function renderTargets(render: TargetInputs['render']): Target[] {
  const warm = (name: string) => render?.pages?.find((page) => page.page === name)?.runs?.warm10;
  const targets: Target[] = [];
  for (const [name, least] of Object.entries(RENDER_REQ_PER_SEC)) {
    const run = warm(name);
    targets.push(
      check(
        `${name}: rendered, no page cache, 10 connections`,
        `>= ${least} req/s`,
        run?.reqPerSec,
        (value) => value >= least,
      ),
      check(
        `${name}: rendered, no page cache, 10 connections, p99`,
        `<= ${RENDER_P99_MS} ms`,
        run?.latencyMs.p99,
        (value) => value <= RENDER_P99_MS,
      ),
    );
  }
  const product = warm('product');
  const firstVisit = render?.firstVisits?.runs?.first10;
  const uncached = render?.firstVisits?.runs?.uncached10;
  targets.push(
    check(
      'product: CPU per rendered page',
      `<= ${PRODUCT_RENDER_CPU_MS} ms`,
      product?.cpuMsPerRequest,
      (value) => value <= PRODUCT_RENDER_CPU_MS,
    ),
    check(
      'product: CPU of a first visit (page cache on), against a render',
      product?.cpuMsPerRequest === undefined ? '<= the render' : `<= ${product.cpuMsPerRequest} ms`,
      firstVisit?.cpuMsPerRequest,
      (value) => product?.cpuMsPerRequest !== undefined && value <= product.cpuMsPerRequest,
    ),
    // What filling the page cache costs: first visits alike, without it (within 5 %).
    check(
      'product: CPU of a first visit (page cache on), against first visits without it',
      uncached?.cpuMsPerRequest === undefined
        ? '<= first visits without it x1.05'
        : `<= ${Math.round(uncached.cpuMsPerRequest * 105) / 100} ms`,
      firstVisit?.cpuMsPerRequest,
      (value) => uncached?.cpuMsPerRequest !== undefined && value <= uncached.cpuMsPerRequest * 1.05,
    ),
  );
  return targets;
}

/** Every first interaction under the default hydration, right after a scroll and after reading. */
function firstTapTargets(interaction: TargetInputs['interaction']): Target[] {
  return Object.keys(SCENARIOS).flatMap((scenario) =>
    TAP_MOMENTS.flatMap((when) => {
      const row = interaction?.rows?.find(
        (item) => item.mode === DEFAULT_HYDRATION_MODE && item.scenario === scenario && item.when === when,
      );
      const shown =
        scenario === 'search'
          ? [
              check(
                `search ${when}: first letter shown`,
                `<= ${TAP_SHOWN_MS} ms`,
                row?.echoMs,
                (value) => value <= TAP_SHOWN_MS,
              ),
              check(
                `search ${when}: suggestions shown after the last key`,
                `<= ${AUTOCOMPLETE_DEBOUNCE_MS} + ${TAP_SHOWN_MS} ms`,
                row?.shownMs,
                (value) => value <= AUTOCOMPLETE_DEBOUNCE_MS + TAP_SHOWN_MS,
              ),
            ]
          : [
              check(
                `${scenario} ${when}: shown`,
                `<= ${TAP_SHOWN_MS} ms`,
                row?.shownMs,
                (value) => value <= TAP_SHOWN_MS,
              ),
            ];
      return [
        ...shown,
        check(`${scenario} ${when}: INP`, `<= ${TAP_INP_MS} ms`, row?.inpMs, (value) => value <= TAP_INP_MS),
      ];
    }),
  );
}
