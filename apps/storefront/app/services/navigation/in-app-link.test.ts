import { describe, expect, it } from 'vitest';
import { type ClickedLink, followsInApp, type LinkClick } from './in-app-link';

const ORIGIN = 'https://shop.example';
const click: LinkClick = {
  button: 0,
  metaKey: false,
  altKey: false,
  ctrlKey: false,
  shiftKey: false,
  defaultPrevented: false,
};
const anchor = (change: { origin?: string; target?: string; download?: boolean } = {}): ClickedLink => ({
  origin: change.origin ?? ORIGIN,
  target: change.target ?? '',
  hasAttribute: () => change.download === true,
});

describe('followsInApp', () => {
  it('opens a plain click on a link of the shop inside the app', () => {
    expect(followsInApp(click, anchor(), ORIGIN)).toBe(true);
    expect(followsInApp(click, anchor({ target: '_self' }), ORIGIN)).toBe(true);
  });

  it.each([
    ['the middle button', { button: 1 }],
    ['Ctrl (a new tab)', { ctrlKey: true }],
    ['Cmd (a new tab)', { metaKey: true }],
    ['Shift (a new window)', { shiftKey: true }],
    ['Alt (a download)', { altKey: true }],
    ['a click a handler took', { defaultPrevented: true }],
  ])('leaves %s to the browser', (_, change) => {
    expect(followsInApp({ ...click, ...change }, anchor(), ORIGIN)).toBe(false);
  });

  it.each([
    ['a new window', { target: '_blank' }],
    ['a named window', { target: 'help' }],
    ['a download', { download: true }],
    ['another origin', { origin: 'https://other.example' }],
    ['another scheme (no origin)', { origin: 'null' }],
  ])('leaves a link to %s to the browser', (_, change) => {
    expect(followsInApp(click, anchor(change), ORIGIN)).toBe(false);
  });
});
