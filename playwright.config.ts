import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/lib/chromium.ts';

export default defineConfig({
  testDir: './apps/storefront/e2e',
  globalSetup: './apps/storefront/e2e/global-setup.ts',
  // One browser at a time: the two cores also run every server of the shop (two storefronts, the demo
  // backend, Strapi, the extra storefronts of the resilience tests), and two browsers on top of them
  // turned the cart's and checkout's timing into chance.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // Parallel runs on one machine (each with its own STOREFRONT_BUILD_DIR) keep their artefacts apart.
  outputDir: process.env.STOREFRONT_BUILD_DIR
    ? `test-results/${process.env.STOREFRONT_BUILD_DIR}`
    : 'test-results',
  reporter: [['list'], ['json', { outputFile: 'test-reports/e2e.json' }]],
  timeout: 30_000,
  use: {
    browserName: 'chromium',
    // The shop's default language; tests of other languages say so in their URL or headers.
    locale: 'fr-FR',
    headless: true,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
    trace: 'retain-on-failure',
  },
});
