// Sends each conformance request to the demo index (in process) and to a real OpenSearch (over HTTP),
// and tells per part whether their answers agree; a request either engine refuses is an error, with
// the engine's own reason.
import {
  OpenSearchHttpError,
  openSearchRequest,
} from '../../apps/demo-backend/src/search/opensearch/opensearch-http.ts';
import type { SearchConfig } from '../../apps/demo-backend/src/search/search-config.ts';
import type { SearchService } from '../../apps/demo-backend/src/search/search-service.ts';
import {
  compareSummaries,
  PARTS,
  type Part,
  type PartDifferences,
  type SearchAnswer,
  summarize,
} from './compare-responses.ts';
import type { ConformanceCheck } from './conformance-checks.ts';

/** One request's comparison: `parts` maps each compared part to '' (agrees) or its first difference. */
export interface ConformanceResult {
  name: string;
  status: 'agree' | 'differ' | 'error';
  parts: PartDifferences;
  error?: string;
}

/** An error cause as Elasticsearch writes it. */
interface ErrorCause {
  type?: string;
  reason?: string;
  caused_by?: ErrorCause;
}

/** The reasons in an Elasticsearch error body: root causes and shard failures, with their causes. */
function errorReasons(body: unknown) {
  const error = (body as { error?: unknown } | null | undefined)?.error;
  if (!error || typeof error !== 'object') return String(body);
  const { root_cause: rootCauses, failed_shards: failedShards } = error as {
    root_cause?: ErrorCause[];
    failed_shards?: { reason?: ErrorCause }[];
  };
  const reasons: string[] = [];
  const add = (cause: ErrorCause | undefined) => {
    if (!cause) return;
    reasons.push(`${cause.type}: ${cause.reason}`);
    add(cause.caused_by);
  };
  for (const cause of rootCauses ?? []) add(cause);
  for (const failure of failedShards ?? []) add(failure.reason);
  if (reasons.length === 0) add(error as ErrorCause);
  return [...new Set(reasons)].join(' | ');
}

function indexExpression(check: ConformanceCheck, config: SearchConfig, locale: string) {
  const products = `${config.productsIndex}_${locale}`;
  const categories = `${config.categoriesIndex}_${locale}`;
  return { products, categories, both: `${products},${categories}` }[check.index];
}

/**
 * Runs every check on both engines: `{ name, status: 'agree' | 'differ' | 'error', parts, error }`,
 * `parts` mapping each compared part to '' (agrees) or its first difference.
 */
export async function runConformance({
  service,
  url,
  config,
  checks,
  locale = 'fr',
}: {
  service: SearchService;
  url: string;
  config: SearchConfig;
  checks: readonly ConformanceCheck[];
  locale?: string;
}): Promise<ConformanceResult[]> {
  const results: ConformanceResult[] = [];
  for (const check of checks) {
    const expression = indexExpression(check, config, locale);
    let demo: SearchAnswer;
    try {
      demo = service.search(expression, structuredClone(check.body)) as unknown as SearchAnswer;
    } catch (error) {
      results.push({
        name: check.name,
        status: 'error',
        parts: {},
        error: `demo: ${(error as Error).message}`,
      });
      continue;
    }
    let real: SearchAnswer;
    try {
      real = (await openSearchRequest(url, 'POST', `/${expression}/_search`, check.body)) as SearchAnswer;
    } catch (error) {
      const { body, status } =
        error instanceof OpenSearchHttpError ? error : { body: undefined, status: undefined };
      const reason = body ? errorReasons(body) : (error as Error).message;
      results.push({
        name: check.name,
        status: 'error',
        parts: {},
        error: `OpenSearch ${status ?? ''}: ${reason}`,
      });
      continue;
    }
    const parts = compareSummaries(summarize(demo, check.body), summarize(real, check.body));
    const agree = Object.values(parts).every((difference) => difference === '');
    results.push({ name: check.name, status: agree ? 'agree' : 'differ', parts });
  }
  return results;
}

/** The results as a Markdown table (✓ agrees, ✗ differs, · not compared), then each difference. */
export function conformanceTable(results: readonly ConformanceResult[]): string {
  const agreeing = results.filter((result) => result.status === 'agree').length;
  const compared = results.flatMap((result) => Object.values(result.parts));
  const partsAgreeing = compared.filter((difference) => difference === '').length;
  const mark = (result: ConformanceResult, part: Part) => {
    if (result.status === 'error') return 'error';
    const difference = result.parts[part];
    return difference === undefined ? '·' : difference === '' ? '✓' : '✗';
  };
  const lines = [
    `Conformance of OpenSearch with the demo index: ${agreeing} of ${results.length} requests agree ` +
      `(${partsAgreeing} of ${compared.length} compared parts; ${results.filter((r) => r.status === 'error').length} refused).`,
    '',
    `| # | request | ${PARTS.join(' | ')} |`,
    `| --- | --- | ${PARTS.map(() => '---').join(' | ')} |`,
    ...results.map(
      (result, index) =>
        `| ${index + 1} | ${result.name} | ${PARTS.map((part) => mark(result, part)).join(' | ')} |`,
    ),
    '',
    'Differences (demo ≠ OpenSearch) and errors:',
    '',
    ...results.flatMap((result, index) => {
      if (result.status === 'error') return [`${index + 1}. ${result.name}: ${result.error}`];
      return Object.entries(result.parts)
        .filter(([, difference]) => difference !== '')
        .map(([part, difference]) => `${index + 1}. ${result.name} [${part}] ${difference}`);
    }),
  ];
  return lines.join('\n');
}
