import { createContext, createElement, Fragment, type ReactNode, useContext } from 'react';
import type { Locale } from './locales';
import { compileMessage, formatParts, type MessagePart, type MessageValue } from './message-format';

export type Messages = Record<string, string>;
type PlainValue = string | number | boolean | null | undefined | Date;

/** What components format with: the page's language and messages, numbers and dates. */
export interface ShopIntl {
  locale: Locale;
  messages: Messages;
  formatMessage(descriptor: { id: string }, values?: Record<string, PlainValue>): string;
  formatMessage(descriptor: { id: string }, values: Record<string, MessageValue<ReactNode>>): ReactNode;
  formatNumber(value: number, options?: Intl.NumberFormatOptions): string;
  formatDate(value: string | number | Date, options?: Intl.DateTimeFormatOptions): string;
}

function createShopIntl(locale: Locale, messages: Messages): ShopIntl {
  const compiled = new Map<string, MessagePart[]>();
  const context = { pluralRules: new Intl.PluralRules(locale), numberFormat: new Intl.NumberFormat(locale) };
  const numberFormats = new Map<string, Intl.NumberFormat>();
  const dateFormats = new Map<string, Intl.DateTimeFormat>();
  const cached = <T,>(cache: Map<string, T>, options: object | undefined, create: () => T): T => {
    const key = JSON.stringify(options ?? {});
    let format = cache.get(key);
    if (!format) cache.set(key, (format = create()));
    return format;
  };

  function formatMessage({ id }: { id: string }, values: Record<string, MessageValue<ReactNode>> = {}) {
    const text = messages[id];
    if (text === undefined) {
      console.error(`i18n: no message "${id}" in ${locale}`);
      return id;
    }
    try {
      let parts = compiled.get(id);
      if (!parts) compiled.set(id, (parts = compileMessage(text)));
      // Most messages are plain text: a page asks for hundreds of them, each as it is.
      if (parts.length === 1 && typeof parts[0] === 'string') return parts[0];
      const output = formatParts(parts, values, context);
      if (output.every((item) => typeof item === 'string')) return output.join('');
      // Rich text: the elements become children of one fragment, which keys them for React.
      return createElement(Fragment, null, ...output);
    } catch (error) {
      console.error(`i18n: the message "${id}" could not be formatted in ${locale};`, error);
      return text;
    }
  }

  return {
    locale,
    messages,
    formatMessage: formatMessage as ShopIntl['formatMessage'],
    formatNumber: (value, options) =>
      cached(numberFormats, options, () => new Intl.NumberFormat(locale, options)).format(value),
    formatDate: (value, options) =>
      cached(dateFormats, options, () => new Intl.DateTimeFormat(locale, options)).format(new Date(value)),
  };
}

/**
 * One formatter per catalogue object: the server keeps one catalogue per language for its whole life
 * and the browser one per page load, so messages are compiled once, not on every render or request.
 */
const instances = new WeakMap<Messages, ShopIntl>();

export function intlFor(locale: Locale, messages: Messages): ShopIntl {
  let intl = instances.get(messages);
  if (!intl || intl.locale !== locale) instances.set(messages, (intl = createShopIntl(locale, messages)));
  return intl;
}

const IntlContext = createContext<ShopIntl | null>(null);

export function IntlProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: Messages;
  children: ReactNode;
}) {
  return <IntlContext value={intlFor(locale, messages)}>{children}</IntlContext>;
}

export function useIntl(): ShopIntl {
  const intl = useContext(IntlContext);
  if (!intl) throw new Error('useIntl needs an IntlProvider');
  return intl;
}
