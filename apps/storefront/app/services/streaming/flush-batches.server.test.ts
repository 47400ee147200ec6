import { PassThrough, type Readable } from 'node:stream';
import { createElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FlushBatches } from './flush-batches.server';

function collect(stream: Readable): Buffer[] {
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  return chunks;
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('flush batches', () => {
  it('pass on what was written between two flushes as one chunk, in order', async () => {
    const batches = new FlushBatches();
    const chunks = collect(batches);
    batches.write('<html>');
    batches.write('<body>');
    batches.flush();
    batches.write('<p>late</p>');
    batches.flush();
    batches.flush();
    await nextTurn();
    expect(chunks.map(String)).toEqual(['<html><body>', '<p>late</p>']);
  });

  it('pass on what was not flushed at the next turn, and the rest at the end', async () => {
    const batches = new FlushBatches();
    const chunks = collect(batches);
    batches.write('a');
    batches.write('b');
    await nextTurn();
    await nextTurn();
    expect(chunks.map(String)).toEqual(['ab']);
    batches.end('c');
    await new Promise((resolve) => batches.on('end', resolve));
    expect(chunks.map(String)).toEqual(['ab', 'c']);
  });

  it('give a page React renders in many pieces in one chunk', async () => {
    const page = createElement(
      'ul',
      null,
      Array.from({ length: 2_000 }, (_, index) => createElement('li', { key: index }, `item ${index}`)),
    );
    const chunksOf = (destination: PassThrough | FlushBatches) =>
      new Promise<Buffer[]>((resolve, reject) => {
        const chunks = collect(destination);
        destination.on('end', () => resolve(chunks));
        renderToPipeableStream(page, { onAllReady: () => undefined, onShellError: reject }).pipe(destination);
      });
    const pieces = await chunksOf(new PassThrough());
    const batched = await chunksOf(new FlushBatches());
    expect(pieces.length).toBeGreaterThan(5);
    expect(batched).toHaveLength(1);
    expect(Buffer.concat(batched).equals(Buffer.concat(pieces))).toBe(true);
  });
});
