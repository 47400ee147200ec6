import { randomFillSync } from 'node:crypto';

const NONCE_BYTES = 16;
/** Nonces drawn from one call to the system's generator: a call per answer cost more than its page. */
const NONCES_PER_DRAW = 256;
const pool = Buffer.alloc(NONCE_BYTES * NONCES_PER_DRAW);
let next = pool.length;

/**
 * A fresh Content-Security-Policy nonce: 128 random bits, as every answer needs its own. Each is taken
 * once from a pool of random bytes drawn together and drawn again when used up, as crypto.randomUUID
 * does for its identifiers.
 */
export function createNonce(): string {
  if (next === pool.length) {
    randomFillSync(pool);
    next = 0;
  }
  const nonce = pool.toString('base64', next, next + NONCE_BYTES);
  next += NONCE_BYTES;
  return nonce;
}
