/**
 * Latency of the storefront's autocomplete and search-page queries on a large in-process catalogue:
 *   node apps/demo-backend/scripts/bench-search.ts --products 10000 --iterations 200
 * Prints one JSON object (milliseconds). Each run includes serialising the response, as HTTP would.
 */
import { parseArgs } from 'node:util';
import { migrate, openDatabase } from '../src/db/database.ts';
import { seedLargeCatalogue } from '../src/search/catalogue/large-seed.ts';
import { loadSearchConfig } from '../src/search/search-config.ts';
import { SearchService } from '../src/search/search-service.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '10000' },
    iterations: { type: 'string', default: '200' },
    locale: { type: 'string', default: 'fr' },
  },
});
const products = Number(values.products);
const iterations = Math.min(Math.max(Number(values.iterations) || 200, 10), 10_000);
const index = `demo_products_${values.locale}`;

const TYPED = [
  'l',
  'la',
  'lav',
  'lavande',
  'huile',
  'huile ess',
  'huile essentielle de ro',
  'crème',
  'savon surg',
  'tisane v',
  'bougie',
  'menthe poivrée',
];
const TYPOS = ['lavnde', 'eucalyptis', 'camomile', 'romarim'];
const COLLAPSE = { field: 'url_key', inner_hits: [{ size: 100, name: 'variants' }] };

/** docs/contracts/search.md#autocomplete: what the storefront sends on each keystroke (after its debounce). */
function autocomplete(text: string) {
  return {
    collapse: {
      field: 'url_key',
      inner_hits: { name: 'variants', size: 100 },
      max_concurrent_group_searches: 4,
    },
    query: {
      bool: {
        must: { multi_match: { query: text, fields: ['name', 'description'], type: 'phrase_prefix' } },
        should: { term: { main: true } },
      },
    },
    size: 6,
    suggest: { suggestion: { text, term: { field: 'name' } } },
  };
}

/** docs/contracts/search.md#text-query: the fuzzy autocomplete of the seed specification. */
function fuzzyAutocomplete(text: string) {
  return {
    query: {
      bool: {
        must: {
          bool: {
            should: [
              { multi_match: { query: text, fields: ['name', 'description'], type: 'phrase_prefix' } },
              {
                multi_match: {
                  query: text,
                  fields: ['name^10', 'sphere^5', 'brand.plain^5', 'sku'],
                  fuzziness: 'AUTO',
                },
              },
            ],
          },
        },
        should: { term: { main: true } },
      },
    },
    size: 6,
    collapse: COLLAPSE,
  };
}

/** docs/contracts/search.md#listing-request: a search page with brand, capacity, price and category facets, optionally filtered. */
function searchPage(text: string | undefined, filtered: boolean) {
  const must = text
    ? { multi_match: { query: text, fields: ['name', 'description'], type: 'phrase_prefix' } }
    : { match_all: {} };
  const filters = {
    brand: { terms: { 'brand.name.keyword': ['Lumen Aroma', 'Terre d’Ocre'] } },
    capacity: {
      nested: { path: 'variant_attributes', query: { terms: { 'variant_attributes.capacity': ['10 ml'] } } },
    },
    price: { range: { 'price.default.value': { gte: 3, lte: 30 } } },
  };
  const active = filtered ? filters : {};
  const others = (name: string) => {
    const list = Object.entries(active)
      .filter(([key]) => key !== name)
      .map(([, query]) => query);
    return list.length > 0 ? { bool: { must: list } } : { match_all: {} };
  };
  return {
    query: { bool: { must, should: { term: { main: true } } } },
    size: 30,
    from: 0,
    ...(filtered ? { post_filter: { bool: { must: Object.values(active) } } } : {}),
    sort: [{ _score: 'desc' }],
    aggs: {
      brand: {
        filter: others('brand'),
        aggs: {
          brand: { terms: { field: 'brand.name.keyword', size: 10 } },
          unique: { cardinality: { field: 'brand.name.keyword' } },
        },
      },
      capacity: {
        filter: others('capacity'),
        aggs: {
          capacity: {
            nested: { path: 'variant_attributes' },
            aggs: {
              capacity: { terms: { field: 'variant_attributes.capacity', size: 10 } },
              unique: { cardinality: { field: 'variant_attributes.capacity' } },
            },
          },
        },
      },
      price: { filter: others('price'), aggs: { price: { stats: { field: 'price.default.value' } } } },
      categories: {
        filter: others('categories'),
        aggs: {
          categories: {
            nested: { path: 'categories' },
            aggs: {
              lvl0: {
                filter: { term: { 'categories.level': 0 } },
                aggs: {
                  items: { terms: { field: 'categories.name.keyword', order: { _key: 'asc' }, size: 100 } },
                },
              },
            },
          },
        },
      },
      total: { filter: others(''), aggs: { total: { cardinality: { field: 'url_key' } } } },
    },
    collapse: COLLAPSE,
  };
}

function measure(service: SearchService, bodies: unknown[]) {
  const run = (body: unknown) => JSON.stringify(service.search(index, body));
  for (let warm = 0; warm < Math.min(20, iterations); warm += 1) run(bodies[warm % bodies.length]);
  const times: number[] = [];
  for (let iteration = 0; iteration < iterations; iteration += 1) {
    const started = performance.now();
    run(bodies[iteration % bodies.length]);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (quantile: number) =>
    Number((times[Math.min(times.length - 1, Math.floor(quantile * times.length))] ?? 0).toFixed(2));
  return { p50: at(0.5), p95: at(0.95), max: at(1), iterations };
}

const db = openDatabase(':memory:');
migrate(db);
const seeded = seedLargeCatalogue(db, products);
const service = new SearchService(db, loadSearchConfig({}, 4000));
const buildStarted = performance.now();
const [built] = service.resolve(index);
const buildMs = Math.round(performance.now() - buildStarted);

const result = {
  catalogue: {
    generatedTemplates: seeded.templates,
    generatedVariants: seeded.variants,
    documents: built?.ids.length,
    index,
    buildMs,
  },
  autocomplete: measure(service, [...TYPED, ...TYPOS].map(autocomplete)),
  autocompleteFuzzy: measure(service, [...TYPED, ...TYPOS].map(fuzzyAutocomplete)),
  searchPage: measure(
    service,
    [undefined, 'huile', 'lavande', 'crème', 'tisane'].map((text) => searchPage(text, false)),
  ),
  searchPageFiltered: measure(
    service,
    [undefined, 'huile', 'lavande'].map((text) => searchPage(text, true)),
  ),
};
db.close();
console.log(JSON.stringify(result, null, 2));
