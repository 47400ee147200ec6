import type { Messages } from './intl';

/**
 * Message catalogues by their address (`/_messages/{locale}.{hash}.json`, messages.server.ts). A page
 * names its catalogue instead of carrying it: the catalogue is some 29 KB of text that every page would
 * otherwise write into its hydration data (a quarter of a product page's bytes, and the largest part
 * of encoding that data), and that the browser now reads once per language and build, from its cache.
 * The server keeps every language's catalogue here from its start; the browser the ones it loaded.
 */
const kept = new Map<string, Messages>();
const loading = new Map<string, Promise<Messages>>();

export function keepCatalogue(address: string, messages: Messages): void {
  kept.set(address, messages);
}

/** The catalogue at this address, when it is here already. */
export function catalogueAt(address: string): Messages | undefined {
  return kept.get(address);
}

/** A catalogue as the storefront answers it: one object of texts, nothing else. */
export function parseCatalogue(value: unknown): Messages {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error('A message catalogue must be an object of texts');
  for (const [id, text] of Object.entries(value))
    if (typeof text !== 'string') throw new Error(`The message ${id} of the catalogue is not a text`);
  return value as Messages;
}

async function fetchCatalogue(address: string, fetchCatalogueAt: typeof fetch): Promise<Messages> {
  // `same-origin` credentials, as the page's preload of it (Layout), so that the preloaded answer is used.
  const response = await fetchCatalogueAt(address, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`The message catalogue ${address} answered ${response.status}`);
  return parseCatalogue(await response.json());
}

/**
 * The catalogue at this address, read once: pages of the same language and build share it. A failed
 * read is not remembered, so that the next navigation tries again.
 */
export function loadCatalogue(address: string, fetchCatalogueAt: typeof fetch = fetch): Promise<Messages> {
  const here = kept.get(address);
  if (here) return Promise.resolve(here);
  let pending = loading.get(address);
  if (!pending) {
    pending = fetchCatalogue(address, fetchCatalogueAt)
      .then((messages) => {
        kept.set(address, messages);
        return messages;
      })
      .finally(() => loading.delete(address));
    loading.set(address, pending);
  }
  return pending;
}
