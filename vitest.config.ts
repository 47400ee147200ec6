import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./apps/storefront/app', import.meta.url)) } },
  define: { __BUILD_ID__: JSON.stringify('test-build') },
  test: {
    include: ['apps/*/{app,src,server,test,seed,scripts}/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'],
    exclude: ['**/node_modules/**', '**/build/**', 'apps/storefront/e2e/**'],
    environment: 'node',
  },
});
