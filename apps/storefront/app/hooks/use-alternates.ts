import { useLocation, useMatches } from 'react-router';
import { LOCALES, type Locale, localizePath } from '~/i18n/locales';

/** A page whose address differs per language gives it in its loader data as `alternates`. */
export type Alternates = Partial<Record<Locale, string>>;

function alternatesOf(data: unknown): Alternates | undefined {
  return data && typeof data === 'object' && 'alternates' in data
    ? (data.alternates as Alternates)
    : undefined;
}

/** Alternates the page's loader gave, if any (products, categories and CMS pages have their own per language). */
export function usePageAlternates(): Alternates | undefined {
  return useMatches()
    .map((match) => alternatesOf(match.loaderData))
    .findLast(Boolean);
}

/** The current page in every language (prefixed paths): the page's own alternates, else the same path under each prefix. */
export function useAlternates(): Record<Locale, string> {
  const { pathname } = useLocation();
  const given = usePageAlternates();
  return Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      given?.[locale] ? localizePath(given[locale], locale) : localizePath(pathname, locale),
    ]),
  ) as Record<Locale, string>;
}
