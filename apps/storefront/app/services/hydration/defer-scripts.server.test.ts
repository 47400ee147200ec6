import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deferScripts, deferScriptsStream } from './defer-scripts.server';

const TRIGGER = '<script nonce="n">trigger()</script>';

/** The shape React Router and React give a streamed page (entry.server.tsx). */
const PAGE = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/entry.client-a.js" nonce="n"/>',
  '<link rel="modulepreload" href="/assets/root-b.js" nonce="n"/>',
  '<link nonce="n" rel="stylesheet" href="/assets/shell-c.css"/></head><body>',
  '<p>Prix : 5,50 €, « lavande » &lt;script&gt;</p>',
  '<script type="application/ld+json" nonce="n">{"@type":"Organization"}</script>',
  '<script nonce="n">((storageKey, restoreKey) => {})("react-router-scroll-positions", null)</script>',
  '<script nonce="n">window.__reactRouterContext = {"ssr":true};</script>',
  '<script nonce="n" type="module" async="">import * as route0 from "/assets/root-b.js";</script>',
  '<div hidden id="S:0"><p>later</p></div><script nonce="n">$RC("B:0","S:0")</script>',
  '<script nonce="n">window.__reactRouterContext.streamController.enqueue("[1]");</script>',
  '</body></html>',
].join('');

/** deferScripts on a whole document, as text. */
const deferText = (html: string) =>
  Buffer.concat(deferScripts(Buffer.from(html), Buffer.from(TRIGGER))).toString('utf8');

describe('deferScripts', () => {
  const out = deferText(PAGE);

  it('makes the module script inert and remembers it was a module', () => {
    expect(out).toContain(
      '<script nonce="n" type="text/x-deferred" data-module="">import * as route0 from "/assets/root-b.js";</script>',
    );
    expect(out).not.toContain('type="module"');
  });

  it("makes React Router's hydration data and scroll restoration inert", () => {
    expect(out).toContain(
      '<script nonce="n" type="text/x-deferred">window.__reactRouterContext = {"ssr":true};',
    );
    expect(out).toContain(
      '<script nonce="n" type="text/x-deferred">window.__reactRouterContext.streamController.enqueue',
    );
    expect(out).toContain('<script nonce="n" type="text/x-deferred">((storageKey, restoreKey)');
  });

  it("leaves React's streaming scripts, JSON-LD and everything else as they are", () => {
    expect(out).toContain('<script nonce="n">$RC("B:0","S:0")</script>');
    expect(out).toContain('<script type="application/ld+json" nonce="n">{"@type":"Organization"}</script>');
    expect(out).toContain('<p>Prix : 5,50 €, « lavande » &lt;script&gt;</p>');
    expect(out).toContain('<link nonce="n" rel="stylesheet" href="/assets/shell-c.css"/>');
  });

  it('turns the module preloads into inert links', () => {
    expect(out).toContain(
      '<link rel="x-deferred-modulepreload" href="/assets/entry.client-a.js" nonce="n"/>',
    );
    expect(out).not.toContain('rel="modulepreload"');
  });

  it('puts the trigger at the end of the head, once', () => {
    expect(out).toContain(`${TRIGGER}</head>`);
    expect(out.split(TRIGGER)).toHaveLength(2);
  });
});

async function throughStream(pieces: Uint8Array[]): Promise<string> {
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(piece);
      controller.close();
    },
  });
  return new Response(source.pipeThrough(deferScriptsStream(TRIGGER))).text();
}

describe('deferScriptsStream', () => {
  const bytes = new TextEncoder().encode(PAGE);

  it('gives the same page however the document is cut into pieces, even inside a character', async () => {
    const expected = deferText(PAGE);
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 1, max: bytes.length - 1 }), { maxLength: 40 }),
        async (cuts) => {
          const ends = [...cuts.sort((a, b) => a - b), bytes.length];
          const pieces = ends.map((end, index) => bytes.slice(index === 0 ? 0 : ends[index - 1], end));
          expect(await throughStream(pieces)).toBe(expected);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('leaves every script and preload as it is and only adds the trigger, for eager hydration', async () => {
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const byte of bytes) controller.enqueue(Uint8Array.of(byte));
        controller.close();
      },
    });
    const out = await new Response(source.pipeThrough(deferScriptsStream(TRIGGER, false))).text();
    expect(out).toBe(PAGE.replace('</head>', `${TRIGGER}</head>`));
  });

  it('gives one chunk for one chunk (each is a write of the response), and the page whole', async () => {
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes);
        controller.close();
      },
    });
    const chunks: Uint8Array[] = [];
    const reader = source.pipeThrough(deferScriptsStream(TRIGGER)).getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(read.value);
    expect(chunks).toHaveLength(1);
    expect(new TextDecoder().decode(chunks[0])).toBe(deferText(PAGE));
  });

  it('gives the same page when every byte comes alone', async () => {
    const pieces = Array.from(bytes, (byte) => Uint8Array.of(byte));
    expect(await throughStream(pieces)).toBe(deferText(PAGE));
  });
});
