import { describe, expect, it } from 'vitest';
import { siteUrl } from './site-url';

describe('siteUrl', () => {
  it('puts a path on the site', () => {
    expect(siteUrl('https://shop.test', '/nl/lavendel?x=1')).toBe('https://shop.test/nl/lavendel?x=1');
    expect(siteUrl('https://shop.test/', 'en')).toBe('https://shop.test/en');
  });

  it('keeps a path that starts with two slashes on the site instead of reading it as a host', () => {
    expect(siteUrl('https://shop.test', '//evil.example/x')).toBe('https://shop.test//evil.example/x');
    expect(siteUrl('https://shop.test', '//%2F%2Fevil.example')).toBe(
      'https://shop.test//%2F%2Fevil.example',
    );
    expect(new URL(siteUrl('http://127.0.0.1:3000', '///evil.example')).host).toBe('127.0.0.1:3000');
  });
});
