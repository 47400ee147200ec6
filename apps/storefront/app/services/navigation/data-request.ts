/**
 * A data request of a client navigation (`/path.data?_routes=…`), not a document: React Router gives
 * loaders the request as it came, and the page's address apart (`url`).
 */
export function isDataRequest(request: Request): boolean {
  return new URL(request.url).pathname.endsWith('.data');
}
