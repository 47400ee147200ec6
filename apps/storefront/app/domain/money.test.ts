import { describe, expect, it } from 'vitest';
import { formatPrice } from './money';

describe('prices in euros, written per language', () => {
  it.each([
    ['fr', /^1\s234,50\s€$/],
    ['nl', /^€\s1\.234,50$/],
    ['en', /^€1,234\.50$/],
    ['de', /^1\.234,50\s€$/],
  ] as const)('%s', (locale, pattern) => {
    expect(formatPrice(1234.5, locale)).toMatch(pattern);
  });
});
