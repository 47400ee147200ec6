// One Lighthouse run in a process of its own (`node lighthouse-run.ts <url>`), on a Chrome started for
// it alone: reusing a browser changes the scores (a cached favicon hides a console error). Prints one
// JSON summary line. Lighthouse's default config is the mobile one (simulated slow 4G, 4x CPU slowdown).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  'first-contentful-paint': 'fcpMs',
  'largest-contentful-paint': 'lcpMs',
  'total-blocking-time': 'tbtMs',
  'cumulative-layout-shift': 'cls',
  'speed-index': 'siMs',
};

/** A weighted audit that did not pass, with the first items that say why. */
export interface FailingAudit {
  id: string;
  score: number | null;
  value: string | undefined;
  items: string[];
}

/** The JSON line a run prints (lighthouse.ts reads it back). */
export interface LighthouseSummary {
  url: string;
  finalUrl: string;
  runWarnings: string[];
  scores: Record<string, number | null>;
  metrics: Record<string, number | null>;
  scriptTransferKb?: number | null;
  scriptRequests?: number | null;
  /** Per category: `performanceFailing`, `accessibilityFailing`... */
  [failing: `${string}Failing`]: FailingAudit[];
}

/** The fields describeItem reads of an audit's detail item; any may be missing. */
interface DetailItem {
  source?: unknown;
  description?: unknown;
  issueType?: unknown;
  url?: unknown;
  node?: { snippet?: unknown; explanation?: unknown };
  subItems?: { items?: { url?: string; text?: string }[] };
}

/**
 * The items of an audit's details (tables and lists have them, other kinds of details do not), as the
 * shape the caller reads of them: Lighthouse's item types are a union no caller here needs whole.
 */
function auditItems<Item>(details: object | undefined): Item[] | undefined {
  return details && 'items' in details && Array.isArray(details.items)
    ? (details.items as Item[])
    : undefined;
}

/** One line out of an audit's detail item, whatever its shape. */
function describeItem(item: DetailItem): string {
  const parts = [
    item.source,
    item.description,
    item.issueType,
    item.url,
    item.node?.snippet,
    item.node?.explanation,
    ...(item.subItems?.items ?? [])
      .slice(0, 3)
      .map((sub) => sub.url ?? sub.text ?? JSON.stringify(sub).slice(0, 200)),
  ];
  return parts
    .filter((part) => typeof part === 'string' && part)
    .join(' | ')
    .slice(0, 400);
}

const url = process.argv[2];
// Chromium looks up Google hosts even with background networking off; this rule answers them at once
// and keeps the run on the loopback interface. The demo backend's pictures are addressed as localhost.
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});
let exitCode = 0;
try {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
  });
  if (!result) throw new Error('Lighthouse returned no result');
  const { lhr } = result;
  const summary: LighthouseSummary = {
    url,
    finalUrl: lhr.finalDisplayedUrl,
    runWarnings: lhr.runWarnings,
    scores: {},
    metrics: {},
  };
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    summary.scores[id] = category.score === null ? null : Math.round(category.score * 100);
    // What keeps a category below 100: its weighted audits that did not pass.
    summary[`${id}Failing`] = category.auditRefs
      .filter((ref) => {
        const score = lhr.audits[ref.id].score;
        return ref.weight > 0 && score !== null && score < 1;
      })
      .map((ref) => ({
        id: ref.id,
        score: lhr.audits[ref.id].score,
        value: lhr.audits[ref.id].displayValue,
        // The first items say why (the console error's text, the issue's type, the element).
        items: (auditItems<DetailItem>(lhr.audits[ref.id].details) ?? []).slice(0, 5).map(describeItem),
      }));
  }
  for (const [id, key] of Object.entries(METRICS)) {
    const value = lhr.audits[id]?.numericValue;
    summary.metrics[key] =
      value === undefined
        ? null
        : Math.round(value * (key === 'cls' ? 1000 : 1)) / (key === 'cls' ? 1000 : 1);
  }
  const scripts = auditItems<{ resourceType?: string; transferSize: number; requestCount?: number }>(
    lhr.audits['resource-summary']?.details,
  )?.find((item) => item.resourceType === 'script');
  summary.scriptTransferKb = scripts ? Math.round(scripts.transferSize / 102.4) / 10 : null;
  summary.scriptRequests = scripts?.requestCount ?? null;
  process.stdout.write(`${JSON.stringify(summary)}\n`);
} catch (error) {
  console.error(`lighthouse ${url}: ${(error as Error).stack ?? error}`);
  exitCode = 1;
} finally {
  await chrome.kill();
}
// Lighthouse leaves timers pending for seconds after a run; nothing else is waited for.
process.exit(exitCode);
