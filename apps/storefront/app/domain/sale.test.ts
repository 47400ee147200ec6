import { describe, expect, it } from 'vitest';
import { orderProgress, pageCount, pageParam, pageSizeParam } from './sale';

describe('order progress (docs/product/states.md#orders)', () => {
  it.each([
    ['cancel', 0],
    ['pending', 30],
    ['processing', 50],
    ['delivery_partial', 70],
    ['delivery_full', 100],
    ['draft', 0],
    ['estimating', 0],
    ['toString', 0],
    ['', 0],
  ])('%s is %i %%', (state, progress) => {
    expect(orderProgress(state)).toBe(progress);
  });
});

describe('paging', () => {
  it('reads page and size from the URL with defaults page 1 and size 10', () => {
    expect(pageParam('3')).toBe(3);
    expect(pageParam('0')).toBe(1);
    expect(pageParam('x')).toBe(1);
    expect(pageParam(null)).toBe(1);
    expect(pageSizeParam('20')).toBe(20);
    expect(pageSizeParam('7')).toBe(10);
    expect(pageSizeParam(null)).toBe(10);
  });

  it('counts pages', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
});
