import { beforeAll, describe, expect, it } from 'vitest';
import {
  loadUpstreamOracle,
  upstreamSamples,
  type JsonSchema,
  type UpstreamOracle,
} from '../../../../../../scripts/lib/upstream-oracle.ts';
import { ensureUpstreamOracle } from '../../../../../../scripts/upstream-oracle.ts';
import { categoryDocumentSchema, productDocumentSchema } from '~/services/search/document-schemas';
import { toPricelistPrice } from '~/services/search/product-mapper';

/**
 * The index documents the released exporters write (the oracle's `documents`: one product document per price
 * exporter, merged with the URL, image and brand modules, and the category document) are read unchanged:
 * every instance upstreamSamples() draws from them, on 16.0 and 18.0.
 */
const oracles: UpstreamOracle[] = [];
beforeAll(async () => {
  await ensureUpstreamOracle();
  oracles.push(loadUpstreamOracle('16.0'), loadUpstreamOracle('18.0'));
}, 600_000);

function samples(oracle: UpstreamOracle, schema: JsonSchema) {
  return upstreamSamples(schema, oracle.components).map((sample) => ({
    ...sample,
    name: `${oracle.odooVersion} ${sample.name}`,
  }));
}

describe('the product documents of both price exporters', () => {
  it('are read with their id, name and prices', () => {
    for (const oracle of oracles) {
      const exporters = Object.entries(oracle.documents.product);
      expect(exporters.length, oracle.odooVersion).toBeGreaterThan(0);
      for (const [exporter, schema] of exporters) {
        for (const { name, value } of samples(oracle, schema)) {
          const raw = value as Record<string, unknown>;
          const parsed = productDocumentSchema.safeParse(raw);
          const label = `${exporter} ${name}: ${parsed.error?.message ?? ''}`;
          expect(parsed.success, label).toBe(true);
          expect(parsed.data!.id, label).toBe(raw.id);
          if (typeof raw.name === 'string') expect(parsed.data!.name, label).toBe(raw.name);
          // Every price the exporter wrote is read at its pricelist's path (domain/pricelist.ts
          // pricePathOf); an entry that is no price costs that entry only.
          const byPricelist = raw.price_by_pricelist;
          if (byPricelist && typeof byPricelist === 'object')
            for (const [pricelist, price] of Object.entries(byPricelist)) {
              const read = toPricelistPrice(raw, `price_by_pricelist.${pricelist}`);
              const isPrice = typeof (price as { value?: unknown } | null)?.value === 'number';
              expect(read?.price.value, `${label} ${pricelist}`).toBe(
                isPrice ? (price as { value: number }).value : undefined,
              );
            }
          const single = raw.price as { value?: unknown } | null | undefined;
          if (typeof single?.value === 'number')
            expect(toPricelistPrice(raw, 'price')?.price.value, label).toBe(single.value);
        }
      }
    }
  });
});

describe('the category document', () => {
  it('is read with its id and name', () => {
    for (const oracle of oracles) {
      const schema = oracle.documents.category;
      expect(schema, oracle.odooVersion).toBeTruthy();
      for (const { name, value } of samples(oracle, schema!)) {
        const parsed = categoryDocumentSchema.safeParse(value);
        // Without shopinvader_product_url's `url_key` a category has no page: refused, and said so.
        if (typeof (value as { url_key?: unknown }).url_key !== 'string') {
          expect(parsed.success, name).toBe(false);
          continue;
        }
        expect(parsed.success, `${name}: ${parsed.error?.message ?? ''}`).toBe(true);
        expect(parsed.data!.id, name).toBe((value as { id: number }).id);
      }
    }
  });
});
