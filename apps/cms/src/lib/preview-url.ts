import crypto from 'node:crypto';
import { DEFAULT_LOCALE } from './locales';

/**
 * The storefront's preview addresses (its app/domain/cms/preview-grant.server.ts checks them): one entry,
 * one language, a few minutes, signed with the secret the CMS and the shop share. The signed text is
 * every field on its own line, in this order; the shop refuses a grant of more than ten minutes.
 */
export const PREVIEW_TYPES = ['page', 'article', 'header', 'navigation-item'] as const;
export type PreviewType = (typeof PREVIEW_TYPES)[number];

export const PREVIEW_LIFETIME_SECONDS = 600;

export type PreviewGrant = { type: PreviewType; documentId: string; locale: string; path: string; expires: number };

export const previewSignature = (secret: string, grant: PreviewGrant): string =>
  crypto
    .createHmac('sha256', secret)
    .update([grant.type, grant.documentId, grant.locale, grant.path, String(grant.expires)].join('\n'))
    .digest('hex');

/** The shop's address of a path (without language prefix) in a language: French has no prefix. */
export const shopPath = (locale: string, path: string): string =>
  locale === DEFAULT_LOCALE ? path : `/${locale}${path === '/' ? '' : path}`;

/** `{storefront}/_preview?…&sig=…`: opens the entry's page with its draft, until `expires`. */
export const previewAddress = (storefrontUrl: string, secret: string, grant: PreviewGrant): string => {
  const url = new URL('/_preview', storefrontUrl);
  url.search = new URLSearchParams({
    type: grant.type,
    documentId: grant.documentId,
    locale: grant.locale,
    path: grant.path,
    expires: String(grant.expires),
    sig: previewSignature(secret, grant),
  }).toString();
  return url.href;
};

/** The content types editors preview, by Strapi uid. */
export const PREVIEW_TYPE_OF_UID: Record<string, PreviewType> = {
  'api::page.page': 'page',
  'api::article.article': 'article',
  'api::header.header': 'header',
  'api::navigation-item.navigation-item': 'navigation-item',
};

type Entry = Record<string, unknown> | null | undefined;

/**
 * Where an entry shows in the shop, without language prefix: a page at its full path (the home page at
 * `/`), an article at `/blog/{slug}`; the header and the menus are on every page, previewed on the home
 * page, a menu item on the page it links to when it links to one.
 */
export const entryPath = (type: PreviewType, entry: Entry): string => {
  const text = (value: unknown) => (typeof value === 'string' && value.startsWith('/') ? value : undefined);
  if (type === 'page') return entry?.handle === 'home' ? '/' : (text(entry?.fullpath) ?? '/');
  if (type === 'article') return typeof entry?.slug === 'string' && entry.slug ? `/blog/${entry.slug}` : '/blog';
  if (type === 'navigation-item') return text((entry?.page as Entry)?.fullpath) ?? '/';
  return '/';
};
