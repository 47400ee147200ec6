import { Transform, type TransformCallback, type TransformOptions } from 'node:stream';

/**
 * What React writes between two of its flushes, passed on as one chunk. React writes a page in pieces of
 * a few kilobytes and calls `flush()` once a part of it is complete (the shell, a boundary); each chunk
 * that reaches the response is a write and, for a browser that takes compressed pages, a flush of the
 * compressor, whose cost grows and whose ratio falls with every flush. What React wrote and did not
 * flush leaves at the next turn of the event loop at the latest.
 */
export class FlushBatches extends Transform {
  #pending: Buffer[] = [];
  #timer: NodeJS.Immediate | undefined;

  constructor(options?: Pick<TransformOptions, 'final'>) {
    super(options);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.#pending.push(chunk);
    this.#timer ??= setImmediate(() => this.flush());
    callback();
  }

  /** React calls it at the end of each of its flushes (react-dom/server's `flushBuffered`). */
  flush(): void {
    if (this.#timer) clearImmediate(this.#timer);
    this.#timer = undefined;
    if (this.#pending.length === 0) return;
    const batch = this.#pending.length === 1 ? this.#pending[0]! : Buffer.concat(this.#pending);
    this.#pending = [];
    this.push(batch);
  }

  override _flush(callback: TransformCallback): void {
    this.flush();
    callback();
  }
}
