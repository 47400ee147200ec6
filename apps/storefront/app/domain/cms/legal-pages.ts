// The server configuration imports this file with Node itself: no path aliases, no packages.
import { parseJsonObject } from '../json-object.ts';

/**
 * The shop's legal pages, written by its editors in the CMS in each language. The storefront never
 * writes their addresses: it finds each one by the page's handle, which Strapi keeps the same across a
 * page's translations, and links to that translation's own full path.
 */
export const LEGAL_PAGE_KINDS = ['terms', 'privacy', 'dataProtection', 'shipping'] as const;
export type LegalPageKind = (typeof LEGAL_PAGE_KINDS)[number];

export type LegalPageHandles = Readonly<Record<LegalPageKind, string>>;

/** The demo content's handles; a shop whose pages are named otherwise sets SHOP_LEGAL_PAGES. */
export const DEFAULT_LEGAL_PAGE_HANDLES: LegalPageHandles = {
  terms: 'terms',
  privacy: 'privacy',
  // One privacy policy also says how data is protected, unless the shop writes a page of its own.
  dataProtection: 'privacy',
  shipping: 'delivery-returns',
};

interface LegalPageLink {
  /** The translation's full path, without the language prefix. */
  path: string;
  title: string;
}

export type LegalPages = Partial<Record<LegalPageKind, LegalPageLink>>;

const HANDLE = /^[A-Za-z0-9][A-Za-z0-9_.~-]{0,99}$/;

/** SHOP_LEGAL_PAGES: a JSON object giving some kinds another handle; the others keep the default. */
export function parseLegalPageHandles(json: string | undefined): LegalPageHandles {
  if (!json?.trim()) return DEFAULT_LEGAL_PAGE_HANDLES;
  const raw = parseJsonObject(json);
  const handles: Record<string, string> = { ...DEFAULT_LEGAL_PAGE_HANDLES };
  for (const [kind, handle] of Object.entries(raw)) {
    if (!(LEGAL_PAGE_KINDS as readonly string[]).includes(kind))
      throw new Error(`"${kind}" is not one of ${LEGAL_PAGE_KINDS.join(', ')}`);
    if (typeof handle !== 'string' || !HANDLE.test(handle))
      throw new Error(`the handle of "${kind}" must be a page handle such as "terms"`);
    handles[kind] = handle;
  }
  return handles as LegalPageHandles;
}

/** Each kind's page among the pages the CMS found for the handles, and the kinds it has none for. */
export function legalPagesFrom(
  found: readonly { handle: string; path: string; title: string }[],
  handles: LegalPageHandles,
): { pages: LegalPages; missing: LegalPageKind[] } {
  const pages: LegalPages = {};
  const missing: LegalPageKind[] = [];
  for (const kind of LEGAL_PAGE_KINDS) {
    const page = found.find((candidate) => candidate.handle === handles[kind]);
    if (page) pages[kind] = { path: page.path, title: page.title };
    else missing.push(kind);
  }
  return { pages, missing };
}
