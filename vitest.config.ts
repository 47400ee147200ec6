import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['apps/*/{app,src,test,seed}/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'],
    exclude: ['**/node_modules/**', '**/build/**', 'apps/storefront/e2e/**'],
    environment: 'node',
  },
});
