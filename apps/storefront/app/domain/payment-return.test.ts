import { describe, expect, it } from 'vitest';
import { frontendRedirectUrl, readPaymentReturn } from './payment-return';

describe('docs/contracts/erp.md#payment-return: the payment return', () => {
  it.each([
    [
      'status=success&reference=S00012',
      { status: 'success', completed: true, reference: 'S00012', pendingMessage: null },
    ],
    [
      'status=pending&pending_message=%3Cp%3EPay+to+IBAN+LU28%3Cbr%3Ethanks%3C%2Fp%3E',
      { status: 'pending', completed: true, reference: null, pendingMessage: 'Pay to IBAN LU28\nthanks' },
    ],
    ['status=cancelled', { status: 'cancelled', completed: false, reference: null, pendingMessage: null }],
    [
      'status=error&reference=S1-1',
      { status: 'cancelled', completed: false, reference: 'S1-1', pendingMessage: null },
    ],
    ['status=unknown', { status: 'cancelled', completed: false, reference: null, pendingMessage: null }],
  ])('%s', (query, expected) => {
    expect(readPaymentReturn(new URLSearchParams(query))).toEqual(expected);
  });

  it('is nothing without a status', () => {
    expect(readPaymentReturn(new URLSearchParams('reference=S1'))).toBeUndefined();
  });

  it('sends the shopper back to the localised validated page of this shop', () => {
    expect(frontendRedirectUrl('https://shop.example', '/nl/checkout/validated')).toBe(
      'https://shop.example/nl/checkout/validated',
    );
  });
});
