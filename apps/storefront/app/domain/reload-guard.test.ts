import { describe, expect, it } from 'vitest';
import { isChunkLoadError, RELOAD_GUARD_MS, shouldReloadAfterChunkError } from './reload-guard';

describe('reload after a chunk load error (docs/product/states.md#start-up-and-deployments, docs/product/constants.md#interface)', () => {
  it('uses a 10 s guard', () => {
    expect(RELOAD_GUARD_MS).toBe(10_000);
  });
  it('reloads when this path has not reloaded yet', () => {
    expect(shouldReloadAfterChunkError(undefined, 1_000_000)).toBe(true);
  });
  it('does not reload again within 10 s', () => {
    expect(shouldReloadAfterChunkError(1_000_000, 1_000_000 + 9_999)).toBe(false);
    expect(shouldReloadAfterChunkError(1_000_000, 1_000_000 + 10_000)).toBe(false);
  });
  it('reloads again once the guard has passed', () => {
    expect(shouldReloadAfterChunkError(1_000_000, 1_000_000 + 10_001)).toBe(true);
  });
  it('recognises the chunk errors of Chrome, Firefox and Safari, and nothing else', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});
