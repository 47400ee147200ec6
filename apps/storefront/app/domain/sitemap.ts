import { DEFAULT_LOCALE, LOCALES, type Locale, localizePath } from '~/i18n/locales';
import { siteUrl } from './site-url';

/** One page of the shop in every language it exists in: unprefixed paths per locale. */
export type PageVariants = Partial<Record<Locale, string>>;

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** The sitemap index: one sitemap per language (sitemaps.org). */
export function sitemapIndex(origin: string): string {
  const entries = LOCALES.map(
    (locale) => `  <sitemap><loc>${escapeXml(`${origin}/sitemap-${locale}.xml`)}</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/**
 * A language's sitemap: each page that exists in it, with hreflang alternates to its translations and
 * French as x-default (Google's sitemap extension).
 */
export function localeSitemap(origin: string, locale: Locale, pages: readonly PageVariants[]): string {
  const url = (l: Locale, path: string) => escapeXml(siteUrl(origin, localizePath(path, l)));
  const entries = pages
    .filter((page) => page[locale] !== undefined)
    .map((page) => {
      const links = LOCALES.filter((l) => page[l] !== undefined).map(
        (l) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${url(l, page[l]!)}"/>`,
      );
      const fallback = page[DEFAULT_LOCALE];
      if (fallback !== undefined)
        links.push(
          `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(DEFAULT_LOCALE, fallback)}"/>`,
        );
      return `  <url>\n    <loc>${url(locale, page[locale]!)}</loc>\n${links.join('\n')}\n  </url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}
