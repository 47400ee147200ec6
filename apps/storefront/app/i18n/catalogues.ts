import type { Messages } from './intl';

/**
 * Message catalogues by their address (`/_messages/{locale}.{hash}.json`, messages.server.ts). A page
 * names its catalogue instead of carrying it: the catalogue is some 29 KB of text that every page would
 * otherwise write into its hydration data (a quarter of a product page's bytes, and the largest part
 * of encoding that data), and that the browser now reads once per language and build, from its cache.
 * The server keeps every language's catalogue here from its start; the browser the ones it loaded.
 */
const kept = new Map<string, Messages>();

export function keepCatalogue(address: string, messages: Messages): void {
  kept.set(address, messages);
}

/** The catalogue at this address, when it is here already. */
export function catalogueAt(address: string): Messages | undefined {
  return kept.get(address);
}

/**
 * A catalogue as the storefront answers it: one object of texts. The storefront wrote it itself, so the
 * browser checks its shape only (a missing or odd text shows its message id, never breaks the page).
 */
export function parseCatalogue(value: unknown): Messages {
  if (typeof value !== 'object' || !value || Array.isArray(value)) throw new Error('Not a message catalogue');
  return value as Messages;
}

/**
 * The catalogue at this address, read once: pages of the same language and build share it. The browser
 * reads one before hydrating and one on a navigation to another language, never two at once; a failed
 * read is not remembered, so that the next navigation tries again.
 */
export async function loadCatalogue(
  address: string,
  fetchCatalogueAt: typeof fetch = fetch,
): Promise<Messages> {
  const here = kept.get(address);
  if (here) return here;
  // `same-origin` credentials, as the page's preload of it (root.tsx), so that the preload is used.
  const response = await fetchCatalogueAt(address, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${address} answered ${response.status}`);
  const messages = parseCatalogue(await response.json());
  kept.set(address, messages);
  return messages;
}
