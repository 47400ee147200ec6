import type { ServerConfig } from '../app/config/server-config.server.ts';

/** What a probe found: the backend answered, or why it did not count as answering. */
export type ProbeResult = 'up' | 'not configured' | 'timeout' | 'unreachable' | `answered ${number}`;

export interface ProbeTarget {
  name: string;
  /** Undefined: the backend is optional and not configured, which does not make the shop unready. */
  url: URL | undefined;
}

/**
 * What `/healthz/backends` asks of the backends, from the configuration: the ERP's base URL (a
 * Shopinvader API has no health route; any answer below 500 shows that Odoo and its proxy answer), the
 * search engine's root (Elasticsearch and OpenSearch answer it with the cluster's name) and Strapi's
 * `/_health`.
 */
export function probeTargets(config: ServerConfig): ProbeTarget[] {
  const base = (url: URL) => (url.href.endsWith('/') ? url : new URL(`${url.href}/`));
  return [
    { name: 'erp', url: base(config.erpUrl) },
    { name: 'search', url: base(config.searchUrl) },
    { name: 'cms', url: config.cmsUrl && new URL('/_health', config.cmsUrl) },
  ];
}

async function probe(url: URL, timeoutMs: number): Promise<ProbeResult> {
  try {
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    await response.body?.cancel();
    return response.status < 500 ? 'up' : `answered ${response.status}`;
  } catch (error) {
    return error instanceof DOMException && error.name === 'TimeoutError' ? 'timeout' : 'unreachable';
  }
}

export interface ReadinessOptions {
  targets: ProbeTarget[];
  timeoutMs: number;
  /** How long a probe's result answers again: a load balancer's probes must not hammer the backends. */
  keepMs?: number;
  now?: () => number;
}

/**
 * Probes the backends, each within `timeoutMs`, at most once per `keepMs` whatever the number of
 * requests for it: requests meanwhile share the last result, or the probe under way.
 */
export function createReadiness({ targets, timeoutMs, keepMs = 2_000, now = Date.now }: ReadinessOptions) {
  const kept = new Map<string, { at: number; result: Promise<ProbeResult> }>();

  function probed({ name, url }: ProbeTarget): Promise<ProbeResult> {
    if (!url) return Promise.resolve('not configured');
    const last = kept.get(name);
    if (last && now() - last.at < keepMs) return last.result;
    const result = probe(url, timeoutMs);
    kept.set(name, { at: now(), result });
    return result;
  }

  return {
    async check(): Promise<Record<string, ProbeResult>> {
      const results = await Promise.all(targets.map(probed));
      return Object.fromEntries(targets.map(({ name }, index) => [name, results[index]!]));
    },
  };
}

export type Readiness = ReturnType<typeof createReadiness>;
