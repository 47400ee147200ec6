import { createHmac, timingSafeEqual } from 'node:crypto';

/** Header of the CMS webhook: `sha256=` and the hex HMAC-SHA256 of the raw body (apps/cms README). */
export const SIGNATURE_HEADER = 'x-strapi-signature';

export function isValidSignature(secret: string, rawBody: string, header: string | null): boolean {
  if (!header?.startsWith('sha256=')) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(rawBody).digest('hex'));
  const given = Buffer.from(header.slice('sha256='.length));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
