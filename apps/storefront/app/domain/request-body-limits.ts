// The server imports this file with Node itself: no path aliases, no packages, no imports.

const KIB = 1024;
const MIB = 1024 * KIB;

/**
 * A request that carries files: the contact form's attachments (domain/contact-lead.ts, 3 files of
 * 5 MB) and fields together, or a professional's documents. Above it the contact form says the files
 * are too large (routes/contact.tsx).
 */
export const CONTACT_MAX_BYTES = 16 * MIB;

/**
 * The largest request body each address takes, applied by the server while the body is read, whatever
 * `Content-Length` says (server/page-handler.ts): a longer one is refused with 413 and never held whole.
 * One table, for every action, endpoint and the ERP proxy.
 */
const LIMITS: readonly { path: RegExp; maxBytes: number }[] = [
  // A form's own check answers in the form up to its limit; the margin is the multipart framing.
  { path: /^(?:\/[a-z]{2})?\/contact(?:\.data)?\/?$/, maxBytes: CONTACT_MAX_BYTES + MIB },
  // The extension's customer documents, files as the contact form's.
  { path: /^\/shopinvader\/(?:auth\/)?customer\/upload_files\/?$/, maxBytes: CONTACT_MAX_BYTES },
  // Every other ERP call is JSON: a cart of many lines, an address.
  { path: /^\/shopinvader\//, maxBytes: 256 * KIB },
];

/** Forms, JSON endpoints and the CMS webhook (which names the entry, apps/cms): a page's fields. */
export const DEFAULT_BODY_MAX_BYTES = 64 * KIB;

/** The most bytes of body the server reads for a request to `pathname`. */
export function bodyLimitOf(pathname: string): number {
  return LIMITS.find(({ path }) => path.test(pathname))?.maxBytes ?? DEFAULT_BODY_MAX_BYTES;
}
