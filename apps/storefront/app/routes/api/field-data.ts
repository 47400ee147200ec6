import { requestClientAddress } from '~/config/client-address.server';
import { DEFAULT_LOCALE } from '~/i18n/locales';
import { limiter, limitKey, tooManyRequests } from '~/services/limits/rate-limiter.server';
import { readFieldBeacon } from '~/services/observability/field-data.server';
import { recordFieldData } from '~/services/observability/metrics.server';
import type { Route } from './+types/field-data';

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * Field data: the browser's reporter (components/field-data) sends the Web Vitals of a visitor who
 * consented to audience measurement here with navigator.sendBeacon. A beacon is counted against the
 * sender's address, then checked whole before anything is kept: a refused one (429, 413, 400) leaves
 * the histograms as they were. It carries no identifier and sets no cookie.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST')
    return Response.json({ detail: 'POST only' }, { status: 405, headers: NO_STORE });
  const wait = await limiter('field-data')?.take(limitKey(requestClientAddress(request, context)));
  if (wait) return tooManyRequests(wait, DEFAULT_LOCALE);
  const reading = await readFieldBeacon(request);
  if (!reading.ok)
    return Response.json({ detail: reading.detail }, { status: reading.status, headers: NO_STORE });
  recordFieldData(reading.beacon);
  return new Response(null, { status: 204, headers: NO_STORE });
}
