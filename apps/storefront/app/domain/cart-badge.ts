/** The header badge: the number of lines, hidden at 0, '+99' above 98 (docs/product/screens.md#cart-badge). */
export function cartBadgeText(lineCount: number): string | undefined {
  if (lineCount <= 0) return undefined;
  return lineCount > 98 ? '+99' : String(lineCount);
}
