import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { isLocale, type Locale } from '../../i18n/locales';
import { safeLocalPath } from '../safe-local-path';

/**
 * A preview grant: the CMS's permission to see the draft of one entry, in one language, for a few
 * minutes. The CMS's preview handler signs it into the preview address (apps/cms/src/lib/preview-url.ts
 * computes the same signature with the same shared secret); the shop checks it, then keeps it in a
 * cookie signed the same way. Whatever fails a check (forged, expired, unknown type) grants nothing:
 * the visitor sees the published shop.
 */
const PREVIEW_TYPES = ['page', 'article', 'header', 'navigation-item'] as const;
export type PreviewType = (typeof PREVIEW_TYPES)[number];

export interface PreviewGrant {
  type: PreviewType;
  documentId: string;
  locale: Locale;
  /** The shop's address of the entry, with its language prefix: where the preview opens. */
  path: string;
  /** Unix time, in seconds, after which the grant is worth nothing. */
  expires: number;
}

/** The longest a grant may last: a longer one, even correctly signed, is refused. */
export const PREVIEW_MAX_SECONDS = 600;
/** Clocks of the CMS and the shop may disagree by this much. */
const CLOCK_SKEW_SECONDS = 30;

const grantSchema = z.object({
  type: z.enum(PREVIEW_TYPES),
  documentId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  locale: z.string().refine(isLocale),
  path: z.string().refine((path) => safeLocalPath(path).pathname === path),
  expires: z.coerce.number().int().positive(),
});

/** The exact text the HMAC covers: every field, each on its own line, in this order. */
function signedText(grant: PreviewGrant): string {
  return [grant.type, grant.documentId, grant.locale, grant.path, String(grant.expires)].join('\n');
}

/** Lower-case hex HMAC-SHA256 of the grant with the shared secret. */
function previewSignature(secret: string, grant: PreviewGrant): string {
  return createHmac('sha256', secret).update(signedText(grant)).digest('hex');
}

function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A well-formed grant from untrusted fields, or undefined. */
function parseGrant(fields: Record<string, unknown>): PreviewGrant | undefined {
  const parsed = grantSchema.safeParse(fields);
  return parsed.success ? (parsed.data as PreviewGrant) : undefined;
}

/**
 * The grant a preview address carries (its query), if its signature is the secret's, it has not expired
 * and it does not claim to last longer than PREVIEW_MAX_SECONDS.
 */
export function verifyPreviewQuery(
  secret: string,
  query: URLSearchParams,
  nowSeconds: number,
): PreviewGrant | undefined {
  const grant = parseGrant(Object.fromEntries(query));
  const signature = query.get('sig');
  if (!grant || !signature) return undefined;
  return isCurrent(grant, nowSeconds) && sameSignature(previewSignature(secret, grant), signature)
    ? grant
    : undefined;
}

function isCurrent(grant: PreviewGrant, nowSeconds: number): boolean {
  return grant.expires > nowSeconds && grant.expires <= nowSeconds + PREVIEW_MAX_SECONDS + CLOCK_SKEW_SECONDS;
}

/** The query of a signed preview address (what the CMS builds; the shop's tests build it too). */
export function previewQuery(secret: string, grant: PreviewGrant): URLSearchParams {
  return new URLSearchParams({
    type: grant.type,
    documentId: grant.documentId,
    locale: grant.locale,
    path: grant.path,
    expires: String(grant.expires),
    sig: previewSignature(secret, grant),
  });
}

/** The preview cookie's value: the grant as base64url JSON, a dot, and its signature. */
export function encodePreviewCookie(secret: string, grant: PreviewGrant): string {
  const payload = Buffer.from(JSON.stringify(grant)).toString('base64url');
  return `${payload}.${previewSignature(secret, grant)}`;
}

/** The grant a preview cookie carries, if it is the secret's and still current. */
export function decodePreviewCookie(
  secret: string,
  value: string,
  nowSeconds: number,
): PreviewGrant | undefined {
  const [payload, signature, extra] = value.split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  let fields: unknown;
  try {
    fields = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!fields || typeof fields !== 'object') return undefined;
  const grant = parseGrant(fields as Record<string, unknown>);
  if (!grant) return undefined;
  return isCurrent(grant, nowSeconds) && sameSignature(previewSignature(secret, grant), signature)
    ? grant
    : undefined;
}

/** Whether the grant lets this entry (type, language, document) be read as a draft. */
export function grantCovers(
  grant: PreviewGrant | undefined,
  type: PreviewType,
  locale: Locale,
  documentId: string | undefined,
): boolean {
  return (
    grant !== undefined &&
    grant.type === type &&
    grant.locale === locale &&
    documentId !== undefined &&
    grant.documentId === documentId
  );
}
