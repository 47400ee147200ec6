import { Transform, type TransformCallback } from 'node:stream';
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from '@react-router/node';
import pLimit from 'p-limit';
import type { NextFunction, Request as ExpressRequest, RequestHandler, Response } from 'express';
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from 'react-router';
import { isCrossOriginChange } from '../app/domain/same-origin.ts';
import { pageAddress } from './page-address.ts';
import { type EdgeText, refuse } from './request-guards.ts';

/** How long a refused body is read and dropped before its connection is closed (as a web server lingers). */
const LINGER_MS = 2_000;

/** The body went past its limit: the request was refused (413) while it was read. */
class BodyTooLargeError extends Error {
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

/** A body allowed past this may be held whole (files): such requests are handled one at a time. */
const LARGE_BODY_BYTES = 1024 * 1024;

/**
 * React Router behind Express, as its Express adapter does it, with two differences: the address is the
 * one the shopper asked for (pageAddress), and the body is read through a byte limit. A body announced longer than its path's limit is refused unread; one that grows
 * past it, announced or not (chunked), is refused as soon as it does: 413 in the page's language, and the
 * action reading it fails without holding more than the limit. Requests whose limit lets files through
 * (the contact form) are handled one at a time, so that a node holds one such body at most; the others
 * wait, unread.
 */
export function pageHandler({
  build,
  mode,
  getLoadContext,
  bodyLimit,
  edgeText,
}: PageHandlerOptions): RequestHandler {
  const handle = createRequestHandler(build, mode);
  const largeBodies = pLimit(1);

  function tooLarge(request: ExpressRequest, response: Response, controller?: AbortController): void {
    // The action reading the body stops there, as for a visitor who left: its failure is no error.
    controller?.abort();
    if (response.headersSent) return;
    refuse(response, 413, edgeText(request.path, 'error.413.title'));
    // The rest of the body is read and dropped, never held, for a moment: a connection closed while the
    // client still sends is reset, and a reset can take the answer with it before the client reads it.
    // Then the connection ends, whatever is left.
    response.on('finish', () => {
      request.unpipe();
      request.resume();
      setTimeout(() => request.destroy(), LINGER_MS).unref();
    });
  }

  function webRequest(request: ExpressRequest, response: Response, url: URL): globalThis.Request | undefined {
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
    let address: URL;
    try {
      address = pageAddress(request);
    } catch {
      // An address the URL parser refuses (a broken Host): nothing to route.
      return refuse(response, 400, edgeText('/', 'error.400.title'));
    }
    // Before React Router, whose own check would answer a bare English 400, and before any body is read.
    if (isCrossOriginChange(request.method, request.path, request.get('origin'), address.origin))
      return refuse(response, 403, edgeText(request.path, 'error.403.title'));
    const webReq = webRequest(request, response, address);
    if (!webReq) return;
    // A request that may carry files waits for the one before it: never more than one such body held.
    const large = webReq.body !== null && bodyLimit(request.path) > LARGE_BODY_BYTES;
    const run = () => handle(webReq, getLoadContext(request));
    try {
      const answer = await (large ? largeBodies(run) : run());
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
