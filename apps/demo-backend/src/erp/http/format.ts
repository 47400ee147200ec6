/** Odoo writes naive UTC datetimes without milliseconds, e.g. 2025-03-04T09:12:44. */
export function naiveIso(date: Date = new Date()): string {
  return date.toISOString().slice(0, 19);
}

/** Case- and accent-insensitive form used by the name filters (docs/product/validation.md#searching-lists). */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}
