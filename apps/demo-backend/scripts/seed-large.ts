/**
 * Fills the demo database with a large generated catalogue for benchmarks:
 *   node apps/demo-backend/scripts/seed-large.ts --products 10000
 * `--products` counts sellable products (variants); the database is the one of DEMO_BACKEND_DATA_DIR.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config.ts';
import { migrate, openDatabase } from '../src/db/database.ts';
import { seedLargeCatalogue } from '../src/search/catalogue/large-seed.ts';

const { values } = parseArgs({
  options: { products: { type: 'string', default: '10000' }, 'data-dir': { type: 'string' } },
});
const products = Number(values.products);
if (!Number.isInteger(products) || products < 1 || products > 1_000_000) {
  console.error(`seed-large: --products must be an integer between 1 and 1000000, got '${values.products}'`);
  process.exit(1);
}
const dataDir = values['data-dir'] ?? loadConfig().dataDir;
const db = openDatabase(dataDir);
migrate(db);
const summary = seedLargeCatalogue(db, products);
db.close();
console.log(JSON.stringify({ dataDir, ...summary }));
