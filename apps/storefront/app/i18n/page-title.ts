import type { RootData } from '~/root';
import { parseMessages } from './intl';

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

/** A page's document title, "Page | Shop", from the root's messages (meta functions cannot use hooks). */
export function pageTitle(
  matches: readonly (MatchLike | undefined)[],
  messageId: string,
  values: Record<string, string> = {},
) {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined;
  if (!root) return [{ title: messageId }];
  const template = parseMessages(root.messages)[messageId] ?? messageId;
  const text = template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  return [{ title: `${text} | ${root.shopName}` }];
}
