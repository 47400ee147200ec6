// The relevance figures as text: one table per engine pair, then each engine's worst queries.
import { type Mode, MODES, type Summary } from './metrics.ts';

/** Per engine, per language, per mode, a set's figures: evaluateEngines's results, or the bench's copy of them. */
export type RelevanceFigures = Record<string, Record<string, Record<Mode, Summary>>>;

const MODE_NAMES: Record<Mode, string> = { page: 'search page', autocomplete: 'autocomplete' };
const fixed = (value: number | undefined) => (value === undefined ? '-' : value.toFixed(3));

/** `results` as evaluateEngines returns them: one row per language and mode, one column per engine. */
export function relevanceTable(results: RelevanceFigures): string {
  const engines = Object.keys(results);
  const locales = [...new Set(engines.flatMap((engine) => Object.keys(results[engine])))];
  const header = [
    '',
    ...['nDCG@10', 'MRR', 'zero results'].flatMap((name) => engines.map((engine) => `${name} ${engine}`)),
  ];
  const rows = locales.flatMap((locale) =>
    MODES.map((mode) => {
      const cell = (engine: string, key: 'ndcg' | 'mrr' | 'zeroResultRate') =>
        results[engine]?.[locale]?.[mode]?.[key];
      return [
        `${locale} ${MODE_NAMES[mode]}`,
        ...engines.map((engine) => fixed(cell(engine, 'ndcg'))),
        ...engines.map((engine) => fixed(cell(engine, 'mrr'))),
        ...engines.map((engine) => fixed(cell(engine, 'zeroResultRate'))),
      ];
    }),
  );
  const widths = header.map((_, column) =>
    Math.max(...[header, ...rows].map((row) => (row[column] ?? '').length)),
  );
  const line = (row: string[]) =>
    row
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

/** Each engine's worst queries per language and mode, and the queries that found nothing. */
export function worstQueries(results: RelevanceFigures, count = 3): string {
  const lines: string[] = [];
  for (const [engine, locales] of Object.entries(results)) {
    for (const [locale, modes] of Object.entries(locales)) {
      for (const mode of MODES) {
        const summary: Summary = modes[mode];
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
