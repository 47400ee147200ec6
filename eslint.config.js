import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The storefront's layers, lowest first, and what each may import of the app (README › Architecture):
 * domain is pure; config and i18n read settings and messages; services talk to the systems; hooks and
 * components render; routes and the doctor sit on top. Tests may reach across to check the whole.
 */
const LAYERS = {
  domain: ['domain'],
  config: ['domain', 'config', 'i18n'],
  i18n: ['domain', 'config', 'i18n'],
  services: ['domain', 'config', 'i18n', 'services'],
  hooks: ['domain', 'config', 'i18n', 'services', 'hooks'],
  components: ['domain', 'config', 'i18n', 'services', 'hooks', 'components'],
};
const ALL_LAYERS = ['domain', 'config', 'i18n', 'services', 'hooks', 'components', 'routes', 'doctor'];

function layerRules([layer, allowed]) {
  const forbidden = ALL_LAYERS.filter((other) => !allowed.includes(other));
  // The locales are pure data every layer speaks, the domain included.
  const i18n = layer === 'domain' ? 'i18n/(?!locales(\\.ts)?$)' : undefined;
  const targets = forbidden.map((other) => (other === 'i18n' && i18n ? i18n : `${other}(/|$)`));
  return {
    files: [`apps/storefront/app/${layer}/**`],
    ignores: ['**/*.test.*'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(~/|(\\.\\./)+)(${targets.join('|')})`,
              message: `app/${layer} may import only ${allowed.join(', ')} of the app (eslint.config.js, LAYERS).`,
            },
          ],
        },
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/build-*/**',
      '**/dist/**',
      '**/.react-router/**',
      '**/.data/**',
      'apps/cms/**',
      'test-results/**',
      'test-reports/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Playwright fixtures that need no other fixture take an empty pattern by design.
    files: ['apps/storefront/e2e/**', 'apps/storefront/cluster/**', 'apps/storefront/containers/**'],
    rules: { 'no-empty-pattern': 'off' },
  },
  ...Object.entries(LAYERS).map(layerRules),
  {
    files: ['apps/storefront/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
