import { collectMetrics, metricsText, recordRequest } from './metrics.server';
import { runInRequestContext } from './request-context.server';

/**
 * What the HTTP server (server/) needs of the build it serves. The build holds its own copies of these
 * modules, where the caches and the backend clients count and read the request context; the server
 * reaches them through the build's entry (entry.server.tsx), so both speak to the same instances.
 */
export const operations = { runInRequestContext, recordRequest, collectMetrics, metricsText };

export type Operations = typeof operations;
