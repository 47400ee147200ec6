// Sends each conformance request to the demo index (in process) and to a real OpenSearch (over HTTP),
// and tells per part whether their answers agree; a request either engine refuses is an error, with
// the engine's own reason.
import { openSearchRequest } from '../../apps/demo-backend/src/search/opensearch/opensearch-http.ts';
import { compareSummaries, PARTS, summarize } from './compare-responses.mjs';

/** The reasons in an Elasticsearch error body: root causes and shard failures, with their causes. */
function errorReasons(body) {
  const error = body?.error;
  if (!error || typeof error !== 'object') return String(body);
  const reasons = [];
  const add = (cause) => {
    if (!cause) return;
    reasons.push(`${cause.type}: ${cause.reason}`);
    add(cause.caused_by);
  };
  for (const cause of error.root_cause ?? []) add(cause);
  for (const failure of error.failed_shards ?? []) add(failure.reason);
  if (reasons.length === 0) add(error);
  return [...new Set(reasons)].join(' | ');
}

function indexExpression(check, config, locale) {
  const products = `${config.productsIndex}_${locale}`;
  const categories = `${config.categoriesIndex}_${locale}`;
  return { products, categories, both: `${products},${categories}` }[check.index];
}

/**
 * Runs every check on both engines: `{ name, status: 'agree' | 'differ' | 'error', parts, error }`,
 * `parts` mapping each compared part to '' (agrees) or its first difference.
 */
export async function runConformance({ service, url, config, checks, locale = 'fr' }) {
  const results = [];
  for (const check of checks) {
    const expression = indexExpression(check, config, locale);
    let demo;
    try {
      demo = service.search(expression, structuredClone(check.body));
    } catch (error) {
      results.push({ name: check.name, status: 'error', parts: {}, error: `demo: ${error.message}` });
      continue;
    }
    let real;
    try {
      real = await openSearchRequest(url, 'POST', `/${expression}/_search`, check.body);
    } catch (error) {
      const reason = error.body ? errorReasons(error.body) : error.message;
      results.push({
        name: check.name,
        status: 'error',
        parts: {},
        error: `OpenSearch ${error.status ?? ''}: ${reason}`,
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
export function conformanceTable(results) {
  const agreeing = results.filter((result) => result.status === 'agree').length;
  const compared = results.flatMap((result) => Object.values(result.parts));
  const partsAgreeing = compared.filter((difference) => difference === '').length;
  const mark = (result, part) => {
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
