// Ends the output with the plain line `N passed, N failed` (`, N skipped` when some were), counting
// tests and not the describe blocks that group them.
export default async function* summaryReporter(source) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    if (event.data.details?.type === 'suite') continue;
    if (event.data.skip || event.data.todo) skipped += 1;
    else if (event.type === 'test:pass') passed += 1;
    else failed += 1;
  }
  yield `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`;
}
