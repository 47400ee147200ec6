import type { ComponentType } from 'react';
import type { UNSAFE_DataWithResponseInit } from 'react-router';
import type { PageKind } from '~/config/page-views';
import type { catchAllPageData } from './page-data.server';

export type { PageKind };
/** What the route's loader answers, without the status and headers some answers carry. */
type LoaderData =
  Awaited<ReturnType<typeof catchAllPageData>> extends infer D
    ? D extends UNSAFE_DataWithResponseInit<infer Inner>
      ? Inner
      : D
    : never;
export type PageData<K extends PageKind> = Extract<LoaderData, { kind: K }>;
type PageView<K extends PageKind> = ComponentType<{ data: PageData<K> }>;

/**
 * The catch-all serves products, categories and CMS pages; each page loads the code of its own kind only
 * (a product page carries no facets, a CMS page no gallery). The server preloads that code with the page
 * (page-view-assets.server), and client navigations load it with the page's data, so no render waits.
 */
const LOADERS: { [K in PageKind]: () => Promise<PageView<K>> } = {
  product: () => import('./product-page').then((module) => module.ProductPage),
  category: () => import('./category-page').then((module) => module.CategoryPage),
  cms: () => import('./cms-page').then((module) => module.CmsPage),
};

const loading = new Map<PageKind, Promise<unknown>>();

/**
 * The view of a kind of page, loaded once. Once settled, the promise carries the status fields React's
 * `use` reads, so rendering a loaded view never suspends.
 */
export function pageView<K extends PageKind>(kind: K): Promise<PageView<K>> {
  const known = loading.get(kind) as Promise<PageView<K>> | undefined;
  if (known) return known;
  const started = LOADERS[kind]() as Promise<PageView<K>>;
  started.then(
    (value) => Object.assign(started, { status: 'fulfilled', value }),
    (reason: unknown) => {
      Object.assign(started, { status: 'rejected', reason });
      // A failed chunk may load on the next try (a deployment, a network blip).
      loading.delete(kind);
    },
  );
  loading.set(kind, started);
  return started;
}

/** Loads a kind's view ahead of its render. */
export async function preloadPageView(kind: PageKind): Promise<void> {
  await pageView(kind);
}
