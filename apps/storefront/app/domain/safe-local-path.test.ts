import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
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
});
