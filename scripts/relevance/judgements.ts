// The judged query sets of search-index/judgements/{fr,nl,en,de}.json: what a shopper typing each text on
// that language's pages expects, graded per SKU family (3 exactly this, 2 good, 1 related, unlisted 0).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '../../apps/demo-backend/src/search/catalogue/read-catalogue.ts';
import { repoRoot } from '../lib/services.ts';
import type { JudgedQuery } from './metrics.ts';

export const JUDGED_LOCALES: readonly Locale[] = ['fr', 'nl', 'en', 'de'];
const JUDGEMENTS_DIR = path.join(repoRoot, 'search-index/judgements');

/** What each query of a set exercises; every set covers all of them. */
export const QUERY_KINDS = [
  'plant',
  'plural',
  'accents',
  'typo',
  'latin',
  'brand',
  'sku',
  'use',
  'capacity',
  'category',
  'two words',
  'other language',
];

/** One language's judged queries, as search-index/judgements/{locale}.json holds them. */
export interface JudgementSet {
  locale: string;
  queries: JudgedQuery[];
}

/** The fields of a JSON value, or none when it is not an object. */
const fieldsOf = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

/** Throws with every problem of a set: its shape, grades, kinds, repeated queries. */
export function checkJudgements(set: unknown, locale: string): JudgementSet {
  const problems: string[] = [];
  const { locale: setLocale, queries: listed } = fieldsOf(set);
  if (setLocale !== locale) problems.push(`locale is ${String(setLocale)}, not ${locale}`);
  const queries = (Array.isArray(listed) ? listed : []).map(fieldsOf);
  const seen = new Set<string>();
  queries.forEach((query, index) => {
    const where = `query ${index + 1} (${String(query.q)})`;
    if (typeof query.q !== 'string' || !query.q.trim()) problems.push(`${where}: no text`);
    else if (seen.has(query.q.toLowerCase())) problems.push(`${where}: asked twice`);
    else seen.add(query.q.toLowerCase());
    if (!QUERY_KINDS.some((kind) => kind === query.kind))
      problems.push(`${where}: unknown kind ${String(query.kind)}`);
    const grades = Object.entries(fieldsOf(query.grades));
    if (!grades.some(([, grade]) => typeof grade === 'number' && grade >= 2))
      problems.push(`${where}: no product graded 2 or 3`);
    for (const [family, grade] of grades) {
      if (![1, 2, 3].some((allowed) => allowed === grade))
        problems.push(`${where}: ${family} graded ${String(grade)}`);
    }
  });
  const missing = QUERY_KINDS.filter((kind) => !queries.some((query) => query.kind === kind));
  if (missing.length) problems.push(`no query of kind ${missing.join(', ')}`);
  if (problems.length) throw new Error(`judgements ${locale}: ${problems.join('; ')}`);
  return set as JudgementSet;
}

/** The judged set of one language, checked. */
export function readJudgements(locale: string, dir = JUDGEMENTS_DIR): JudgementSet {
  const set: unknown = JSON.parse(readFileSync(path.join(dir, `${locale}.json`), 'utf8'));
  return checkJudgements(set, locale);
}
