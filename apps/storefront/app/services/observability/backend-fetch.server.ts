import { currentRequestId } from './request-context.server';
import { REQUEST_ID_HEADER } from './request-id';

/** The systems the storefront calls; their names in the metrics. */
export type BackendSystem = 'erp' | 'search' | 'cms';

/** How a call ended: the class of the status it got, or why it got none. */
export type BackendOutcome = '2xx' | '3xx' | '4xx' | '5xx' | 'timeout' | 'unreachable';

export interface BackendCall {
  system: BackendSystem;
  outcome: BackendOutcome;
  /** From the call to the answer's headers (a streamed body is not waited for). */
  seconds: number;
}

const listeners = new Set<(call: BackendCall) => void>();

/** Calls `listener` after every backend call from now on; the returned function stops it. */
export function onBackendCall(listener: (call: BackendCall) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function outcomeOf(status: number): BackendOutcome {
  if (status >= 500) return '5xx';
  if (status >= 400) return '4xx';
  return status >= 300 ? '3xx' : '2xx';
}

/**
 * `fetch` for every call to the ERP, the search engine and the CMS: it sends the id of the request
 * being answered (X-Request-Id), so that the backends' logs show which shopper's request caused the
 * call, and reports how the call went and how long it took.
 */
export async function backendFetch(system: BackendSystem, url: URL, init: RequestInit): Promise<Response> {
  const headers = new Headers(init.headers);
  const requestId = currentRequestId();
  if (requestId) headers.set(REQUEST_ID_HEADER, requestId);
  const started = performance.now();
  const report = (outcome: BackendOutcome) => {
    const call = { system, outcome, seconds: (performance.now() - started) / 1000 };
    for (const listener of listeners) listener(call);
  };
  try {
    const response = await fetch(url, { ...init, headers });
    report(outcomeOf(response.status));
    return response;
  } catch (error) {
    report(error instanceof DOMException && error.name === 'TimeoutError' ? 'timeout' : 'unreachable');
    throw error;
  }
}
