import { data } from 'react-router';

/** The body of every error the storefront raises: what the error screen shows (docs/product/entities.md#error-object). */
export interface ErrorBody {
  message: string;
  /** What the error screen says instead of the raw message, in the page's language. */
  messageId?: ServiceUnavailableMessage;
  /**
   * Set on errors raised before the root's data exists (in middleware): the page's language and the
   * error screen's messages in it, so that the screen still speaks that language, and the tab's title.
   */
  screen?: { locale: string; messages: Record<string, string>; title: string };
}

/** Nothing answers this address (docs/product/errors.md#not-found): 404 'Page not found: {fullPath}'. */
export function pageNotFound(fullPath: string) {
  return data<ErrorBody>({ message: `Page not found: ${fullPath}` }, { status: 404 });
}

/** A route matched but its parameters are not valid (docs/product/errors.md#not-found): 404 'Page Not Found: {path}'. */
export function invalidRouteParams(path: string) {
  return data<ErrorBody>({ message: `Page Not Found: ${path}` }, { status: 404 });
}

/**
 * An address whose path cannot be read (a broken percent escape such as `/%zz`): 400, on the shop's
 * own error screen rather than the web server's bare page.
 */
export function malformedAddress(path: string, screen: ErrorBody['screen']) {
  return data<ErrorBody>({ message: `Malformed address: ${path}`, screen }, { status: 400 });
}

/** True when a path holds a percent escape that does not decode (`%zz`, `%E0%A4%A`, a lone `%`). */
export function isMalformedPath(pathname: string): boolean {
  return decodedPath(pathname) === undefined;
}

// Returns what it decoded, so that no bundler takes the call for one without effect and drops it.
function decodedPath(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}

/** What a 503's error screen tells the shopper, by the backend that is away (messages `error.503.*`). */
type ServiceUnavailableMessage = 'error.503.account' | 'error.503.catalogue' | 'error.503.content';

/**
 * A backend the page needs (search engine, CMS, ERP) is down or too slow: 503, with what the error
 * screen says in the page's language; nothing is wrong with the address, so the visitor may try it
 * again in a moment.
 */
export function serviceUnavailable(messageId: ServiceUnavailableMessage) {
  return data<ErrorBody>({ message: messageId, messageId }, { status: 503 });
}

/** The full path of a page's address as the visitor typed it: path and query. */
export function fullPathOf(url: URL): string {
  return url.pathname + url.search;
}
