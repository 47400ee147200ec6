/**
 * An error the ERP answers on purpose, rendered as FastAPI does: `{"detail": ...}` with the status.
 * `detail` is a string, or the list of validation problems for a 422.
 */
export class ErpError extends Error {
  readonly statusCode: number;
  readonly detail: unknown;
  readonly headers: Record<string, string>;

  constructor(statusCode: number, detail: unknown, headers: Record<string, string> = {}) {
    super(typeof detail === 'string' ? detail : `HTTP ${statusCode}`);
    this.statusCode = statusCode;
    this.detail = detail;
    this.headers = headers;
  }
}

/** Odoo's MissingError: the record does not exist or does not belong to the caller. */
export const missing = (): ErpError => new ErpError(404, 'MissingError');

/** Odoo's UserError: a business rule refused the change; the message is shown to the user. */
export const userError = (message: string): ErpError => new ErpError(400, message);

export const unauthorized = (): ErpError => new ErpError(401, 'Unauthorized');

export const accessError = (): ErpError => new ErpError(403, 'AccessError');

export interface ValidationIssue {
  type: string;
  loc: (string | number)[];
  msg: string;
  input?: unknown;
}

export const validationError = (issues: ValidationIssue[]): ErpError => new ErpError(422, issues);
