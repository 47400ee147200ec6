// A fixed CPU workload timed in the same run as the figures, printed beside them, so that runs on
// different machines (or on one machine under other load) can be set side by side: divide a figure by
// the calibration time to compare. One core: SHA-256 over a fixed buffer and a JSON round trip of a
// fixed catalogue-like document, the two kinds of work a page render and a request mostly do.
import { createHash } from 'node:crypto';
import { loadavg } from 'node:os';

const HASH_BYTES = 4 * 1024 * 1024;
const HASH_ROUNDS = 16;
const JSON_ITEMS = 2000;
const JSON_ROUNDS = 20;
const RUNS = 3;

function workload() {
  const buffer = Buffer.alloc(HASH_BYTES, 0x5a);
  let digest = '';
  for (let round = 0; round < HASH_ROUNDS; round += 1)
    digest = createHash('sha256').update(buffer).update(digest).digest('hex');
  const document = Array.from({ length: JSON_ITEMS }, (_, id) => ({
    id,
    name: `Product ${id}`,
    prices: { default: { value: id / 7, taxIncluded: true } },
    categories: [{ id: id % 50, name: `Category ${id % 50}` }],
  }));
  let size = 0;
  for (let round = 0; round < JSON_ROUNDS; round += 1) size += JSON.parse(JSON.stringify(document)).length;
  return digest.length + size;
}

/** The median of RUNS timings of the workload (ms), each run's, and the load average when it ran. */
export function measureCalibration() {
  const timings: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    workload();
    timings.push(Math.round((performance.now() - started) * 10) / 10);
  }
  const sorted = [...timings].sort((a, b) => a - b);
  return {
    medianMs: sorted[Math.floor(sorted.length / 2)],
    runsMs: timings,
    loadAverage: loadavg().map((value) => Math.round(value * 100) / 100),
  };
}
