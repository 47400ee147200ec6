import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // Several builds can live side by side (parallel test runs, benchmarks); the server reads the same variable.
  buildDirectory: process.env.STOREFRONT_BUILD_DIR || 'build',
  ssr: true,
} satisfies Config;
