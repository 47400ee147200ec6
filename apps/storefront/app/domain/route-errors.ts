import { data } from 'react-router';

/** The body of every error the storefront raises: what the error screen shows (SPEC §3 Error object). */
export interface ErrorBody {
  message: string;
}

/** Nothing answers this address (SPEC §8): 404 'Page not found: {fullPath}'. */
export function pageNotFound(fullPath: string) {
  return data<ErrorBody>({ message: `Page not found: ${fullPath}` }, { status: 404 });
}

/** A route matched but its parameters are not valid (SPEC §8): 404 'Page Not Found: {path}'. */
export function invalidRouteParams(path: string) {
  return data<ErrorBody>({ message: `Page Not Found: ${path}` }, { status: 404 });
}

/**
 * A backend the page needs (search engine, CMS, ERP) is down or too slow: 503, with what the error
 * screen says; nothing is wrong with the address, so the visitor may try it again in a moment.
 */
export function serviceUnavailable(message: string) {
  return data<ErrorBody>({ message }, { status: 503 });
}

/** The full path of a page's address as the visitor typed it: path and query. */
export function fullPathOf(url: URL): string {
  return url.pathname + url.search;
}
