import type { Database } from '../../db/database.ts';

/**
 * Catalogue products the ERP tests buy, by sku (seed/catalogue). Public prices include 21 % VAT;
 * therapists pay 15 % less, tax included, and B2B customers a net price.
 */
const DEMO_SKUS = {
  /** 8.90, therapist 7.57, b2b 5.15 net; 120 in stock. */
  lavender10: 'HE-LAVF-10-ML',
  /** 21.50 (reduced from 24.90); 35 in stock. */
  lavender30: 'HE-LAVF-30-ML',
  /** 59.00; only 4 in stock. */
  lavender100: 'HE-LAVF-100-ML',
  /** 19.90; out of stock. */
  spikeLavender30: 'HE-LAVS-30-ML',
  /** 7.90. */
  teaTree10: 'HE-TEAT-10-ML',
  /** 7.50. */
  eucalyptus10: 'HE-EUCR-10-ML',
  /** 7.20. */
  peppermint10: 'HE-MENT-10-ML',
  /** 39.90, therapist 33.92. */
  giftSet: 'CF-SOMM',
} as const;

export type DemoProducts = Record<keyof typeof DEMO_SKUS, number>;

/**
 * The product ids (catalogue variant ids) of DEMO_SKUS, looked up by sku so that tests say what they
 * sell. Reads the catalogue table directly: the search area offers no lookup by sku, nor needs one.
 */
export function demoProducts(db: Database): DemoProducts {
  const find = db.prepare('SELECT id FROM catalogue_variants WHERE sku = ?');
  const ids = Object.entries(DEMO_SKUS).map(([name, sku]) => {
    const row = find.get(sku);
    if (!row) throw new Error(`the demo catalogue has no ${sku}`);
    return [name, Number(row.id)];
  });
  return Object.fromEntries(ids) as DemoProducts;
}
