import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALES, localizePath } from '~/i18n/locales';
import { safeLocalPath } from './safe-local-path';

describe('return paths stay on this site', () => {
  it('keeps a local path and its query', () => {
    expect(safeLocalPath('/en/contact?x=1')).toEqual({ pathname: '/en/contact', search: '?x=1' });
  });
  it.each([
    '//evil.example/x',
    'https://evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '/\t/evil.example',
    '',
    42,
    null,
  ])('turns %j into /', (value) => {
    expect(safeLocalPath(value)).toEqual({ pathname: '/', search: '' });
  });
  it('never yields anything but a single-slash path, whatever the input', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const { pathname } = safeLocalPath(input);
        expect(pathname.startsWith('/')).toBe(true);
        expect(pathname.startsWith('//')).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
  it.each(['/.//evil.example', '/en//evil.example', '/a/..//evil.example', '/%2e//evil.example'])(
    'keeps %j on this site, also once moved to another language',
    (value) => {
      const { pathname } = safeLocalPath(value);
      for (const locale of LOCALES) expect(localizePath(pathname, locale)).not.toMatch(/^\/\//);
    },
  );
  it('stays on this site once moved to any language, whatever the path is made of', () => {
    const piece = fc.constantFrom(
      '/',
      '//',
      '.',
      '..',
      '\\',
      '\t',
      '%2F',
      '%2e',
      'en',
      'nl',
      'evil.example',
      '?',
      '#',
      ':',
    );
    const origin = 'https://shop.example';
    fc.assert(
      fc.property(fc.array(fc.oneof(piece, fc.string({ maxLength: 4 })), { maxLength: 8 }), (pieces) => {
        const { pathname, search } = safeLocalPath(`/${pieces.join('')}`);
        for (const locale of LOCALES) {
          expect(new URL(localizePath(pathname, locale) + search, origin).origin).toBe(origin);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
