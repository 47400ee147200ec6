import { describe, expect, it } from 'vitest';
import { createNonce } from './csp-nonce.server';

describe('Content-Security-Policy nonces', () => {
  it('gives 128 random bits in base64, never the same twice, past a draw of the pool', () => {
    const nonces = Array.from({ length: 1000 }, createNonce);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    expect(nonces.every((nonce) => /^[A-Za-z0-9+/]{22}==$/.test(nonce))).toBe(true);
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});
