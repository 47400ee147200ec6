import type { RequestHandler } from 'express';
import { folderNames } from './folder-names.ts';

/**
 * Hands to `serve` only the requests for what the client build's root holds (the favicon, a robots
 * file, folders of them), listed once: the build never changes while the process runs, and every page
 * address would otherwise cost a file-system look-up that fails (3 % of a rendered page's CPU).
 */
export function rootFiles(dir: string, serve: RequestHandler): RequestHandler {
  const names = folderNames(dir);
  return (request, response, next) => {
    const first = request.path.split('/', 2)[1] ?? '';
    let name: string;
    try {
      name = decodeURIComponent(first);
    } catch {
      return next(); // A broken escape names no file; the app answers it.
    }
    return names.has(name) ? serve(request, response, next) : next();
  };
}
