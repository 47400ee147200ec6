import { describe, expect, it } from 'vitest';
import { isCrawler } from './crawler.server';

const PHONE =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('crawlers', () => {
  it('tells a crawler from a person, the same again when the agent comes back', () => {
    for (let visit = 0; visit < 2; visit++) {
      expect(isCrawler(GOOGLEBOT)).toBe(true);
      expect(isCrawler(PHONE)).toBe(false);
    }
  });

  it('takes a request without a user agent for a person', () => {
    expect(isCrawler(null)).toBe(false);
    expect(isCrawler('')).toBe(false);
  });
});
