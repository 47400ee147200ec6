/**
 * The kinds of page the catch-all route serves, each with a view of its own (routes/catch-all/views.ts).
 * Declared here, below the routes, so that the server's asset lookup (page-view-assets.server.ts) reads
 * them without importing a route.
 */
export type PageKind = 'product' | 'category' | 'cms';

/** The source module of each kind's view, as the build names it, to find its files. */
export const PAGE_VIEW_MODULES: Record<PageKind, string> = {
  product: 'app/routes/catch-all/product-page.tsx',
  category: 'app/routes/catch-all/category-page.tsx',
  cms: 'app/routes/catch-all/cms-page.tsx',
};
