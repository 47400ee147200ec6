import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The cluster test (`npm run test:cluster`): the shop as a fleet of real processes on 127.0.0.1
 * (Redis, Varnish, two storefront nodes, the demo backend and the CMS), started by the spec itself so
 * that it can kill and restart them.
 */
export default defineConfig({
  ...base,
  testDir: './apps/storefront/cluster',
  globalSetup: undefined,
  retries: 0,
  outputDir: 'test-results/cluster',
  reporter: [['list'], ['json', { outputFile: 'test-reports/cluster.json' }]],
  timeout: 120_000,
  use: { ...base.use, locale: 'en-US' },
});
