import type { Core, UID } from '@strapi/strapi';
import { DEFAULT_LOCALE } from './locales';
import { entryPath, PREVIEW_LIFETIME_SECONDS, PREVIEW_TYPE_OF_UID, previewAddress, shopPath } from './preview-url';

export type PreviewSettings = { storefrontUrl: string; secret: string | undefined };

/**
 * Strapi's Preview (config/admin.ts): the shop's address of the entry being edited. Its published
 * version opens the page every shopper sees; its draft, a signed preview address valid ten minutes
 * (without STOREFRONT_PREVIEW_SECRET there is no draft preview). Other content types have none.
 */
export const previewHandler =
  (settings: PreviewSettings, getStrapi: () => Core.Strapi) =>
  async (uid: string, { documentId, locale, status }: { documentId: string; locale?: string; status?: string }) => {
    const type = PREVIEW_TYPE_OF_UID[uid];
    if (!type || !documentId) return null;
    const language = locale || DEFAULT_LOCALE;
    const draft = status !== 'published';
    const entry = await getStrapi()
      .documents(uid as UID.ContentType)
      .findOne({
        documentId,
        locale: language,
        status: draft ? 'draft' : 'published',
        ...(type === 'navigation-item' ? { populate: { page: { fields: ['fullpath', 'handle'] } } } : {}),
      } as never);
    const path = shopPath(language, entryPath(type, entry as Record<string, unknown> | null));
    if (!draft) return new URL(path, settings.storefrontUrl).href;
    if (!settings.secret) return null;
    return previewAddress(settings.storefrontUrl, settings.secret, {
      type,
      documentId,
      locale: language,
      path,
      expires: Math.floor(Date.now() / 1000) + PREVIEW_LIFETIME_SECONDS,
    });
  };
