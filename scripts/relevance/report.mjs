// The relevance figures as text: one table per engine pair, then each engine's worst queries.
import { MODES } from './metrics.mjs';

const MODE_NAMES = { page: 'search page', autocomplete: 'autocomplete' };
const fixed = (value) => (value === undefined ? '-' : value.toFixed(3));

/** `results` as evaluateEngines returns them: one row per language and mode, one column per engine. */
export function relevanceTable(results) {
  const engines = Object.keys(results);
  const locales = [...new Set(engines.flatMap((engine) => Object.keys(results[engine])))];
  const header = [
    '',
    ...['nDCG@10', 'MRR', 'zero results'].flatMap((name) => engines.map((engine) => `${name} ${engine}`)),
  ];
  const rows = locales.flatMap((locale) =>
    MODES.map((mode) => {
      const cell = (engine, key) => results[engine][locale]?.[mode]?.[key];
      return [
        `${locale} ${MODE_NAMES[mode]}`,
        ...engines.map((engine) => fixed(cell(engine, 'ndcg'))),
        ...engines.map((engine) => fixed(cell(engine, 'mrr'))),
        ...engines.map((engine) => fixed(cell(engine, 'zeroResultRate'))),
      ];
    }),
  );
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column].length)));
  const line = (row) =>
    row
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
      .join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

/** Each engine's worst queries per language and mode, and the queries that found nothing. */
export function worstQueries(results, count = 3) {
  const lines = [];
  for (const [engine, locales] of Object.entries(results)) {
    for (const [locale, modes] of Object.entries(locales)) {
      for (const mode of MODES) {
        const summary = modes[mode];
        const worst = summary.worst
          .slice(0, count)
          .map((entry) => `"${entry.q}" ${entry.ndcg.toFixed(2)}`)
          .join(', ');
        const none = summary.zeroResults.length ? `; no results: ${summary.zeroResults.join(', ')}` : '';
        lines.push(`${engine}, ${locale} ${MODE_NAMES[mode]}: ${worst}${none}`);
      }
    }
  }
  return lines.join('\n');
}
