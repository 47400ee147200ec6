/**
 * The promo codes a cart had that the cart after sign-in lacks. Signing in merges the visitor's cart
 * into the customer's (docs/contracts/erp.md#sign-in-and-the-cart): the ERP carries the lines over, not the codes, so the shop
 * applies them again. Codes compare without regard to case, as the ERP reads them.
 */
export function codesLostInMerge(before: readonly string[], after: readonly string[]): string[] {
  const kept = new Set(after.map((code) => code.trim().toUpperCase()));
  const lost: string[] = [];
  for (const code of before) {
    const key = code.trim().toUpperCase();
    if (key && !kept.has(key) && !lost.some((other) => other.toUpperCase() === key)) lost.push(code.trim());
  }
  return lost;
}
