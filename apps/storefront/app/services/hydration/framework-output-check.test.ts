import { describe, expect, it } from 'vitest';
import { deferScripts } from './defer-scripts.server';
import { frameworkOutputProblems } from './framework-output-check';

const TRIGGER = '<script nonce="n">(function startOnIntent() {})()</script>';

/** A page as React Router and React stream it, `context` naming React Router's hydration data. */
const page = (context = 'window.__reactRouterContext') =>
  [
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
    '<link rel="modulepreload" href="/assets/entry.client-a.js" nonce="n"/></head><body>',
    '<script type="application/ld+json" nonce="n">{"@type":"Organization"}</script>',
    `<script nonce="n">${context} = {"ssr":true};</script>`,
    '<script nonce="n" type="module" async="">import * as route0 from "/assets/root-b.js";</script>',
    '<div hidden id="S:0"><p>later</p></div><script nonce="n">$RC("B:0","S:0")</script>',
    '</body></html>',
  ].join('');

const served = (html: string) =>
  Buffer.concat(deferScripts(Buffer.from(html), Buffer.from(TRIGGER))).toString('utf8');

describe("the check of React Router's output after the rewrite", () => {
  it('finds nothing on a page whose framework scripts were all made inert', () => {
    expect(frameworkOutputProblems(served(page()))).toEqual([]);
  });

  it('names what stayed live on a page the rewrite did not touch', () => {
    expect(frameworkOutputProblems(page())).toEqual([
      '0 live scripts in the head, where the trigger alone should be',
      'a live script left in the body: <script nonce="n">window.__reactRouterContext = {"ssr":true};',
      'a live script left in the body: <script nonce="n" type="module" async="">import * as route0 from "/assets/root-b.js";',
      'a live module preload left',
      'no module preload was made inert',
      'no module script was made inert: the framework entry was not found',
      "React Router's context script was not made inert",
    ]);
  });

  it('fails when React Router renames its hydration data, which the rewrite then leaves live', () => {
    expect(frameworkOutputProblems(served(page('window.__reactRouterState')))).toEqual([
      'a live script left in the body: <script nonce="n">window.__reactRouterState = {"ssr":true};',
      "React Router's context script was not made inert",
    ]);
  });
});
