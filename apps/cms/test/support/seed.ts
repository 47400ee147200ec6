import { createRequire } from 'node:module';
import type { Locale } from './api.ts';

// The seed code as compiled by `npm run build:api`, so the tests read the demo content exactly as
// the server seeded it.
const require = createRequire(import.meta.url);
const { readSeedFiles } = require('../../dist/src/seed/seed-files.js');
const { localize } = require('../../dist/src/seed/localize.js');

export type SeedDoc = Record<string, any>;

export const seed = readSeedFiles() as {
  images: Record<string, { file: string; width: number; height: number }>;
  pages: SeedDoc[];
  articles: SeedDoc[];
  header: SeedDoc;
  navigation: SeedDoc[];
};

export const inLocale = <T = any>(value: unknown, locale: Locale): T => localize(value, locale) as T;

export const publishedArticles = seed.articles.filter((article) => article.$publish !== false);
export const draftArticles = seed.articles.filter((article) => article.$publish === false);

/** Navigation entries with their children, flattened. */
export const navigationEntries = (entries = seed.navigation): SeedDoc[] =>
  entries.flatMap((entry) => [entry, ...navigationEntries(entry.children ?? [])]);
