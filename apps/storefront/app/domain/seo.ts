/**
 * JSON for an inline `<script type="application/ld+json">`: characters that could close the script or
 * open markup are written as JSON escapes, so editor or catalogue text can never break out of it.
 */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The categories of a breadcrumb: the deepest category and those whose path leads to it, top first. */
export function breadcrumbCategories<T extends { level: number; urlKey: string }>(
  categories: readonly T[],
): T[] {
  const deepest = [...categories].sort((a, b) => b.level - a.level)[0];
  if (!deepest) return [];
  return categories
    .filter((category) => category === deepest || deepest.urlKey.startsWith(`${category.urlKey}/`))
    .sort((a, b) => a.level - b.level);
}
