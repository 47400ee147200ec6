import { z } from 'zod';
import { articleTag, BLOG_TAG, cmsPageTag, NAVIGATION_TAG, SITE_TAG } from '../cache/cache-tags.server';

/** What the CMS's publish webhook says changed (apps/cms/src/bootstrap/revalidate-webhook.ts). */
const payloadSchema = z.object({
  model: z.string().nullish(),
  uid: z.string().nullish(),
  entry: z.object({ documentId: z.string().nullish() }).nullish(),
});

/**
 * The cache tags of the pages a publish changes: the page or article itself (in every language), the
 * blog lists with an article, every page with the menus or the header. What the shop cannot tell apart
 * changes every page.
 */
export function publishedTags(body: unknown): string[] {
  const payload = payloadSchema.safeParse(body);
  if (!payload.success) return [SITE_TAG];
  const model = payload.data.model ?? payload.data.uid?.split('.').pop();
  const documentId = payload.data.entry?.documentId;
  if (model === 'page' && documentId) return [cmsPageTag(documentId)];
  if (model === 'article' && documentId) return [articleTag(documentId), BLOG_TAG];
  if (model === 'navigation-item' || model === 'header') return [NAVIGATION_TAG];
  return [SITE_TAG];
}
