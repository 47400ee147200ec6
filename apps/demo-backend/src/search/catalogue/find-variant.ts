import type { Database } from '../../db/database.ts';
import { type PriceRole, discountPercent } from './pricing.ts';
import { type Locale, readTemplates } from './read-catalogue.ts';
import { variantName, variantShortName } from './naming.ts';

interface VariantPrice {
  value: number;
  originalValue: number;
  taxIncluded: boolean;
  discount: number;
}

/** What a cart or order line needs to know about a sellable product. */
export interface VariantSummary {
  id: number;
  templateId: number;
  sku: string;
  barcode: string | null;
  /** Full name, e.g. "Huile essentielle de Lavande fine (10 ml)". */
  name: string;
  templateName: string;
  /** The attribute values, e.g. "10 ml". */
  shortName: string;
  urlKey: string;
  attributes: Record<string, string>;
  prices: Partial<Record<PriceRole, VariantPrice>>;
  taxRate: number;
  stock: { qty: number; state: string };
}

/** Reads one variant (product id) in a language from the catalogue tables; undefined if unknown. */
export function findVariantById(db: Database, id: number, locale: Locale): VariantSummary | undefined {
  const row = db.prepare('SELECT template_id FROM catalogue_variants WHERE id = ?').get(id);
  if (!row) return undefined;
  const [template] = readTemplates(db, locale, Number(row.template_id));
  const variant = template?.variants.find((candidate) => candidate.id === id);
  if (!template || !variant) return undefined;
  return {
    id,
    templateId: template.id,
    sku: variant.sku,
    barcode: variant.barcode,
    name: variantName(template.name, variant),
    templateName: template.name,
    shortName: variantShortName(variant),
    urlKey: template.urlKey,
    attributes: Object.fromEntries(variant.attributes.map((attribute) => [attribute.axis, attribute.value])),
    prices: Object.fromEntries(
      variant.prices.map((price) => [
        price.role,
        {
          value: price.value,
          originalValue: price.originalValue,
          taxIncluded: price.taxIncluded,
          discount: discountPercent(price.value, price.originalValue),
        },
      ]),
    ),
    taxRate: template.taxRate,
    stock: { qty: variant.stockQty, state: variant.stockState },
  };
}
