import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./apps/storefront/app', import.meta.url)) } },
  define: { __BUILD_ID__: JSON.stringify('test-build'), __HYDRATION_GATE__: 'false' },
  test: {
    include: ['apps/*/{app,src,server,test,seed,scripts}/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/build/**', 'apps/storefront/e2e/**'],
    environment: 'node',
    // API tests build a demo backend with its seeded catalogue per test; on a busy 2-core machine
    // that alone can approach the default 5 s.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
