import { getServerConfig } from '~/config/server-config.server';
import { clearPageCache } from '~/services/cache/page-cache.server';
import { clearCmsCache } from '~/services/cms/cms.server';
import { isValidSignature, SIGNATURE_HEADER } from '~/services/cms/revalidate-signature.server';
import { clearCatalogCache } from '~/services/search/catalog.server';
import type { Route } from './+types/revalidate';

/**
 * The CMS calls this on every publish, signed with the shared secret: cached CMS reads are dropped, and
 * catalogue reads and whole pages with them, since pages mix both. Without a configured secret the endpoint is off.
 */
export async function action({ request }: Route.ActionArgs) {
  const secret = getServerConfig().revalidateSecret;
  if (!secret) return Response.json({ detail: 'Cache invalidation is not configured' }, { status: 404 });
  const body = await request.text();
  if (!isValidSignature(secret, body, request.headers.get(SIGNATURE_HEADER))) {
    return Response.json({ detail: 'Invalid signature' }, { status: 401 });
  }
  clearCmsCache();
  clearCatalogCache();
  clearPageCache();
  return new Response(null, { status: 204 });
}
