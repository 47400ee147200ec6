/** An answer as the doctor reads it; `error` when nothing came back (refused, unreachable, too slow). */
export interface Answer {
  status: number;
  body: unknown;
  text: string;
  /** `name=value` of each cookie the answer set. */
  cookies?: string[];
  error?: string;
}

export interface Ask {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: unknown;
  timeoutMs: number;
}

/** One request, never thrown at: a network failure or a timeout is an answer with status 0. */
export async function ask(
  url: URL | string,
  { method = 'GET', headers = {}, body, timeoutMs }: Ask,
): Promise<Answer> {
  try {
    const response = await fetch(url, {
      method,
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: response.status, body: parsed, text, ...cookiesOf(response) };
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return {
      status: 0,
      body: undefined,
      text: '',
      error: timedOut ? `no answer within ${timeoutMs} ms` : `not reachable (${errorText(error)})`,
    };
  }
}

function cookiesOf(response: Response): { cookies?: string[] } {
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0] ?? '');
  return cookies.length > 0 ? { cookies } : {};
}

export function errorText(error: unknown): string {
  if (error instanceof Error)
    return error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message;
  return String(error);
}

/** A base URL with a trailing slash, so that relative paths land under it. */
export function baseOf(url: URL): URL {
  return url.href.endsWith('/') ? url : new URL(`${url.href}/`);
}

/** What a failed answer was, in a few words. */
export function describe(answer: Answer): string {
  if (answer.error) return answer.error;
  const detail =
    answer.body && typeof answer.body === 'object' && 'detail' in answer.body
      ? JSON.stringify((answer.body as { detail: unknown }).detail)
      : answer.text;
  return `answered ${answer.status}${detail ? `: ${detail.slice(0, 200)}` : ''}`;
}
