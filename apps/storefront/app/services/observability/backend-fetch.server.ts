import { Agent, request } from 'undici';
import { currentRequestId } from './request-context.server';
import { REQUEST_ID_HEADER } from './request-id';

/** The systems the storefront calls; their names in the metrics. */
type BackendSystem = 'erp' | 'search' | 'cms';

/** How a call ended: the class of the status it got, or why it got none. */
type BackendOutcome = '2xx' | '3xx' | '4xx' | '5xx' | 'timeout' | 'unreachable';

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

/** The id of the request being answered, as a header for the backend; none outside a request. */
function requestIdHeader(): Record<string, string> {
  const requestId = currentRequestId();
  return requestId ? { [REQUEST_ID_HEADER]: requestId } : {};
}

/** Times one call from now and reports it to the listeners once its outcome is known. */
function startCall(system: BackendSystem) {
  const started = performance.now();
  return {
    answered(status: number) {
      report(system, outcomeOf(status), started);
    },
    failed(error: unknown) {
      report(
        system,
        error instanceof DOMException && error.name === 'TimeoutError' ? 'timeout' : 'unreachable',
        started,
      );
    },
  };
}

function report(system: BackendSystem, outcome: BackendOutcome, started: number) {
  const call = { system, outcome, seconds: (performance.now() - started) / 1000 };
  for (const listener of listeners) listener(call);
}

/**
 * `fetch` for every call to the ERP, the search engine and the CMS whose answer is streamed or whose
 * body is a form: it sends the id of the request being answered (X-Request-Id), so that the backends'
 * logs show which shopper's request caused the call, and reports how the call went and how long it
 * took.
 */
export async function backendFetch(system: BackendSystem, url: URL, init: RequestInit): Promise<Response> {
  const call = startCall(system);
  try {
    const headers = new Headers(init.headers);
    for (const [name, value] of Object.entries(requestIdHeader())) headers.set(name, value);
    const response = await fetch(url, { ...init, headers });
    call.answered(response.status);
    return response;
  } catch (error) {
    call.failed(error);
    throw error;
  }
}

interface BackendJsonCall {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Past it, the call fails with a TimeoutError. */
  timeoutMs: number;
}

/** Whether a backend's answer is a success (2xx), as `Response.ok` says for `fetch`. */
export function answeredOk({ status }: BackendJsonAnswer): boolean {
  return status >= 200 && status < 300;
}

export interface BackendJsonAnswer {
  status: number;
  /** The parsed body; undefined when it is empty or not JSON. */
  json: unknown;
}

/*
 * Catalogue pages ask the search engine and the CMS on every miss of their caches: undici's own
 * `request` costs a fifth of the CPU of `fetch` per call (no WHATWG Request, Response or web
 * streams), on its own keep-alive pool. It asks for no compression, which a backend on the same
 * network does not need.
 */
const jsonPool = new Agent();

/**
 * A call whose answer is JSON read whole (the search engine's and the CMS's), with the same request
 * id and reports as `backendFetch`; an unreachable backend or a timeout throws as `fetch` would.
 */
export async function backendJson(
  system: BackendSystem,
  url: URL,
  { method = 'GET', headers, body, timeoutMs }: BackendJsonCall,
): Promise<BackendJsonAnswer> {
  const call = startCall(system);
  try {
    const response = await request(url, {
      method,
      headers: { ...headers, ...requestIdHeader() },
      body,
      signal: AbortSignal.timeout(timeoutMs),
      dispatcher: jsonPool,
    });
    call.answered(response.statusCode);
    const json: unknown = await response.body.json().catch(() => undefined);
    return { status: response.statusCode, json };
  } catch (error) {
    call.failed(error);
    throw error;
  }
}
