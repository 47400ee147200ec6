import { describe, expect, it } from 'vitest';
import { codesLostInMerge } from './promo-codes';

describe('codesLostInMerge: codes to apply again after the sign-in merge', () => {
  it('names the codes of the visitor cart that the merged cart lacks', () => {
    expect(codesLostInMerge(['WELCOME10', 'SPRING5'], ['SPRING5'])).toEqual(['WELCOME10']);
  });

  it('finds nothing to do when every code came along, whatever its case', () => {
    expect(codesLostInMerge(['welcome10'], ['WELCOME10'])).toEqual([]);
    expect(codesLostInMerge([], ['MARIE15'])).toEqual([]);
  });

  it('asks once for a code listed twice, and never for an empty one', () => {
    expect(codesLostInMerge(['WELCOME10', 'welcome10', ' '], [])).toEqual(['WELCOME10']);
  });
});
