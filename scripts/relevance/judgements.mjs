// The judged query sets of search-index/judgements/{fr,nl,en,de}.json: what a shopper typing each text on
// that language's pages expects, graded per SKU family (3 exactly this, 2 good, 1 related, unlisted 0).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../lib/services.mjs';

export const JUDGED_LOCALES = ['fr', 'nl', 'en', 'de'];
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

/** Throws with every problem of a set: its shape, grades, kinds, repeated queries. */
export function checkJudgements(set, locale) {
  const problems = [];
  if (set?.locale !== locale) problems.push(`locale is ${set?.locale}, not ${locale}`);
  const queries = Array.isArray(set?.queries) ? set.queries : [];
  const seen = new Set();
  queries.forEach((query, index) => {
    const where = `query ${index + 1} (${query?.q})`;
    if (typeof query?.q !== 'string' || !query.q.trim()) problems.push(`${where}: no text`);
    else if (seen.has(query.q.toLowerCase())) problems.push(`${where}: asked twice`);
    else seen.add(query.q.toLowerCase());
    if (!QUERY_KINDS.includes(query?.kind)) problems.push(`${where}: unknown kind ${query?.kind}`);
    const grades = Object.entries(query?.grades ?? {});
    if (!grades.some(([, grade]) => grade >= 2)) problems.push(`${where}: no product graded 2 or 3`);
    for (const [family, grade] of grades) {
      if (![1, 2, 3].includes(grade)) problems.push(`${where}: ${family} graded ${grade}`);
    }
  });
  const missing = QUERY_KINDS.filter((kind) => !queries.some((query) => query?.kind === kind));
  if (missing.length) problems.push(`no query of kind ${missing.join(', ')}`);
  if (problems.length) throw new Error(`judgements ${locale}: ${problems.join('; ')}`);
  return set;
}

/** The judged set of one language, checked. */
export function readJudgements(locale, dir = JUDGEMENTS_DIR) {
  const set = JSON.parse(readFileSync(path.join(dir, `${locale}.json`), 'utf8'));
  return checkJudgements(set, locale);
}
