/** An answer of Elasticsearch/OpenSearch that is not a success, with its status and error reason. */
export class OpenSearchHttpError extends Error {
  override name = 'OpenSearchHttpError';
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, target: string, body: unknown) {
    const reason = (body as { error?: { reason?: string; type?: string } } | undefined)?.error;
    super(
      `${target} answered ${status}: ${reason ? `${reason.type}: ${reason.reason}` : JSON.stringify(body)}`,
    );
    this.status = status;
    this.body = body;
  }
}

/**
 * One request to a node's REST API. `body` is sent as JSON, or as NDJSON when it is a string (`_bulk`);
 * an answer outside 2xx throws with its error reason.
 */
export async function openSearchRequest(
  baseUrl: string,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
  timeoutMs = 60_000,
): Promise<unknown> {
  const target = `${baseUrl.replace(/\/+$/, '')}${path}`;
  const ndjson = typeof body === 'string';
  const response = await fetch(target, {
    method,
    headers:
      body === undefined ? {} : { 'Content-Type': ndjson ? 'application/x-ndjson' : 'application/json' },
    body: body === undefined ? undefined : ndjson ? body : JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  let json: unknown = text;
  try {
    json = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    // Not JSON (a proxy's page, say): kept as text in the error.
  }
  if (!response.ok) throw new OpenSearchHttpError(response.status, `${method} ${path}`, json);
  return json;
}
