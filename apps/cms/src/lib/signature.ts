import crypto from 'node:crypto';

/** Header carrying the signature of a revalidation call. */
export const SIGNATURE_HEADER = 'X-Strapi-Signature';

/** `sha256=` followed by the lowercase hex HMAC-SHA256 of the exact bytes of the request body. */
export const sign = (secret: string, rawBody: string | Buffer): string =>
  `sha256=${crypto.createHmac('sha256', secret).update(rawBody).digest('hex')}`;
