/** An error answered with Elasticsearch's error body: {error: {root_cause, type, reason, ...}, status}. */
export class SearchError extends Error {
  readonly status: number;
  readonly type: string;
  readonly extra: Record<string, unknown>;

  constructor(status: number, type: string, reason: string, extra: Record<string, unknown> = {}) {
    super(reason);
    this.status = status;
    this.type = type;
    this.extra = extra;
  }

  toBody(): Record<string, unknown> {
    const cause = { type: this.type, reason: this.message, ...this.extra };
    return { error: { root_cause: [cause], ...cause }, status: this.status };
  }
}

/** A malformed or unknown part of the request body (ES `parsing_exception`). */
export function parsingError(reason: string): SearchError {
  return new SearchError(400, 'parsing_exception', reason);
}

/** A well-formed request this index cannot answer correctly (ES `illegal_argument_exception`). */
export function illegalArgument(reason: string): SearchError {
  return new SearchError(400, 'illegal_argument_exception', reason);
}

/**
 * A valid Elasticsearch feature outside the subset the demo index implements: refused loudly rather than
 * answered wrongly.
 */
export function unsupported(feature: string): SearchError {
  return new SearchError(
    400,
    'parsing_exception',
    `${feature} is not supported by the demo search index (see apps/demo-backend/docs/search.md)`,
  );
}

export function indexNotFound(name: string): SearchError {
  return new SearchError(404, 'index_not_found_exception', `no such index [${name}]`, {
    'resource.type': 'index_or_alias',
    'resource.id': name,
    index_uuid: '_na_',
    index: name,
  });
}
