import type { CartOptions } from './cart-types';

/** Key-sorted copy, so that two option objects written in another key order compare equal. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** Absent, null and `{}` all mean "no options", as the ERP groups them (docs/contracts/erp.md#how-the-erp-applies-a-sync). */
export function isEmptyOptions(options: CartOptions | null | undefined): boolean {
  return !options || Object.keys(options).length === 0;
}

/** The options' identity: lines and transactions with the same product and key are one line. */
function optionsKey(options: CartOptions | null | undefined): string {
  return isEmptyOptions(options) ? '{}' : JSON.stringify(canonical(options));
}

export function lineKey(productId: number, options: CartOptions | null | undefined): string {
  return `${productId}:${optionsKey(options)}`;
}
