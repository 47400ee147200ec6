import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A kept page answered in gzip without compressing it again (RFC 1951, RFC 1952). Each part of the page
 * (page-cache.ts cuts it where the nonce stood) is deflated once, ending on a byte boundary; an answer
 * then puts its nonce between them as a stored (uncompressed) block, so that the answer's compressed
 * bytes cost a checksum of the page instead of a compressor's pass over it.
 */

/** Compression level of the kept parts: made once per page, sent many times. */
const LEVEL = 6;
/** Deflate's window: how far back a part may refer. */
const WINDOW_BYTES = 32 * 1024;
/** Stands for a nonce in what a part may refer to: a byte UTF-8 never has, so no reference reaches it. */
const NOT_TEXT = 0xff;
/** Member header: gzip magic, deflate, no flags, no time, no extra flags, unknown system. */
const GZIP_HEADER = Uint8Array.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty stored block marked final: the end of the deflate stream. */
const FINAL_BLOCK = Uint8Array.from([0x01, 0x00, 0x00, 0xff, 0xff]);
/** The most bytes one stored block holds. */
const STORED_BLOCK_MAX = 0xffff;

/** A page's parts deflated for gzip answers, and the length of the separator they leave room for. */
export interface DeflatedPage {
  parts: Uint8Array<ArrayBuffer>[];
  separatorLength: number;
}

/**
 * Each part deflated, not final and flushed to a byte boundary, so that the parts and stored blocks
 * between them form one deflate stream. A part may refer to the page before it (its preset dictionary),
 * where each nonce of `separatorLength` bytes stands as bytes no text has: references then only reach
 * the page's own text, the same at the same distance whatever nonce an answer puts in. A page with such a
 * byte (never one the renderer wrote) has its parts deflated on their own.
 */
export function deflateParts(parts: readonly Uint8Array[], separatorLength: number): DeflatedPage {
  const mayRefer = !parts.some((part) => part.includes(NOT_TEXT));
  const separator = new Uint8Array(separatorLength).fill(NOT_TEXT);
  let before: Buffer = Buffer.alloc(0);
  const deflated = parts.map((part, index) => {
    if (index > 0 && mayRefer) before = Buffer.concat([before, separator]).subarray(-WINDOW_BYTES);
    const bytes = deflateRawSync(part, {
      level: LEVEL,
      finishFlush: constants.Z_SYNC_FLUSH,
      ...(before.length > 0 ? { dictionary: before } : {}),
    });
    if (mayRefer) before = Buffer.concat([before, part]).subarray(-WINDOW_BYTES);
    return Uint8Array.from(bytes);
  });
  return { parts: deflated, separatorLength };
}

/** `bytes` as stored deflate blocks, not final; the stream is on a byte boundary before and after. */
function storedBlocks(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const count = Math.max(1, Math.ceil(bytes.length / STORED_BLOCK_MAX));
  const out = new Uint8Array(bytes.length + 5 * count);
  let at = 0;
  for (let from = 0; from < bytes.length || at === 0; from += STORED_BLOCK_MAX) {
    const length = Math.min(STORED_BLOCK_MAX, bytes.length - from);
    out.set([0x00, length & 0xff, length >> 8, ~length & 0xff, (~length >> 8) & 0xff], at);
    out.set(bytes.subarray(from, from + length), at + 5);
    at += 5 + length;
  }
  return out;
}

/**
 * The gzip answer of a page whose parts were deflated by deflateParts, with `separator` (the answer's
 * nonce) between the parts: the kept deflated parts themselves go out, not copies.
 */
export function gzipChunks(
  deflated: DeflatedPage,
  parts: readonly Uint8Array[],
  separator: Uint8Array,
): Uint8Array<ArrayBuffer>[] {
  // The parts' references count on the separator's length: another would make another page.
  if (separator.length !== deflated.separatorLength) {
    throw new Error(
      `A separator of ${separator.length} bytes where the parts leave ${deflated.separatorLength}`,
    );
  }
  let checksum = 0;
  let size = 0;
  parts.forEach((part, index) => {
    if (index > 0) checksum = crc32(separator, checksum);
    checksum = crc32(part, checksum);
    size += part.length + (index > 0 ? separator.length : 0);
  });
  const between = storedBlocks(separator);
  const trailer = new Uint8Array(8);
  const view = new DataView(trailer.buffer);
  view.setUint32(0, checksum >>> 0, true);
  view.setUint32(4, size >>> 0, true);
  return [
    GZIP_HEADER,
    ...deflated.parts.flatMap((part, index) => (index > 0 ? [between, part] : [part])),
    FINAL_BLOCK,
    trailer,
  ];
}
