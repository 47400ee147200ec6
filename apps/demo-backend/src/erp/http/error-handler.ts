import type { FastifyError, FastifyInstance } from 'fastify';
import { ErpError } from './errors.ts';

interface HttpLikeError extends Partial<FastifyError> {
  statusCode?: number;
  code?: string;
}

/** Translates whatever went wrong into FastAPI's `{"detail": ...}` bodies and status codes (docs/contracts/erp.md#transport-and-errors). */
function toErpError(error: HttpLikeError): ErpError {
  if (error instanceof ErpError) return error;
  const status = error.statusCode ?? 500;
  // Unreadable JSON is a validation problem in FastAPI, not a 400 or a 500.
  if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return new ErpError(422, [{ type: 'json_invalid', loc: ['body'], msg: 'JSON decode error' }]);
  }
  if (status === 413) return new ErpError(413, 'Request Entity Too Large: ' + (error.message ?? ''));
  if (status === 415) return new ErpError(415, 'Unsupported Media Type: ' + (error.message ?? ''));
  if (status >= 400 && status < 500) return new ErpError(status, error.message ?? 'Bad Request');
  return new ErpError(500, 'Internal Server Error');
}

export function installErrorHandling(app: FastifyInstance): void {
  // Bodiless POSTs (logout, signin) often still carry `Content-Type: application/json`; read them as no body.
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    jsonParser(request, text, done);
  });

  app.setErrorHandler((error: HttpLikeError, request, reply) => {
    const erpError = toErpError(error);
    if (erpError.statusCode >= 500) request.log.error({ err: error }, 'ERP request failed');
    return reply.code(erpError.statusCode).headers(erpError.headers).send({ detail: erpError.detail });
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ detail: 'Not Found' }));
}
