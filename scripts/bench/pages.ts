// The pages the bench measures, found in the running shop rather than hard-coded, so a change of the
// demo catalogue does not make the bench measure a 404 page. English, like the examples.
import { BROWSER_HEADERS } from './load.ts';

const LOCALE = 'en';

/** What the bench reads of the demo index's products and categories. */
interface IndexedDocument {
  id: number;
  url_key: string;
  stock?: { global?: { state?: string } };
}

/** One page the bench measures, with the HTML it answered when it was found. */
export interface BenchPage {
  name: string;
  path: string;
  /** The product page's product. */
  productId?: number;
  html: string;
}

async function searchIndex(backendUrl: string, index: string, body: unknown): Promise<IndexedDocument[]> {
  const response = await fetch(`${backendUrl}/es/${index}/_search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`search ${index}: ${response.status} ${await response.text()}`);
  const answer: { hits: { hits: { _source: IndexedDocument }[] } } = await response.json();
  return answer.hits.hits.map((hit) => hit._source);
}

/**
 * A product of the hand-written demo catalogue (ids below the generated ones, so the ERP sells it and
 * its page has real texts), main variant, in stock; and the first top-level category's first child,
 * whose listing holds many of the generated products.
 */
async function catalogueHandles(backendUrl: string) {
  const [product] = await searchIndex(backendUrl, `demo_products_${LOCALE}`, {
    query: {
      bool: {
        must: { match: { name: 'lavender' } },
        filter: [{ term: { main: true } }, { range: { id: { lt: 1_000_000 } } }],
      },
    },
    sort: [{ id: 'asc' }],
    size: 20,
  }).then((hits) => hits.filter((hit) => hit.stock?.global?.state === 'in_stock'));
  const [category] = await searchIndex(backendUrl, `demo_category_${LOCALE}`, {
    query: { term: { level: 1 } },
    sort: [{ id: 'asc' }],
    size: 1,
  });
  if (!product || !category) throw new Error('the demo index has no lavender product or no level-1 category');
  return { product, category };
}

/** Fetches `url` once and fails unless it is a 200 HTML page. */
async function fetchPage(url: string): Promise<string> {
  const response = await fetch(url, {
    headers: BROWSER_HEADERS,
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
  });
  const html = await response.text();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}, not 200`);
  return html;
}

/** [{ name, path, html }] for home, product, category, CMS page and search page, each checked. */
export async function discoverPages({
  storefrontUrl,
  backendUrl,
}: {
  storefrontUrl: string;
  backendUrl: string;
}): Promise<BenchPage[]> {
  const { product, category } = await catalogueHandles(backendUrl);
  const pages: Omit<BenchPage, 'html'>[] = [
    { name: 'home', path: `/${LOCALE}` },
    { name: 'product', path: `/${LOCALE}/${product.url_key}`, productId: product.id },
    { name: 'category', path: `/${LOCALE}/${category.url_key}` },
    // A page written by editors in Strapi (the CMS's demo content: "About us").
    { name: 'cms', path: `/${LOCALE}/about-us` },
    { name: 'search', path: `/${LOCALE}/search?q=lavender` },
  ];
  const found: BenchPage[] = [];
  for (const page of pages) found.push({ ...page, html: await fetchPage(`${storefrontUrl}${page.path}`) });
  return found;
}
