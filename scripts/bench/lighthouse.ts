// Lighthouse scores of the shop's main pages, the median of several runs (scores vary from run to run,
// more so on a shared two-core machine), each run on a fresh Chrome in a child process.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from './build.ts';
import { onCleanup, registerChild } from './cleanup.ts';
import type { LighthouseSummary } from './lighthouse-run.ts';
import { median } from './load.ts';
import type { BenchStack } from './stack.ts';
import { DEFAULT_HYDRATION_MODE } from '../../apps/storefront/app/domain/hydration-mode.ts';
import { HYDRATION_VARIANTS } from './hydration-variants.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/** One run's summary, or its error beside empty figures. */
type RunDetail = Partial<LighthouseSummary> &
  Pick<LighthouseSummary, 'scores' | 'metrics'> & { error?: string };

/** `pages`: [{ name, path }]; returns one entry per page with median scores and every run's details. */
export async function measureLighthouse({
  storefrontUrl,
  pages,
  runs,
  log,
}: {
  storefrontUrl: string;
  pages: { name: string; path: string }[];
  runs: number;
  log: (message: string) => void;
}) {
  // Chrome and chrome-launcher write their profile and scratch folders under TMPDIR: one folder, removed
  // at the end, instead of a leftover /tmp/org.chromium.* per run.
  const scratch = mkdtempSync(path.join(tmpdir(), 'storefront-bench-chrome-'));
  const removeScratch = onCleanup('chrome scratch', () => rmSync(scratch, { recursive: true, force: true }));
  const results = [];
  try {
    for (const page of pages) {
      const details: RunDetail[] = [];
      for (let index = 0; index < runs; index += 1) {
        log(`  lighthouse ${page.name} (${index + 1}/${runs})`);
        try {
          const output = await run(
            process.execPath,
            [path.join(here, 'lighthouse-run.ts'), `${storefrontUrl}${page.path}`],
            { env: { TMPDIR: scratch }, timeoutMs: 120_000, register: registerChild },
          );
          details.push(JSON.parse(output.trim().split('\n').at(-1) ?? ''));
        } catch (error) {
          // One failed run (a Chrome crash on a loaded machine) leaves the others' median standing.
          log(
            `  lighthouse ${page.name} failed: ${(error as Error).message.split('\n').slice(0, 3).join(' ')}`,
          );
          details.push({ error: (error as Error).message.slice(0, 2000), scores: {}, metrics: {} });
        }
      }
      const scores: Record<string, number | null> = {};
      for (const category of ['performance', 'accessibility', 'best-practices', 'seo'])
        scores[category] = median(details.map((detail) => detail.scores[category]));
      const metrics: Record<string, number | null> = {};
      for (const key of ['fcpMs', 'lcpMs', 'tbtMs', 'cls', 'siMs'])
        metrics[key] = median(details.map((detail) => detail.metrics[key]));
      // The failing audits of the run closest to the median performance, to explain what is missing.
      const typical =
        details.find((detail) => detail.scores.performance === scores.performance) ??
        details.find((detail) => !detail.error) ??
        details[0];
      results.push({
        page: page.name,
        path: page.path,
        runs: details.length,
        scores,
        metrics,
        allPerformanceScores: details.map((detail) => detail.scores.performance),
        scriptTransferKb: typical.scriptTransferKb,
        failing: {
          performance: typical.performanceFailing,
          accessibility: typical.accessibilityFailing,
          'best-practices': typical['best-practicesFailing'],
          seo: typical.seoFailing,
        },
        runWarnings: typical.runWarnings,
        errors: details.filter((detail) => detail.error).map((detail) => detail.error),
      });
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
    removeScratch();
  }
  return results;
}

/**
 * Lighthouse under each other hydration variant (hydration-variants.ts): the home and product pages for
 * the other SHOP_HYDRATION modes, all of `pages` for the public-API design, beside the first-interaction
 * figures of the same variants (interaction.ts). The default is measured by measureLighthouse itself.
 * Leaves the storefront running with its usual settings.
 */
export async function measureLighthouseByHydration({
  stack,
  pages,
  runs,
  log,
}: {
  stack: BenchStack;
  pages: { name: string; path: string }[];
  runs: number;
  log: (message: string) => void;
}) {
  const rows = [];
  try {
    for (const variant of HYDRATION_VARIANTS.filter(({ name }) => name !== DEFAULT_HYDRATION_MODE)) {
      await stack.restartStorefront(variant.env);
      const measured = variant.allPages
        ? pages
        : pages.filter((page) => ['home', 'product'].includes(page.name));
      for (const page of await measureLighthouse({
        storefrontUrl: stack.storefrontUrl,
        pages: measured,
        runs,
        log,
      }))
        rows.push({ mode: variant.name, ...page });
    }
    return rows;
  } finally {
    await stack.restartStorefront();
  }
}
