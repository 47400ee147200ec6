import type { ServerConfig } from '~/config/server-config.server';
import { localeIndexName } from '~/domain/search-index-names';
import { LOCALES, type Locale } from '~/i18n/locales';
import { categoryDocumentSchema, productDocumentSchema } from '~/services/search/document-schemas';
import { type Answer, ask, baseOf, describe } from './doctor-http';
import { type Check, fail, ok, warn } from './doctor-report';
import {
  categoryMappingProblems,
  type MappingJson,
  type MappingProblem,
  productMappingProblems,
} from './index-mapping';

type Kind = 'products' | 'categories';

function engine(config: ServerConfig) {
  const base = baseOf(config.searchUrl);
  return (path: string, body?: unknown) =>
    ask(new URL(path, base), {
      method: body === undefined ? 'GET' : 'POST',
      body,
      timeoutMs: Math.max(config.searchTimeoutMs, 10_000),
    });
}
type Engine = ReturnType<typeof engine>;

/**
 * Indices that start with the prefix, what the suffix setting could name instead. Odoo's indices are
 * `{name}-{n}` behind an alias `{name}`: the number is dropped.
 */
async function namesLike(search: Engine, prefix: string): Promise<string[]> {
  const answer = await search(`${encodeURIComponent(prefix)}_*/_mapping`);
  if (answer.status !== 200 || !answer.body || typeof answer.body !== 'object') return [];
  return [...new Set(Object.keys(answer.body).map((name) => name.replace(/-\d+$/, '')))].sort();
}

function suffixFix(prefix: string, locale: Locale, found: string[]): string {
  const candidates = found.filter((name) => name.startsWith(`${prefix}_${locale}`));
  const suggestion = candidates[0]?.slice(prefix.length + 1);
  if (suggestion)
    return `the engine has ${candidates.join(', ')}: set SHOP_SEARCH_INDEX_LOCALES so that ${locale} reads "${suggestion}"`;
  if (found.length > 0)
    return `the engine has ${found.join(', ')}: set SHOP_SEARCH_INDEX_LOCALES, or the index prefix (SHOP_SEARCH_PRODUCTS_INDEX, SHOP_SEARCH_CATEGORIES_INDEX)`;
  return 'index the catalogue in this language in Odoo (one se.index per language), or set SHOP_SEARCH_INDEX_LOCALES to the suffix Odoo gave the index (fr_be for fr_BE)';
}

function mappingOf(answer: Answer): MappingJson | undefined {
  if (!answer.body || typeof answer.body !== 'object') return undefined;
  // Keyed by the physical index name, which an alias hides (`shop_product_variant_fr_be-2`).
  const [first] = Object.values(answer.body as Record<string, { mappings?: MappingJson }>);
  return first?.mappings;
}

function mappingCheck(kind: Kind, locale: Locale, index: string, problems: MappingProblem[]): Check {
  const name = `${kind} ${locale} mapping`;
  if (problems.length === 0)
    return ok('search', name, `${index}: the fields the shop queries are mapped as it needs`);
  const worst = problems.some((problem) => problem.severity === 'fail') ? fail : warn;
  return worst(
    'search',
    name,
    `${index}: ${problems.map((problem) => problem.problem).join('; ')}`,
    problems.map((problem) => problem.fix).join('; '),
  );
}

/**
 * Where the shop reads the default price (domain/pricelist.ts) against what the exporter wrote: `price`
 * (one pricelist) or `price_by_pricelist` keyed by Odoo id, which needs SHOP_SEARCH_DEFAULT_PRICELIST_ID.
 */
export function priceProblem(
  document: Record<string, unknown>,
  defaultPricelistId: string | undefined,
): Omit<MappingProblem, 'field'> | undefined {
  const byPricelist = document.price_by_pricelist;
  const ids =
    byPricelist && typeof byPricelist === 'object' ? Object.keys(byPricelist as Record<string, unknown>) : [];
  if (defaultPricelistId !== undefined) {
    if (ids.includes(defaultPricelistId)) return undefined;
    return {
      severity: 'fail',
      problem: `SHOP_SEARCH_DEFAULT_PRICELIST_ID=${defaultPricelistId}, but a document has no price_by_pricelist.${defaultPricelistId}${ids.length ? ` (it has ${ids.join(', ')})` : ''}: products would show no price`,
      fix: ids.length
        ? `set SHOP_SEARCH_DEFAULT_PRICELIST_ID to the Odoo id of the public pricelist, one of ${ids.join(', ')}`
        : 'unset SHOP_SEARCH_DEFAULT_PRICELIST_ID (the index has one price, in price), or export prices with shopinvader_search_engine_product_multi_price',
    };
  }
  if (document.price) return undefined;
  if (ids.length)
    return {
      severity: 'fail',
      problem: `the documents keep their prices by pricelist (${ids.join(', ')}) and the shop reads price: products would show no price`,
      fix: `set SHOP_SEARCH_DEFAULT_PRICELIST_ID to the Odoo id of the public pricelist, one of ${ids.join(', ')}`,
    };
  return {
    severity: 'warn',
    problem: 'no price',
    fix: 'install shopinvader_search_engine_product_price (one pricelist) or shopinvader_search_engine_product_multi_price (price_by_pricelist)',
  };
}

/** One document read with the schema the storefront reads it with, and what its optional fields say. */
function sampleCheck(kind: Kind, locale: Locale, index: string, answer: Answer, config: ServerConfig): Check {
  const name = `${kind} ${locale} document`;
  const hits = (answer.body as { hits?: { hits?: { _source?: unknown }[] } } | undefined)?.hits?.hits;
  if (answer.status !== 200 || !Array.isArray(hits))
    return fail('search', name, `POST ${index}/_search ${describe(answer)}`);
  const source = hits[0]?._source;
  if (source === undefined)
    return warn(
      'search',
      name,
      `${index} holds no document`,
      'export the catalogue from Odoo (Search Engine › Indexes)',
    );
  const parsed = (kind === 'products' ? productDocumentSchema : categoryDocumentSchema).safeParse(source);
  if (!parsed.success) {
    return fail(
      'search',
      name,
      `a document of ${index} does not have the shape the shop reads: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
      'docs/deploying.md lists the modules that write each field',
    );
  }
  const raw = source as Record<string, unknown>;
  const missing: string[] = [];
  const fixes: string[] = [];
  if (kind === 'products') {
    if (typeof raw.url_key !== 'string') {
      missing.push('no url_key: products have no page');
      fixes.push('install shopinvader_product_url');
    }
    const price = priceProblem(raw, config.defaultPricelistId);
    if (price?.severity === 'fail') return fail('search', name, `${index}: ${price.problem}`, price.fix);
    if (price) {
      missing.push(price.problem);
      fixes.push(price.fix);
    }
  }
  const images = Array.isArray(raw.images) ? (raw.images as unknown[]) : [];
  const keys = Object.values(config.imageSizeKeys);
  const sizes = [
    ...new Set(images.flatMap((set) => (set && typeof set === 'object' ? Object.keys(set) : []))),
  ];
  if (sizes.length > 0 && !sizes.some((size) => keys.includes(size))) {
    missing.push(
      `pictures in sizes ${sizes.join(', ')}, none of which the shop reads (${[...new Set(keys)].join(', ')})`,
    );
    fixes.push(
      `set SHOP_SEARCH_IMAGE_SIZES, e.g. {"small":"${sizes[0]}","medium":"${sizes[1] ?? sizes[0]}","large":"${sizes.at(-1)}","xlarge":"${sizes.at(-1)}"}`,
    );
  }
  if (missing.length > 0) return warn('search', name, `${index}: ${missing.join('; ')}`, fixes.join('; '));
  return ok('search', name, `${index}: a document reads as the shop expects`);
}

async function indexChecks(
  search: Engine,
  config: ServerConfig,
  kind: Kind,
  locale: Locale,
): Promise<Check[]> {
  const prefix = kind === 'products' ? config.productsIndex : config.categoriesIndex;
  const index = localeIndexName(prefix, locale, config.indexLocaleSuffixes);
  const mapping = await search(`${encodeURIComponent(index)}/_mapping`);
  if (mapping.status !== 200) {
    if (mapping.status === 404) {
      const fix = suffixFix(prefix, locale, await namesLike(search, prefix));
      return [fail('search', `${kind} ${locale}`, `the index ${index} does not exist (404)`, fix)];
    }
    return [fail('search', `${kind} ${locale}`, `GET ${index}/_mapping ${describe(mapping)}`)];
  }
  const json = mappingOf(mapping) ?? {};
  const problems =
    kind === 'products' ? productMappingProblems(json, config.searchFacets) : categoryMappingProblems(json);
  const sample = await search(`${encodeURIComponent(index)}/_search`, { size: 1 });
  return [mappingCheck(kind, locale, index, problems), sampleCheck(kind, locale, index, sample, config)];
}

/** Each language's product and category index: it exists, its mapping and a document suit the shop. */
export async function searchChecks(config: ServerConfig): Promise<Check[]> {
  const search = engine(config);
  const root = await search('');
  if (root.status === 0) {
    return [
      fail(
        'search',
        'engine',
        `${config.searchUrl.href} ${describe(root)}`,
        'check SHOP_SEARCH_URL: the base URL of Elasticsearch or OpenSearch',
      ),
    ];
  }
  const checks: Check[] = [];
  // The storefront tells a category hit from a product hit by its index's name.
  if (!config.categoriesIndex.includes('category') || config.productsIndex.includes('category')) {
    checks.push(
      fail(
        'search',
        'index names',
        `SHOP_SEARCH_CATEGORIES_INDEX (${config.categoriesIndex}) must contain "category" and SHOP_SEARCH_PRODUCTS_INDEX (${config.productsIndex}) must not`,
        "Odoo's default names do (shop_product_category, shop_product_variant); keep them",
      ),
    );
  }
  for (const locale of LOCALES) {
    for (const kind of ['products', 'categories'] as const)
      checks.push(...(await indexChecks(search, config, kind, locale)));
  }
  return checks;
}
