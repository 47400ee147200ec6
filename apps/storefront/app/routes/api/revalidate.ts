import { getServerConfig } from '~/config/server-config.server';
import { isValidSignature, SIGNATURE_HEADER } from '~/services/cms/revalidate-signature.server';
import { publishedTags } from '~/services/cms/publish-tags.server';
import { webhookFreshness } from '~/services/cms/webhook-replay.server';
import { invalidate } from '~/services/fleet/invalidation.server';
import type { Route } from './+types/revalidate';

/**
 * The CMS calls this on every publish, signed with the shared secret. Every node's data caches are
 * cleared (catalogue reads with the CMS's, since pages mix both), and the pages that show what changed
 * leave the page cache or the HTTP cache in front. A signed call is taken once, and only while its
 * signed `createdAt` is recent: a recorded one sent again is refused. Without a configured secret the
 * endpoint is off.
 */
export async function action({ request }: Route.ActionArgs) {
  const secret = getServerConfig().revalidateSecret;
  if (!secret) return Response.json({ detail: 'Cache invalidation is not configured' }, { status: 404 });
  const body = await request.text();
  const signature = request.headers.get(SIGNATURE_HEADER);
  if (!signature || !isValidSignature(secret, body, signature)) {
    return Response.json({ detail: 'Invalid signature' }, { status: 401 });
  }
  let payload: unknown;
  try {
    payload = JSON.parse(body);
  } catch {
    payload = undefined;
  }
  const createdAt =
    payload && typeof payload === 'object' ? (payload as { createdAt?: unknown }).createdAt : undefined;
  const freshness = webhookFreshness(signature, createdAt);
  if (freshness === 'stale')
    return Response.json({ detail: 'The webhook is too old, or has no createdAt' }, { status: 401 });
  if (freshness === 'replayed')
    return Response.json({ detail: 'The webhook was already taken' }, { status: 409 });
  await invalidate({ tags: publishedTags(payload) });
  return new Response(null, { status: 204 });
}
