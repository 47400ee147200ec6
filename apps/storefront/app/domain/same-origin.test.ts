import { describe, expect, it } from 'vitest';
import { isCrossOriginChange } from './same-origin';

const SHOP = 'http://shop.test';

describe('state-changing requests must come from the shop itself', () => {
  it('lets reads through whatever their origin', () => {
    expect(isCrossOriginChange('GET', '/set-locale', 'https://evil.example', SHOP)).toBe(false);
    expect(isCrossOriginChange('HEAD', '/set-locale', undefined, SHOP)).toBe(false);
  });

  it('lets a same-origin POST and DELETE through', () => {
    expect(isCrossOriginChange('POST', '/set-locale', SHOP, SHOP)).toBe(false);
    expect(isCrossOriginChange('DELETE', '/shopinvader/addresses/1', SHOP, SHOP)).toBe(false);
  });

  it.each(['https://evil.example', 'null', undefined, 'https://shop.test'])(
    'refuses a POST from %s',
    (origin) => {
      expect(isCrossOriginChange('POST', '/de/contact', origin, SHOP)).toBe(true);
    },
  );

  it('leaves the CMS webhook to its own signature check', () => {
    expect(isCrossOriginChange('POST', '/_revalidate', undefined, SHOP)).toBe(false);
  });
});
