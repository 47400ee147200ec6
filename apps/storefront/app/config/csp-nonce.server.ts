import { randomBytes } from 'node:crypto';

/** A fresh Content-Security-Policy nonce: 128 random bits, as every answer needs its own. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}
