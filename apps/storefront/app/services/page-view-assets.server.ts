import dynamicEntryAssets from 'virtual:dynamic-entry-assets';
import { PAGE_VIEW_MODULES, type PageKind } from '~/config/page-views';

/**
 * The browser files a kind of catch-all page needs beyond the route's own: its view's chunk and what
 * that imports, from the client build (vite.config.ts). The page preloads them, so the view is there
 * when the page hydrates. Empty in development, where Vite serves modules one by one.
 */
export function pageViewAssets(kind: PageKind): string[] {
  return dynamicEntryAssets[PAGE_VIEW_MODULES[kind]] ?? [];
}
