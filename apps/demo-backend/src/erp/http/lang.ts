export type Lang = 'fr' | 'nl' | 'en' | 'de';

export const LANGS: readonly Lang[] = ['fr', 'nl', 'en', 'de'];

/** The shop's default language (docs/contracts/README.md#common-rules: requests default to fr_be). */
export const DEFAULT_LANG: Lang = 'fr';

/**
 * Picks the first supported language of an Accept-Language header, honouring q-values.
 * Accepts both `fr-BE` and Odoo's `fr_BE` spellings.
 */
export function langFromHeader(header: string | string[] | undefined): Lang {
  const raw = Array.isArray(header) ? header.join(',') : (header ?? '');
  const ranked = raw
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase().replace('_', '-'), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const primary = tag.split('-')[0] as Lang;
    if (LANGS.includes(primary)) return primary;
  }
  return DEFAULT_LANG;
}

/** Picks a translation, falling back to English then French. */
export function translate(texts: Partial<Record<Lang, string>>, lang: Lang): string {
  return texts[lang] ?? texts.en ?? texts.fr ?? '';
}

/** A stored language code (a partner's `lang`) as a shop language, French when it is none of them. */
export function asLang(value: string | null | undefined): Lang {
  return LANGS.find((lang) => lang === value) ?? DEFAULT_LANG;
}
