/** The shop's languages (docs/product/constants.md#languages): French is the default and has no URL prefix. */
export const LOCALES = ['fr', 'nl', 'en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';
/** Messages missing in a locale fall back to English (docs/product/constants.md#languages). */
export const FALLBACK_LOCALE: Locale = 'en';

/** Language cookie: 365 days, path /, SameSite=Lax (docs/product/constants.md#languages). */
export const LOCALE_COOKIE = {
  name: 'lang',
  maxAgeSeconds: 365 * 24 * 60 * 60,
  path: '/',
  sameSite: 'Lax',
} as const;

/** The ERP and index speak in Odoo language codes; fr_be is the shop's default (docs/contracts/README.md#common-rules, docs/product/constants.md#languages). */
const ERP_LANGUAGE: Record<Locale, string> = { fr: 'fr_be', nl: 'nl_be', en: 'en_us', de: 'de_de' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

export function erpLanguage(locale: Locale): string {
  return ERP_LANGUAGE[locale];
}

/** The locale a path belongs to: its prefix decides, and an unprefixed path is French. */
export function localeFromPathname(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE;
}

/** The path without its locale prefix, always starting with '/'. */
export function stripLocale(pathname: string): string {
  const first = pathname.split('/')[1];
  if (isLocale(first)) {
    const rest = pathname.slice(first.length + 1);
    return rest === '' ? '/' : rest;
  }
  return pathname;
}

/** The same page in `locale`: `/en/cart` -> `/de/cart`, `/nl` -> `/`. */
export function localizePath(pathname: string, locale: Locale): string {
  const bare = stripLocale(pathname);
  const prefix = localePrefix(locale);
  if (bare === '/') return prefix || '/';
  return `${prefix}${bare}`;
}

/**
 * The preferred shop locale from an Accept-Language header, by q-value then order; undefined when the
 * browser asks for none of the shop's languages.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', quality, index };
    })
    .filter((entry) => entry.language !== '' && Number.isFinite(entry.quality) && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isLocale);
}

/** Reads one cookie's value from a Cookie header. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeCookieValue(value.join('='));
  }
  return undefined;
}

/** A value with a broken percent escape (anyone can send one) is kept as it came, never thrown on. */
function decodeCookieValue(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * Where a visitor of the unprefixed home should be: the stored language cookie first, then the
 * browser's languages (docs/product/screens.md#language-detection). Returns undefined when French is the answer.
 */
export function homeRedirectLocale(
  cookieHeader: string | null,
  acceptLanguage: string | null,
): Locale | undefined {
  const stored = readCookie(cookieHeader, LOCALE_COOKIE.name);
  const chosen = isLocale(stored) ? stored : localeFromAcceptLanguage(acceptLanguage);
  return chosen && chosen !== DEFAULT_LOCALE ? chosen : undefined;
}

/** The language cookie, Secure when the shop is served over https. */
export function localeCookieHeader(locale: Locale, secure: boolean): string {
  const { name, maxAgeSeconds, path, sameSite } = LOCALE_COOKIE;
  return `${name}=${locale}; Max-Age=${maxAgeSeconds}; Path=${path}; SameSite=${sameSite}${secure ? '; Secure' : ''}`;
}
