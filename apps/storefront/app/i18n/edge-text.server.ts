import { localeFromPathname } from './locales';
import { messagesFor } from './messages.server';

/**
 * A short text the HTTP server answers with before React Router runs (a refused request line, method or
 * body: server/), in the language of the address asked for.
 */
export function edgeText(pathname: string, messageId: string): string {
  return messagesFor(localeFromPathname(pathname))[messageId] ?? messageId;
}
