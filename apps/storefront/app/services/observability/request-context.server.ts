// The production server imports this file before the build, with Node itself: relative paths only.
import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What the server knows of the request being answered, wherever the code runs: its id (sent on to the
 * ERP, the search engine and the CMS, and put in every log line) and, once React Router has matched
 * it, its route pattern (the request's name in the metrics and the request log).
 */
export interface RequestContext {
  readonly requestId: string;
  route?: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs `run`, and everything it starts, in this request's context. */
export function runInRequestContext<T>(context: RequestContext, run: () => T): T {
  return storage.run(context, run);
}

export function currentRequestContext(): RequestContext | undefined {
  return storage.getStore();
}

export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}
