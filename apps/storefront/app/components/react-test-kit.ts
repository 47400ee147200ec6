import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * For a test file that renders with React in happy-dom: act() knows it runs in a test, and after each
 * test the root it set (`roots.current`) is unmounted and the document emptied.
 */
export function reactTestRoots(): { current: Root | undefined } {
  const roots: { current: Root | undefined } = { current: undefined };
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    act(() => roots.current?.unmount());
    roots.current = undefined;
    document.body.innerHTML = '';
  });
  return roots;
}
