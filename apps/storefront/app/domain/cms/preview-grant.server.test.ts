import { describe, expect, it } from 'vitest';
import {
  decodePreviewCookie,
  encodePreviewCookie,
  grantCovers,
  PREVIEW_MAX_SECONDS,
  type PreviewGrant,
  previewQuery,
  verifyPreviewQuery,
} from './preview-grant.server';

const SECRET = 'a-shared-preview-secret';
const NOW = 1_800_000_000;
const grant: PreviewGrant = {
  type: 'page',
  documentId: 'abc123def456',
  locale: 'nl',
  path: '/nl/over-ons',
  expires: NOW + 300,
};

describe('preview addresses: only a current address signed with the shared secret grants drafts', () => {
  it('grants the entry an address signed with the secret names', () => {
    expect(verifyPreviewQuery(SECRET, previewQuery(SECRET, grant), NOW)).toEqual(grant);
  });

  it('refuses an address signed with another secret', () => {
    expect(verifyPreviewQuery(SECRET, previewQuery('another secret', grant), NOW)).toBeUndefined();
  });

  it('refuses an address whose entry, language, path or expiry was changed after signing', () => {
    const changes: Record<string, string> = {
      documentId: 'otherdocument1',
      locale: 'fr',
      path: '/nl/contact',
      type: 'article',
      expires: String(NOW + 400),
    };
    for (const [name, value] of Object.entries(changes)) {
      const query = previewQuery(SECRET, grant);
      query.set(name, value);
      expect(verifyPreviewQuery(SECRET, query, NOW), name).toBeUndefined();
    }
  });

  it('refuses an address without a signature, or with a mangled one', () => {
    const query = previewQuery(SECRET, grant);
    const signature = query.get('sig') ?? '';
    query.delete('sig');
    expect(verifyPreviewQuery(SECRET, query, NOW)).toBeUndefined();
    query.set('sig', signature.slice(0, -1));
    expect(verifyPreviewQuery(SECRET, query, NOW)).toBeUndefined();
    query.set('sig', `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`);
    expect(verifyPreviewQuery(SECRET, query, NOW)).toBeUndefined();
  });

  it('refuses an expired address, and one that claims to last longer than allowed', () => {
    expect(verifyPreviewQuery(SECRET, previewQuery(SECRET, grant), grant.expires)).toBeUndefined();
    const long = { ...grant, expires: NOW + PREVIEW_MAX_SECONDS * 10 };
    expect(verifyPreviewQuery(SECRET, previewQuery(SECRET, long), NOW)).toBeUndefined();
  });

  it('refuses a path that leaves the shop, an unknown type or language', () => {
    for (const change of [
      { path: '//evil.example/x' },
      { path: 'https://evil.example/' },
      { type: 'user' as never },
      { locale: 'es' as never },
    ]) {
      expect(verifyPreviewQuery(SECRET, previewQuery(SECRET, { ...grant, ...change }), NOW)).toBeUndefined();
    }
  });
});

describe('the preview cookie', () => {
  it('carries the grant back while it is current', () => {
    const cookie = encodePreviewCookie(SECRET, grant);
    expect(decodePreviewCookie(SECRET, cookie, NOW)).toEqual(grant);
    expect(decodePreviewCookie(SECRET, cookie, grant.expires + 1)).toBeUndefined();
  });

  it('is worth nothing once its content is changed, or signed with another secret', () => {
    const [, signature] = encodePreviewCookie(SECRET, grant).split('.');
    const other = Buffer.from(JSON.stringify({ ...grant, documentId: 'otherdocument1' })).toString(
      'base64url',
    );
    expect(decodePreviewCookie(SECRET, `${other}.${signature}`, NOW)).toBeUndefined();
    expect(decodePreviewCookie(SECRET, encodePreviewCookie('another', grant), NOW)).toBeUndefined();
    expect(decodePreviewCookie(SECRET, 'garbage', NOW)).toBeUndefined();
    expect(decodePreviewCookie(SECRET, 'not-base64.!!.x', NOW)).toBeUndefined();
  });
});

describe('what a grant covers', () => {
  it('the one entry it names, in its language, and nothing else', () => {
    expect(grantCovers(grant, 'page', 'nl', grant.documentId)).toBe(true);
    expect(grantCovers(grant, 'page', 'nl', 'otherdocument1')).toBe(false);
    expect(grantCovers(grant, 'page', 'fr', grant.documentId)).toBe(false);
    expect(grantCovers(grant, 'article', 'nl', grant.documentId)).toBe(false);
    expect(grantCovers(grant, 'page', 'nl', undefined)).toBe(false);
    expect(grantCovers(undefined, 'page', 'nl', grant.documentId)).toBe(false);
  });
});
