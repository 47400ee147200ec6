import { describe, expect, it } from 'vitest';
import { langFromHeader } from './lang.ts';

describe('Accept-Language', () => {
  it('picks the best supported language by q-value, in either spelling', () => {
    expect(langFromHeader('nl-BE,nl;q=0.9,en;q=0.8')).toBe('nl');
    expect(langFromHeader('es;q=1, de;q=0.4, en;q=0.7')).toBe('en');
    expect(langFromHeader('de_DE')).toBe('de');
  });

  it('falls back to French, the shop default', () => {
    expect(langFromHeader(undefined)).toBe('fr');
    expect(langFromHeader('es, it')).toBe('fr');
    expect(langFromHeader('en;q=0')).toBe('fr');
  });
});
