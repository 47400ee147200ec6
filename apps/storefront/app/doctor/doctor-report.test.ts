import { describe, expect, it } from 'vitest';
import { fail, formatReport, ok, reportOf, warn } from './doctor-report';

describe("the doctor's report", () => {
  it('is one line per check for a person, each fix under its check, then a summary', () => {
    const report = reportOf([
      ok('erp', 'settings', 'GET settings: 15 countries'),
      warn('webhook', 'secret', 'not set', 'set SHOP_REVALIDATE_SECRET'),
      fail('search', 'products nl', 'the index x_nl does not exist (404)', 'set SHOP_SEARCH_INDEX_LOCALES'),
    ]);
    expect(formatReport(report).split('\n')).toEqual([
      'ok    erp settings        GET settings: 15 countries',
      'warn  webhook secret      not set',
      '                          fix: set SHOP_REVALIDATE_SECRET',
      'FAIL  search products nl  the index x_nl does not exist (404)',
      '                          fix: set SHOP_SEARCH_INDEX_LOCALES',
      '',
      '1 ok, 1 warnings, 1 failures: the shop cannot run as configured.',
    ]);
  });

  it('blocks the shop on a failure only: warnings leave it ok', () => {
    expect(reportOf([ok('erp', 'a', 'x'), warn('cms', 'b', 'y')]).ok).toBe(true);
    expect(reportOf([ok('erp', 'a', 'x'), fail('cms', 'b', 'y')]).ok).toBe(false);
  });
});
