import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { scriptsInHtml } from '../lib/first-load-js.ts';
import { measureCalibration } from './calibration.ts';
import { warmedUp } from './engines.ts';
import { warmupSplit } from './latency.ts';
import { median, quantile } from './load.ts';
import { readOptions, STANDALONE_SECTIONS } from './options.ts';
import { firstVisitLanes, firstVisitProducts } from './render.ts';
import { evaluateTargets, type TargetInputs } from './targets.ts';
import { GATE_BUILD_DIR } from './build.ts';
import { HYDRATION_VARIANTS } from './hydration-variants.ts';
import { type BenchResults, hydrationDesignsTable } from './report.ts';

describe('quantile', () => {
  it('takes the nearest rank of a sorted array', () => {
    const values = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(quantile(values, 0.5)).toBe(50);
    expect(quantile(values, 0.99)).toBe(99);
    expect(quantile(values, 1)).toBe(100);
    expect(quantile([7], 0.95)).toBe(7);
    expect(quantile([], 0.5)).toBeNull();
  });
});

describe('median', () => {
  it('takes the middle value, the mean of the two middle ones for an even count, and leaves out what was not measured', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([null, 7, undefined, 9, 8])).toBe(8);
    expect(median([null])).toBeNull();
  });
});

describe('first-visit addresses', () => {
  it("reads each product's addresses in the four languages, with each language's prefix", async () => {
    const asked: { locale: string | undefined; size: number; query: { term: { main: boolean } } }[] = [];
    // An index answering each language's main products: English has one more than the others.
    const server = createServer(async (request, response) => {
      const locale = request.url?.match(/^\/es\/demo_products_(\w+)\/_search$/)?.[1];
      let body = '';
      for await (const chunk of request) body += chunk;
      const { size, query } = JSON.parse(body);
      asked.push({ locale, size, query });
      const count = Math.min(size, locale === 'en' ? 3 : 2);
      const hits = Array.from({ length: count }, (_, index) => ({
        _source: { url_key: `${locale}-${index}` },
      }));
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ hits: { hits } }));
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const products = await firstVisitProducts(
        `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        3,
      );
      expect(products).toEqual([
        ['/fr-0', '/nl/nl-0', '/en/en-0', '/de/de-0'],
        ['/fr-1', '/nl/nl-1', '/en/en-1', '/de/de-1'],
        ['/en/en-2'],
      ]);
      expect(asked.map(({ locale }) => locale).sort()).toEqual(['de', 'en', 'fr', 'nl']);
      expect(asked.every(({ size, query }) => size === 3 && query.term.main === true)).toBe(true);
    } finally {
      server.close();
    }
  });

  it('gives the two compared runs one of each two products of the first half, and the rest to the others', () => {
    const products = Array.from({ length: 8 }, (_, product) =>
      ['fr', 'en'].map((locale) => `/${locale}${product}`),
    );
    const lanes = firstVisitLanes(products);
    const take = (lane: { nextPath: () => string }, count: number) =>
      Array.from({ length: count }, () => lane.nextPath());
    const withCache = take(lanes.withCache, 4);
    const withoutCache = take(lanes.withoutCache, 4);
    // Each product in its languages in turn; of products 0 and 1, and of 2 and 3, one in each run.
    for (const lane of [withCache, withoutCache]) {
      expect(lane[0].slice(3)).toBe(lane[1].slice(3));
      expect(lane.map((path) => path.slice(0, 3))).toEqual(['/fr', '/en', '/fr', '/en']);
    }
    const productsOf = (lane: string[]) => [lane[0], lane[2]].map((path) => Number(path.slice(3)));
    expect([...productsOf(withCache), ...productsOf(withoutCache)].sort()).toEqual([0, 1, 2, 3]);
    expect(productsOf(withCache).map((product) => Math.floor(product / 2))).toEqual([0, 1]);
    expect(take(lanes.others, 3)).toEqual(['/fr4', '/en4', '/fr5']);
    expect([lanes.withCache.ranOut, lanes.others.ranOut]).toEqual([false, false]);
    // Past its end a lane asks its addresses again, and says so.
    expect(lanes.withCache.nextPath()).toBe(withCache[0]);
    expect(lanes.withCache.ranOut).toBe(true);
    expect(lanes.withCache.asked).toBe(5);
  });

  it('does not give one run the even products and the other the odd ones: kinds that come round in a cycle are shared', () => {
    const products = Array.from({ length: 400 }, (_, product) => [`/p${product}`]);
    const lanes = firstVisitLanes(products);
    const evens = Array.from({ length: 100 }, () => lanes.withCache.nextPath()).filter(
      (path) => Number(path.slice(2)) % 2 === 0,
    ).length;
    expect(evens).toBeGreaterThan(35);
    expect(evens).toBeLessThan(65);
  });

  it('replays the addresses a lane handed out, in order, for second visits, and says when it runs past them', () => {
    const lanes = firstVisitLanes(Array.from({ length: 8 }, (_, product) => [`/fr${product}`]));
    const first = [lanes.withCache.nextPath(), lanes.withCache.nextPath()];
    const second = lanes.withCache.replay();
    expect([second.nextPath(), second.nextPath()]).toEqual(first);
    expect(second.ranOut).toBe(false);
    second.nextPath();
    expect(second.ranOut).toBe(true);
  });
});

describe('CPU calibration', () => {
  it('reports the median of its runs of the fixed workload, with the load average', () => {
    const { medianMs, runsMs, loadAverage } = measureCalibration();
    expect(runsMs).toHaveLength(3);
    expect(medianMs).toBe([...runsMs].sort((a, b) => a - b)[1]);
    expect(loadAverage).toHaveLength(3);
  });
});

describe('options', () => {
  it('runs the full protocol by default and a short one with --quick', () => {
    expect(readOptions([])).toMatchObject({ durationSec: 15, lighthouseRuns: 3, products: 10_000 });
    expect(readOptions(['--quick'])).toMatchObject({ durationSec: 3, lighthouseRuns: 1 });
    expect(readOptions(['--quick', '--duration', '5']).durationSec).toBe(5);
  });

  it('selects the relevance section alone, which needs neither the build nor the shop', () => {
    expect([...readOptions(['--only', 'relevance']).sections]).toEqual(['relevance']);
    expect(readOptions([]).sections.has('relevance')).toBe(true);
    expect(STANDALONE_SECTIONS).toEqual(['relevance']);
  });

  it('measures rendering without the page cache and the first interaction, 5 visits each, 3 with --quick', () => {
    expect([...readOptions(['--only', 'render,interaction']).sections]).toEqual(['render', 'interaction']);
    expect(readOptions([]).interactionSamples).toBe(5);
    expect(readOptions(['--quick']).interactionSamples).toBe(3);
  });

  it('refuses unknown sections and out-of-range numbers', () => {
    expect(() => readOptions(['--only', 'ssr,colour'])).toThrow(/unknown section colour/);
    expect(() => readOptions(['--duration', '0'])).toThrow(/--duration must be an integer/);
    expect(() => readOptions(['--verbose'])).toThrow(/Unknown option/);
  });
});

describe('search latency texts', () => {
  it('warms up on texts that are then never measured, and measures all the others', () => {
    const texts = Array.from({ length: 12 }, (_, index) => `text${index}`);
    const { warmupTexts, texts: measured } = warmupSplit(texts, 6);
    expect(warmupTexts).toEqual(['text0', 'text6']);
    expect(measured).toHaveLength(10);
    expect(measured.filter((text) => warmupTexts.includes(text))).toEqual([]);
    expect([...warmupTexts, ...measured].sort()).toEqual([...texts].sort());
  });
});

describe('engine warm-up', () => {
  it('goes on while the engine CPU per page falls by a tenth or more, and stops once it has not twice', () => {
    expect(warmedUp([80, 78])).toBe(false);
    expect(warmedUp([80, 60, 45, 40])).toBe(false);
    expect(warmedUp([80, 60, 45, 42, 41])).toBe(true);
    // A window that costs more than the one before (another process's burst) has not fallen either.
    expect(warmedUp([40, 44, 43])).toBe(true);
  });
});

describe('scripts of a rendered page', () => {
  it('reads modulepreload links, inert or not, and the module imports of the inline script, each once', () => {
    const html = `<link rel="modulepreload" href="/assets/entry.client-A1b2C3d4.js"/>
      <link rel="modulepreload" href="/assets/root-Zz9Yy8Xx.js"/><link rel="stylesheet" href="/assets/root.css"/>
      <link rel="x-deferred-modulepreload" href="/assets/framework-Pp5Oo4Ii.js"/>
      <script type="module">import "/assets/entry.client-A1b2C3d4.js"; import * as route1 from "/assets/home-Qq7Ww6Ee.js";</script>`;
    expect(scriptsInHtml(html).sort()).toEqual([
      '/assets/entry.client-A1b2C3d4.js',
      '/assets/framework-Pp5Oo4Ii.js',
      '/assets/home-Qq7Ww6Ee.js',
      '/assets/root-Zz9Yy8Xx.js',
    ]);
  });
});

describe('targets', () => {
  const warm = (reqPerSec: number, p99: number) => ({ runs: { warm10: { reqPerSec, latencyMs: { p99 } } } });
  const route = (name: string, jsGzipKb: number, forbiddenModules: string[] = []) => ({
    route: name,
    jsGzipKb,
    forbiddenModules,
  });

  it('passes and fails each target on its own figure', () => {
    const targets = evaluateTargets({
      ssr: {
        pages: [
          { page: 'home', ...warm(320, 60) },
          { page: 'product', ...warm(250, 90) },
        ],
        storefrontPeakRssMb: 180,
      },
      firstLoadJs: {
        routes: [
          route('home', 120),
          route('catch-all/product', 140),
          route('catch-all/category', 125),
          route('catch-all/cms', 125, ['app/services/cart/cart-api.ts']),
        ],
      },
    });
    const status = (name: string) => targets.find((target) => target.name === name)?.status;
    expect(status('home: warm, 10 connections')).toBe('pass');
    expect(status('home: warm, 10 connections, p99')).toBe('pass');
    expect(status('product: warm, 10 connections')).toBe('fail');
    expect(status('product: warm, 10 connections, p99')).toBe('fail');
    expect(status('home: first-load JS (home route)')).toBe('pass');
    expect(status('product: first-load JS (catch-all/product route)')).toBe('fail');
    expect(status('category: first-load JS (catch-all/category route)')).toBe('pass');
    expect(status('cms: no cart, checkout or account code')).toBe('fail');
    expect(targets.find((target) => target.name === 'cms: no cart, checkout or account code')?.value).toBe(
      'app/services/cart/cart-api.ts',
    );
    expect(status('storefront peak resident memory under load')).toBe('pass');
  });

  it('checks search relevance per language and engine: nDCG@10, MRR, queries without results', () => {
    const page = (ndcg: number, mrr: number, zeroResults: string[] = []) => ({
      page: { ndcg, mrr, zeroResults },
    });
    const targets = evaluateTargets({
      relevance: {
        engines: {
          OpenSearch: {
            fr: page(0.95, 0.99),
            nl: page(0.89, 0.9),
            en: page(0.93, 0.8),
            de: page(0.92, 0.9, ['x']),
          },
        },
        benchCatalogue: { products: 10_000, engines: { OpenSearch: { fr: page(0.88, 0.99) } } },
      },
    });
    const status = (name: string) => targets.find((target) => target.name === name)?.status;
    expect(status('search fr, bench catalogue, OpenSearch: nDCG@10')).toBe('fail');
    expect(status('search fr, bench catalogue, OpenSearch: MRR')).toBe('pass');
    expect(status('search fr, OpenSearch: nDCG@10')).toBe('pass');
    expect(status('search nl, OpenSearch: nDCG@10')).toBe('fail');
    expect(status('search en, OpenSearch: MRR')).toBe('fail');
    expect(status('search de, OpenSearch: queries without results')).toBe('fail');
    expect(status('search fr, OpenSearch: queries without results')).toBe('pass');
  });

  it('checks OpenSearch against the demo index: half its search pages at 10 connections, p99 and autocomplete p95', () => {
    const run = (reqPerSec: number, p99: number, p95 = p99) => ({ reqPerSec, latencyMs: { p95, p99 } });
    const status = (engines: TargetInputs['engines']) =>
      evaluateTargets({ engines })
        .filter((target) => target.name.startsWith('OpenSearch'))
        .map((target) => [target.name, target.status, target.value]);
    expect(
      status({
        demo: { search: { 10: run(60, 300) } },
        opensearch: { search: { 10: run(31, 900) }, autocomplete: run(200, 120, 80) },
      }),
    ).toEqual([
      ['OpenSearch search pages, 10 connections, vs demo index', 'pass', 0.52],
      ['OpenSearch search pages, 10 connections, p99', 'pass', 900],
      ['OpenSearch autocomplete p95, 10 connections', 'pass', 80],
    ]);
    expect(
      status({
        demo: { search: { 10: run(60, 300) } },
        opensearch: { search: { 10: run(29, 1200) }, autocomplete: run(200, 150, 101) },
      }).map(([, result]) => result),
    ).toEqual(['fail', 'fail', 'fail']);
    expect(status(undefined).map(([, result]) => result)).toEqual([
      'not measured',
      'not measured',
      'not measured',
    ]);
  });

  it('checks rendering without the page cache, a first visit against a render, and the first tap', () => {
    const cpu = (reqPerSec: number, p99: number, cpuMsPerRequest: number) => ({
      runs: { warm10: { reqPerSec, latencyMs: { p99 }, cpuMsPerRequest } },
    });
    const tap = (
      mode: string,
      when: string,
      shownMs: number,
      inpMs: number,
      scenario = 'add to cart',
      echoMs: number | null = null,
    ) => ({
      mode,
      scenario,
      when,
      shownMs,
      inpMs,
      echoMs,
    });
    const targets = evaluateTargets({
      render: {
        pages: [
          { page: 'home', ...cpu(260, 70, 4) },
          { page: 'product', ...cpu(280, 90, 3.2) },
        ],
        firstVisits: { runs: { first10: { cpuMsPerRequest: 3.4 }, uncached10: { cpuMsPerRequest: 3.3 } } },
      },
      interaction: {
        rows: [
          tap('idle', 'after scroll', 120, 230),
          tap('idle', 'after reading', 310, 150),
          tap('intent', 'after reading', 90, 90),
          tap('idle', 'after scroll', 520, 120, 'search', 40),
          tap('idle', 'after reading', 560, 120, 'search', 320),
        ],
      },
    });
    const status = (name: string) => targets.find((target) => target.name === name)?.status;
    expect(status('home: rendered, no page cache, 10 connections')).toBe('pass');
    expect(status('home: rendered, no page cache, 10 connections, p99')).toBe('pass');
    expect(status('product: rendered, no page cache, 10 connections')).toBe('fail');
    expect(status('product: rendered, no page cache, 10 connections, p99')).toBe('fail');
    expect(status('product: CPU per rendered page')).toBe('pass');
    expect(status('product: CPU of a first visit (page cache on), against a render')).toBe('fail');
    expect(status('product: CPU of a first visit (page cache on), against first visits without it')).toBe(
      'pass',
    );
    // The default hydration's rows count, not another mode's.
    expect(status('add to cart after scroll: shown')).toBe('pass');
    expect(status('add to cart after scroll: INP')).toBe('fail');
    expect(status('add to cart after reading: shown')).toBe('fail');
    expect(status('add to cart after reading: INP')).toBe('pass');
    // The search box: its first letter within the tap's budget; its suggestions within it once the
    // autocomplete's own pause after the last key is over.
    expect(status('search after scroll: first letter shown')).toBe('pass');
    expect(status('search after scroll: suggestions shown after the last key')).toBe('pass');
    expect(status('search after reading: first letter shown')).toBe('fail');
    expect(status('search after reading: suggestions shown after the last key')).toBe('fail');
    expect(status('menu after scroll: shown')).toBe('not measured');
  });

  it('counts what filling the page cache costs against first visits without it', () => {
    const status = (first: number, uncached: number) =>
      evaluateTargets({
        render: {
          pages: [],
          firstVisits: {
            runs: { first10: { cpuMsPerRequest: first }, uncached10: { cpuMsPerRequest: uncached } },
          },
        },
      }).find(
        (target) =>
          target.name === 'product: CPU of a first visit (page cache on), against first visits without it',
      )?.status;
    expect(status(5.2, 5.0)).toBe('pass');
    expect(status(5.6, 5.0)).toBe('fail');
  });

  it('reports a section that did not run as not measured, never as a pass', () => {
    const targets = evaluateTargets({});
    expect(targets.every((target) => target.status === 'not measured')).toBe(true);
  });
});

describe('hydration designs', () => {
  it('compares every SHOP_HYDRATION mode of the shop, and the public-API variant from its own build', () => {
    expect(HYDRATION_VARIANTS.map((variant) => variant.name)).toEqual(['intent', 'eager', 'idle', 'gate']);
    expect(HYDRATION_VARIANTS.find((variant) => variant.name === 'gate')).toEqual({
      name: 'gate',
      env: { STOREFRONT_BUILD_DIR: GATE_BUILD_DIR },
      allPages: true,
    });
  });

  it("puts the gate's figures beside the default mode's, budget by budget, and no other mode's", () => {
    const lighthouse = (page: string, performance: number, fcpMs: number) => ({
      page,
      scores: { performance },
      metrics: { fcpMs, lcpMs: fcpMs + 500 },
    });
    const tap = (mode: string, shownMs: number, inpMs: number) => ({
      mode,
      scenario: 'menu',
      when: 'after scroll',
      shownMs,
      inpMs,
      echoMs: null,
    });
    const js = (jsGzipKb: number) => ({ routes: [{ route: 'catch-all/product', jsGzipKb }] });
    const results = {
      lighthouse: [lighthouse('home', 99, 900)],
      lighthouseByHydration: [
        { mode: 'intent', ...lighthouse('home', 97, 800) },
        { mode: 'gate', ...lighthouse('home', 93, 2100) },
      ],
      firstLoadJs: js(129.9),
      firstLoadJsGate: js(130.2),
      interaction: { rows: [tap('eager', 40, 50), tap('idle', 69, 96), tap('gate', 94, 116)] },
    } as unknown as BenchResults;
    const lines = hydrationDesignsTable(results)!.split('\n');
    const row = (start: string) => lines.find((line) => line.startsWith(start))?.split(/\s{2,}/);
    expect(row('Lighthouse performance: home')).toEqual([
      'Lighthouse performance: home',
      '99',
      '93',
      '>= 95',
    ]);
    expect(row('home: first / largest paint ms')?.slice(1)).toEqual(['900 / 1400', '2100 / 2600']);
    expect(row('first-load JS KB gzip: catch-all/product')).toEqual([
      'first-load JS KB gzip: catch-all/product',
      '129.9',
      '130.2',
      '<= 130',
    ]);
    expect(row('menu, after scroll: shown ms')).toEqual([
      'menu, after scroll: shown ms',
      '69',
      '94',
      '<= 300',
    ]);
    expect(row('menu, after scroll: INP ms')).toEqual(['menu, after scroll: INP ms', '96', '116', '<= 200']);
  });

  it('says nothing when the run measured neither design', () => {
    expect(hydrationDesignsTable({} as BenchResults)).toBeUndefined();
  });
});
