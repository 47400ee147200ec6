import type { RootData } from '~/config/root-data';
import { catalogueAt } from './catalogues';

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

function rootData(matches: readonly (MatchLike | undefined)[]): RootData | undefined {
  return matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined;
}

/**
 * A message of the root's catalogue with its `{name}` arguments filled (meta functions cannot use
 * hooks); an argument not known yet is left out ("Order {name}" reads "Order" until the order is read).
 */
function rootMessage(root: RootData, messageId: string, values: Record<string, string>): string {
  const template = catalogueAt(root.catalogue)?.[messageId] ?? messageId;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole).trim();
}

/** A page's document title, "Page | Shop", from the root's messages. */
export function pageTitle(
  matches: readonly (MatchLike | undefined)[],
  messageId: string,
  values: Record<string, string> = {},
) {
  const root = rootData(matches);
  if (!root) return [{ title: messageId }];
  return [{ title: `${rootMessage(root, messageId, values)} | ${root.shopName}` }];
}

/** A page's meta description from the root's messages; `{shop}` is the shop's name. */
export function pageDescription(matches: readonly (MatchLike | undefined)[], messageId: string) {
  const root = rootData(matches);
  if (!root) return [];
  return [{ name: 'description', content: rootMessage(root, messageId, { shop: root.shopName }) }];
}
