import { gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deflateParts, gzipChunks } from './gzip-parts';

const bytes = (text: string) => new TextEncoder().encode(text);
const gunzip = (chunks: Uint8Array[]) => gunzipSync(Buffer.concat(chunks)).toString('utf8');
const total = (chunks: readonly Uint8Array[]) => chunks.reduce((sum, chunk) => sum + chunk.length, 0);
/** Text that does not repeat itself: only a reference to an earlier part compresses it much. */
const prose = (words: number, seed = 1) =>
  Array.from({ length: words }, (_, index) => ((index * 7_919 + seed) % 100_003).toString(36)).join(' ');

describe('a kept page answered in gzip', () => {
  it('is the page with the nonce of the answer between its parts, for any standard decoder', () => {
    const parts = ['<html><script nonce="', '">go()</script><link nonce="', '"/></html>'].map(bytes);
    const deflated = deflateParts(parts, 5);
    expect(gunzip(gzipChunks(deflated, parts, bytes('first')))).toBe(
      '<html><script nonce="first">go()</script><link nonce="first"/></html>',
    );
    // The same deflated parts serve the next answer, with its own nonce.
    expect(gunzip(gzipChunks(deflated, parts, bytes('other')))).toBe(
      '<html><script nonce="other">go()</script><link nonce="other"/></html>',
    );
  });

  it('sends the kept deflated parts themselves, each referring to the text before it', () => {
    const text = prose(2_000);
    const parts = [bytes(text), bytes(text)];
    const deflated = deflateParts(parts, 1);
    const chunks = gzipChunks(deflated, parts, bytes('n'));
    expect(chunks).toContain(deflated.parts[0]);
    expect(chunks).toContain(deflated.parts[1]);
    // The second part is the first again: a few references, not a second copy of its compressed bytes.
    expect(deflated.parts[1]!.length).toBeLessThan(deflated.parts[0]!.length / 20);
    expect(gunzip(chunks)).toBe(`${text}n${text}`);
  });

  it('refers to no nonce: whatever nonce an answer brings, the page around it is the same', () => {
    // Runs of every printable character: a nonce's room written as text would be referred to by one.
    const runs = Array.from({ length: 95 }, (_, index) => String.fromCharCode(32 + index).repeat(8)).join('');
    const texts = ['<a nonce="', `">${runs}</a><b nonce="`, `">${runs}</b>`];
    const parts = texts.map(bytes);
    const deflated = deflateParts(parts, 8);
    for (const nonce of ['01234567', 'ABCDEFGH', '"></b><a'])
      expect(gunzip(gzipChunks(deflated, parts, bytes(nonce)))).toBe(texts.join(nonce));
  });

  it('deflates a page with a byte no text has (not the renderer’s) part by part', () => {
    const parts = [Uint8Array.from([0x3c, 0xff, 0x3e]), bytes(prose(50))];
    const chunks = gzipChunks(deflateParts(parts, 2), parts, bytes('ab'));
    expect(gunzipSync(Buffer.concat(chunks))).toEqual(Buffer.concat([parts[0]!, bytes('ab'), parts[1]!]));
  });

  it('refuses a separator of another length than the parts leave room for', () => {
    const parts = [bytes('a'), bytes('b')];
    expect(() => gzipChunks(deflateParts(parts, 4), parts, bytes('five!'))).toThrow(
      /5 bytes where the parts leave 4/,
    );
  });

  it('holds for any parts and separator, empty and longer than a stored block included', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'grapheme', maxLength: 300 }), { minLength: 1, maxLength: 6 }),
        fc.oneof(fc.string({ maxLength: 40 }), fc.constant('x'.repeat(70_000))),
        (texts, separator) => {
          const parts = texts.map(bytes);
          const chunks = gzipChunks(deflateParts(parts, bytes(separator).length), parts, bytes(separator));
          expect(gunzip(chunks)).toBe(texts.join(separator));
          expect(total(chunks)).toBeGreaterThan(0);
        },
      ),
      { numRuns: 60 },
    );
  });
});
