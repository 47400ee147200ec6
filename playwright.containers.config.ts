import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The container test (`npm run test:containers`): compose.yaml's images built and run with podman
 * (scripts/containers/), the shop driven through the ports its containers publish on 127.0.0.1.
 */
export default defineConfig({
  ...base,
  testDir: './apps/storefront/containers',
  globalSetup: undefined,
  retries: 0,
  outputDir: 'test-results/containers',
  reporter: [['list'], ['json', { outputFile: 'test-reports/containers.json' }]],
  timeout: 120_000,
  // The whole run, builds included, is bounded: CI's budget is the sum of its steps.
  globalTimeout: 45 * 60_000,
});
