import { Transform, type TransformCallback } from 'node:stream';
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from '@react-router/node';
import type { NextFunction, Request as ExpressRequest, RequestHandler, Response } from 'express';
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from 'react-router';
import { type EdgeText, refuse } from './request-guards.ts';

/** The body went past its limit: the request was refused (413) while it was read. */
export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError';
}

export interface PageHandlerOptions {
  build: ServerBuild;
  mode: string | undefined;
  getLoadContext: (request: ExpressRequest) => RouterContextProvider;
  /** The most bytes of body the request to this path may carry (app/domain/request-body-limits.ts). */
  bodyLimit: (pathname: string) => number;
  edgeText: EdgeText;
}

/** Counts the bytes that pass and fails past `limit`, so that no more of the body is read or held. */
function byteLimit(limit: number, onExceeded: () => void): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      seen += chunk.length;
      if (seen <= limit) return callback(null, chunk);
      onExceeded();
      callback(new BodyTooLargeError(`The request body is larger than ${limit} bytes`));
    },
  });
}

/**
 * React Router behind Express, as its Express adapter does it, with one difference: the body is read
 * through a byte limit. A body announced longer than its path's limit is refused unread; one that grows
 * past it, announced or not (chunked), is refused as soon as it does: 413 in the page's language, the
 * connection closed, and the action reading it fails without holding more than the limit.
 */
export function pageHandler({
  build,
  mode,
  getLoadContext,
  bodyLimit,
  edgeText,
}: PageHandlerOptions): RequestHandler {
  const handle = createRequestHandler(build, mode);

  function tooLarge(request: ExpressRequest, response: Response, controller?: AbortController): void {
    // The action reading the body stops there, as for a visitor who left: its failure is no error.
    controller?.abort();
    if (response.headersSent) return;
    refuse(response, 413, edgeText(request.path, 'error.413.title'), { Connection: 'close' });
    // Nothing more of the body is read: the client learns the answer and the connection ends.
    response.on('finish', () => request.destroy());
  }

  function webRequest(request: ExpressRequest, response: Response): globalThis.Request | undefined {
    const url = new URL(`${request.protocol}://${request.get('host') ?? 'localhost'}${request.originalUrl}`);
    const controller = new AbortController();
    response.on('close', () => {
      if (!response.writableFinished) controller.abort();
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (Array.isArray(value)) for (const each of value) headers.append(name, each);
      else if (value !== undefined) headers.set(name, value);
    }
    const init: RequestInit & { duplex?: 'half' } = {
      method: request.method,
      headers,
      signal: controller.signal,
    };
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      const limit = bodyLimit(request.path);
      if (Number(request.get('content-length') ?? 0) > limit) {
        tooLarge(request, response);
        return undefined;
      }
      const limited = byteLimit(limit, () => tooLarge(request, response, controller));
      init.body = createReadableStreamFromReadable(request.pipe(limited));
      init.duplex = 'half';
    }
    return new Request(url.href, init);
  }

  return async (request, response, next: NextFunction) => {
    let webReq: globalThis.Request | undefined;
    try {
      webReq = webRequest(request, response);
    } catch {
      // An address the URL parser refuses (a broken Host): nothing to route.
      return refuse(response, 400, edgeText('/', 'error.400.title'));
    }
    if (!webReq) return;
    try {
      const answer = await handle(webReq, getLoadContext(request));
      if (response.destroyed || response.writableEnded || response.headersSent) {
        await answer.body?.cancel();
        return;
      }
      response.statusMessage = answer.statusText;
      response.status(answer.status);
      for (const [name, value] of answer.headers.entries()) response.append(name, value);
      if (answer.headers.get('Content-Type')?.match(/text\/event-stream/i)) response.flushHeaders();
      if (answer.body) await writeReadableStreamToWritable(answer.body, response);
      else response.end();
    } catch (error) {
      if (response.destroyed || response.writableEnded) return;
      next(error);
    }
  };
}
