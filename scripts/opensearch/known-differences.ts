// Where a real OpenSearch answers the storefront's requests differently from the demo index today, and
// why: by request name (conformance-checks.ts), the parts that differ (`parts` and `reason`), or
// `error` with a piece of the error text. Everything not listed must agree. A listed request that
// comes to agree fails the test until its entry is removed, so the list stays exact.
//
// Empty: every request agrees. The causes the list once held (fuzziness lost on stacked tokens, a
// suggester proposing stems, the typographic apostrophe in name.sortable, phrase-prefix scoring) were
// fixed where they arose; docs/opensearch.md tells how.
import type { Part } from './compare-responses.ts';
import type { ConformanceResult } from './run-conformance.ts';

type KnownDifference = { reason: string } & ({ parts: Part[]; error?: undefined } | { error: string });

const KNOWN_DIFFERENCES: Record<string, KnownDifference | undefined> = {};

/** Results that are not as listed: a new difference or error, or a listed one that has gone. */
export function unexplainedResults(results: readonly ConformanceResult[]): string[] {
  return results.flatMap((result) => {
    const known = KNOWN_DIFFERENCES[result.name];
    const differing = Object.entries(result.parts)
      .filter(([, difference]) => difference !== '')
      .map(([part]) => part as Part)
      .sort();
    if (!known) {
      if (result.status === 'agree') return [];
      return [
        `${result.name}: ${result.error ?? differing.map((part) => `${part} ${result.parts[part]}`).join('; ')}`,
      ];
    }
    if (known.error !== undefined) {
      return result.status === 'error' && result.error?.includes(known.error)
        ? []
        : [`${result.name}: expected the error "${known.error}", got ${result.status} ${result.error ?? ''}`];
    }
    const expected = [...known.parts].sort();
    return result.status === 'differ' && JSON.stringify(differing) === JSON.stringify(expected)
      ? []
      : [
          `${result.name}: expected differences in ${expected.join(', ')}, got ${result.status} ` +
            `${result.error ?? differing.join(', ')}${result.status === 'agree' ? ' (remove it from known-differences.ts)' : ''}`,
        ];
  });
}

/** The known reasons of the requests that do not agree, as Markdown lines for the report. */
export function knownReasons(results: readonly ConformanceResult[]): string[] {
  return results.flatMap((result, index) => {
    const known = KNOWN_DIFFERENCES[result.name];
    return known && result.status !== 'agree' ? [`${index + 1}. ${result.name}: ${known.reason}`] : [];
  });
}
