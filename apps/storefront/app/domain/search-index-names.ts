// The server configuration imports this file with Node itself: no path aliases, no packages.
import { LOCALES, type Locale } from '../i18n/locales.ts';
import { parseJsonObject } from './json-object.ts';

/**
 * The part of an index name after the prefix, per shop language. Odoo names an index
 * `{prefix}_{model}_{language}` with the language as its `res.lang` code in lower case (`fr_be`,
 * `nl_be`, `en_us`), so shops rarely have the bare `_fr` the storefront appends by default.
 */
export type IndexLocaleSuffixes = Readonly<Record<Locale, string>>;

const DEFAULT_INDEX_LOCALE_SUFFIXES: IndexLocaleSuffixes = { fr: 'fr', nl: 'nl', en: 'en', de: 'de' };

/** What an index name may hold after its prefix (Elasticsearch: lower case, no separators or wildcards). */
const SUFFIX = /^[a-z0-9][a-z0-9_.-]{0,63}$/;

/**
 * SHOP_SEARCH_INDEX_LOCALES: a JSON object giving some languages another suffix, e.g.
 * `{"fr":"fr_be","nl":"nl_be","en":"en_us","de":"de_de"}`; the others keep their language code.
 */
export function parseIndexLocaleSuffixes(json: string | undefined): IndexLocaleSuffixes {
  if (!json?.trim()) return DEFAULT_INDEX_LOCALE_SUFFIXES;
  const raw = parseJsonObject(json);
  const suffixes: Record<string, string> = { ...DEFAULT_INDEX_LOCALE_SUFFIXES };
  for (const [locale, suffix] of Object.entries(raw)) {
    if (!(LOCALES as readonly string[]).includes(locale))
      throw new Error(`"${locale}" is not one of the shop's languages (${LOCALES.join(', ')})`);
    if (typeof suffix !== 'string' || !SUFFIX.test(suffix))
      throw new Error(`the suffix of "${locale}" must be lower-case letters, digits or _ (e.g. "fr_be")`);
    suffixes[locale] = suffix;
  }
  return suffixes as IndexLocaleSuffixes;
}

/** An index is required: `{name}_{suffix}` (docs/product/validation.md#configuration, docs/contracts/search.md#index-names), the suffix being the language's. */
export function localeIndexName(
  name: string | undefined,
  locale: Locale,
  suffixes: IndexLocaleSuffixes = DEFAULT_INDEX_LOCALE_SUFFIXES,
): string {
  if (!name?.trim()) throw new Error('Elastic index is required');
  return `${name.trim()}_${suffixes[locale]}`;
}
