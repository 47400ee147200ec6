import { useLocation } from 'react-router';
import { siteUrl } from '~/domain/site-url';
import { useAlternates } from '~/hooks/use-alternates';
import { DEFAULT_LOCALE, LOCALES } from '~/i18n/locales';

/** Canonical link and hreflang alternates of the current page in every locale, French as x-default. */
export function AlternateLinks({ origin }: { origin: string }) {
  const { pathname } = useLocation();
  const alternates = useAlternates();
  const url = (path: string) => siteUrl(origin, path);
  return (
    <>
      <link rel="canonical" href={url(pathname)} />
      {LOCALES.map((locale) => (
        <link key={locale} rel="alternate" hrefLang={locale} href={url(alternates[locale])} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={url(alternates[DEFAULT_LOCALE])} />
    </>
  );
}
