import compression from 'compression';
import type { RequestHandler } from 'express';
import { constants } from 'node:zlib';

/**
 * Brotli's window, as a power of two: 256 KB holds a whole page. At its default (4 MB), each compressed
 * answer made the encoder allocate megabytes that V8 counts as external memory, and full garbage
 * collections ran several times a second: a rendered page cost twice its CPU (docs/benchmark.md#why-the-server-runs-with-its-flags).
 */
export const BROTLI_WINDOW_BITS = 18;

/** Compresses answers the browser takes compressed: Brotli (quality 4, the package's) or gzip. */
export function responseCompression(): RequestHandler {
  return compression({ brotli: { params: { [constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS } } });
}
