/** Money is kept to the cent; binary floats would otherwise leak into JSON as 0.30000000000000004. */
export function round2(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/** Odoo writes naive UTC datetimes without milliseconds, e.g. 2025-03-04T09:12:44. */
export function naiveIso(date: Date = new Date()): string {
  return date.toISOString().slice(0, 19);
}

export function formatEuro(amount: number): string {
  return new Intl.NumberFormat('fr-BE', { style: 'currency', currency: 'EUR' }).format(amount);
}

/** Case- and accent-insensitive form used by the name filters (SPEC §5 search rules). */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}
