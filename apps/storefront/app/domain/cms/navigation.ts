import type { Category } from '../catalog';
import type { NavigationEntry } from './content';

/** Navigation categories: level 0, at most 20 (docs/contracts/search.md#navigation-categories, docs/product/constants.md#reads-and-retries). */
const NAV_CATEGORY_LIMIT = 20;

function categoryEntry(category: Category, order: number): NavigationEntry {
  return {
    id: `category-${category.id}`,
    title: category.name,
    url: `/${category.urlKey}`,
    target: '_self',
    order,
    theme: 'default',
    children: category.children.map((child, index) => categoryEntry(child, index)),
  };
}

/** The empty menu, always the same array: a menu's identity keys what is derived from it. */
export const NO_NAVIGATION: never[] = [];

/** Every address a menu links, at any depth. */
export function menuPaths(entries: readonly NavigationEntry[], into = new Set<string>()): Set<string> {
  for (const entry of entries) {
    into.add(entry.url);
    menuPaths(entry.children, into);
  }
  return into;
}

/**
 * The shop's fixed links (blog, contact...) that the menu beside them does not already show: editors
 * who put the blog in their menu do not get a second "Blog" next to it.
 */
export function linksBesideMenu<T extends { path: string }>(
  links: readonly T[],
  menuLinks: readonly string[],
): T[] {
  return links.filter((link) => !menuLinks.includes(link.path));
}

const merged = new WeakMap<readonly NavigationEntry[], WeakMap<readonly Category[], NavigationEntry[]>>();

/**
 * The header menu: the editors' entries first, then the top-level categories the editors did not
 * already link (a category's path comes from its url_key).
 */
export function mergeNavigation(
  cmsEntries: readonly NavigationEntry[],
  categories: readonly Category[],
): NavigationEntry[] {
  let byCategories = merged.get(cmsEntries);
  if (!byCategories) merged.set(cmsEntries, (byCategories = new WeakMap()));
  let menu = byCategories.get(categories);
  if (!menu) {
    const linked = menuPaths(cmsEntries);
    const extra = categories
      .slice(0, NAV_CATEGORY_LIMIT)
      .filter((category) => !linked.has(`/${category.urlKey}`))
      .map((category, index) => categoryEntry(category, 1000 + index));
    byCategories.set(categories, (menu = [...cmsEntries, ...extra]));
  }
  return menu;
}
