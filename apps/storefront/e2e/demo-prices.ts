import { queryDemoDatabase } from './demo-database';

/** The demo catalogue's prices by role, read from its database (the index keys them by pricelist id, src/pricelists.ts). */
export function demoPrices() {
  const rows = queryDemoDatabase<{ role: string; value: number; original_value: number }>(
    'SELECT role, value, original_value FROM catalogue_prices',
  );
  const of = (role: string) =>
    new Set(rows.filter((row) => row.role === role).flatMap((row) => [row.value, row.original_value]));
  const [publicPrices, therapist, b2b] = [of('default'), of('therapist'), of('b2b')];
  return {
    therapist,
    /** Therapist and B2B amounts no product has as a public price (decimals only: whole numbers are ids too). */
    proOnly: new Set(
      [...therapist, ...b2b].filter((value) => !publicPrices.has(value) && !Number.isInteger(value)),
    ),
    /** Public amounts no product has as a therapist price. */
    publicOnly: new Set([...publicPrices].filter((value) => !therapist.has(value))),
  };
}
