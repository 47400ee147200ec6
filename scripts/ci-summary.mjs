// Prints one closing line, "N passed, N failed", over every test report of the run (unit, API and
// browser), because the runners' own summaries are not lines CI can read.
import { existsSync, readFileSync } from 'node:fs';

const [exitCode = '0', ...reports] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;

function countVitest(report) {
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  // A file that fails to load has no tests but is a failure all the same.
  failed += (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && file.assertionResults?.length === 0,
  ).length;
}

function countPlaywright(report) {
  passed += (report.stats?.expected ?? 0) + (report.stats?.flaky ?? 0);
  failed += report.stats?.unexpected ?? 0;
  skipped += report.stats?.skipped ?? 0;
  failed += (report.errors ?? []).length;
}

function countPlain(text) {
  const match = [...text.matchAll(/^(?:\w+: )?(\d+) passed, (\d+) failed/gm)].at(-1);
  if (match) {
    passed += Number(match[1]);
    failed += Number(match[2]);
  }
}

for (const file of reports) {
  if (!existsSync(file)) continue;
  const text = readFileSync(file, 'utf8');
  if (file.endsWith('.txt')) {
    countPlain(text);
    continue;
  }
  const report = JSON.parse(text);
  if ('numPassedTests' in report) countVitest(report);
  else if ('stats' in report) countPlaywright(report);
}

// A step that stopped the run before any test (lint, typecheck, build) still has to read as a failure.
if (Number(exitCode) !== 0 && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
