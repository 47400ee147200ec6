// Command-line options of `npm run bench`. The defaults are the full protocol; `--quick` keeps
// every measurement but shortens it, so the whole pipeline can be checked in a few minutes.
import { parseArgs } from 'node:util';

const SECTIONS = [
  'ssr',
  'render',
  'interaction',
  'js',
  'lighthouse',
  'latency',
  'fleet',
  'engines',
  'relevance',
];
/** Sections measured on their own, without the build and the shop the others need. */
export const STANDALONE_SECTIONS: readonly string[] = ['relevance'];

const USAGE = `Usage: npm run bench [-- options]
  --quick             short runs (3 s per load run, 1 Lighthouse run per page, 60 latency samples,
                      3 visits per first-interaction figure)
  --duration <s>      seconds per load run (default 15, quick 3)
  --lighthouse-runs <n>  Lighthouse runs per page, median reported (default 3, quick 1)
  --only <list>       comma list of sections: ${SECTIONS.join(', ')}
                      (relevance alone starts neither the build nor the shop)
  --skip-build        reuse the existing bench builds (apps/storefront/build-bench and
                      build-bench-gate, apps/cms dist)
  --products <n>      size of the generated catalogue (default 10000)
  --output <file>     where to write the results (default bench/results.json)`;

/** The settings of one run. */
export type BenchOptions = ReturnType<typeof readOptions>;

/** Reads `argv` into the settings of one run; throws with the usage text on a bad option. */
export function readOptions(argv = process.argv.slice(2)) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        quick: { type: 'boolean', default: false },
        duration: { type: 'string' },
        'lighthouse-runs': { type: 'string' },
        only: { type: 'string' },
        'skip-build': { type: 'boolean', default: false },
        products: { type: 'string', default: '10000' },
        output: { type: 'string', default: 'bench/results.json' },
        help: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${USAGE}`, { cause: error });
  }
  const { values } = parsed;
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const quick = values.quick;
  const integer = (raw: string | undefined, fallback: number, min: number, max: number, name: string) => {
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max)
      throw new Error(`--${name} must be an integer from ${min} to ${max}, got '${raw}'\n${USAGE}`);
    return value;
  };
  const only = values.only ? values.only.split(',').map((name) => name.trim()) : SECTIONS;
  const unknown = only.filter((name) => !SECTIONS.includes(name));
  if (unknown.length > 0) throw new Error(`--only: unknown section ${unknown.join(', ')}\n${USAGE}`);
  return {
    quick,
    // Every load run is bounded by this duration; nothing loops open-ended.
    durationSec: integer(values.duration, quick ? 3 : 15, 1, 120, 'duration'),
    // A short unrecorded run before each warm measurement fills the caches and lets V8 optimise.
    warmupSec: quick ? 1 : 3,
    lighthouseRuns: integer(values['lighthouse-runs'], quick ? 1 : 3, 1, 9, 'lighthouse-runs'),
    latencySamples: quick ? 60 : 300,
    // Visits of the first-interaction section per figure; the median is reported.
    interactionSamples: quick ? 3 : 5,
    connections: [10, 50],
    sections: new Set(only),
    skipBuild: values['skip-build'],
    products: integer(values.products, 10_000, 1, 200_000, 'products'),
    output: values.output,
  };
}
