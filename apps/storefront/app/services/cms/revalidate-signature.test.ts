import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isValidSignature } from './revalidate-signature.server';

const sign = (secret: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

describe('CMS webhook signature', () => {
  const body = '{"event":"entry.publish"}';
  it('accepts the HMAC of the exact body with the shared secret', () => {
    expect(isValidSignature('s3cret', body, sign('s3cret', body))).toBe(true);
  });
  it('refuses another secret, another body, another scheme or no header', () => {
    expect(isValidSignature('s3cret', body, sign('other', body))).toBe(false);
    expect(isValidSignature('s3cret', `${body} `, sign('s3cret', body))).toBe(false);
    expect(isValidSignature('s3cret', body, sign('s3cret', body).replace('sha256=', 'sha1='))).toBe(false);
    expect(isValidSignature('s3cret', body, null)).toBe(false);
  });
});
