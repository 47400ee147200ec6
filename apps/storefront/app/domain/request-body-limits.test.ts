import { describe, expect, it } from 'vitest';
import { ATTACHMENT_RULES } from './contact-lead';
import { bodyLimitOf, CONTACT_MAX_BYTES, DEFAULT_BODY_MAX_BYTES } from './request-body-limits';

describe('request body limits', () => {
  it('let the contact form carry its attachments, in every language and as a data request', () => {
    expect(ATTACHMENT_RULES.maxFiles * ATTACHMENT_RULES.maxBytes).toBeLessThan(CONTACT_MAX_BYTES);
    for (const path of ['/contact', '/de/contact', '/nl/contact.data', '/en/contact/'])
      expect(bodyLimitOf(path), path).toBeGreaterThan(CONTACT_MAX_BYTES);
  });

  it("let a professional's documents through the ERP proxy, and other ERP calls far less", () => {
    expect(bodyLimitOf('/shopinvader/customer/upload_files')).toBe(CONTACT_MAX_BYTES);
    expect(bodyLimitOf('/shopinvader/auth/customer/upload_files')).toBe(CONTACT_MAX_BYTES);
    expect(bodyLimitOf('/shopinvader/auth/login')).toBeLessThan(MB);
    expect(bodyLimitOf('/shopinvader/carts/sync')).toBeGreaterThan(DEFAULT_BODY_MAX_BYTES);
  });

  it("bound every other form and endpoint to a page's fields", () => {
    for (const path of [
      '/_revalidate',
      '/newsletter',
      '/set-locale',
      '/en/account/login',
      '/de/checkout',
      '/contactx',
      '/x/contact',
    ])
      expect(bodyLimitOf(path), path).toBe(DEFAULT_BODY_MAX_BYTES);
  });
});

const MB = 1024 * 1024;
