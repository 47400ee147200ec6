import path from 'node:path';
import type { RequestHandler } from 'express';
import { folderNames } from './folder-names.ts';

const ENCODINGS = [
  { name: 'br', extension: '.br' },
  { name: 'gzip', extension: '.gz' },
] as const;

/** Whether the request's Accept-Encoding takes this coding (a `q=0` refuses it). */
function accepts(acceptEncoding: string, coding: string): boolean {
  return acceptEncoding.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== coding && name !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * Serves the build's precompressed copies (vite-plugins/precompress.ts) of fingerprinted assets: Brotli to
 * browsers that take it, else gzip, else nothing here (the plain file follows). The folder is read once:
 * fingerprinted files never change while the process runs.
 */
export function precompressedAssets(dir: string, maxAgeSeconds: number): RequestHandler {
  const files = folderNames(dir);
  return (request, response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    let name: string;
    try {
      name = decodeURIComponent(request.path.slice(1));
    } catch {
      return next(); // A broken escape names no file here; the static handler answers it.
    }
    if (!files.has(name)) return next();
    const acceptEncoding = request.get('accept-encoding') ?? '';
    const encoding = ENCODINGS.find(
      ({ name: coding, extension }) => files.has(name + extension) && accepts(acceptEncoding, coding),
    );
    response.vary('Accept-Encoding');
    if (!encoding) return next();
    response.type(path.extname(name));
    response.setHeader('Content-Encoding', encoding.name);
    response.sendFile(
      path.join(dir, name + encoding.extension),
      { maxAge: maxAgeSeconds * 1000, immutable: true },
      (error) => {
        if (error) next(error);
      },
    );
  };
}
