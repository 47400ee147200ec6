import { type Database, inTransaction } from '../../db/database.ts';
import { FIRST_GENERATED_ID, generateLargeCatalogue } from '../../../seed/catalogue/large-catalogue.ts';
import { ensureDemoCatalogue, writeCatalogue } from './write-catalogue.ts';

export interface LargeSeedSummary {
  templates: number;
  variants: number;
  milliseconds: number;
}

/**
 * Adds a generated catalogue of about `products` variants beside the demo catalogue, replacing the one
 * generated before. Carts keep working on the demo products, whose ids do not change.
 */
export function seedLargeCatalogue(db: Database, products: number): LargeSeedSummary {
  const started = performance.now();
  ensureDemoCatalogue(db);
  const templates = generateLargeCatalogue(products);
  inTransaction(db, () => {
    db.prepare('DELETE FROM catalogue_templates WHERE id >= ?').run(FIRST_GENERATED_ID);
    writeCatalogue(db, { templates });
  });
  return {
    templates: templates.length,
    variants: templates.reduce((total, template) => total + template.variants.length, 0),
    milliseconds: Math.round(performance.now() - started),
  };
}
