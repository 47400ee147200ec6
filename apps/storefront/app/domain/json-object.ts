// The production server imports this file before the build, with Node itself: no imports.

/**
 * A JSON setting that must be an object (SHOP_LEGAL_PAGES, SHOP_SEARCH_INDEX_LOCALES,
 * SHOP_SEARCH_IMAGE_SIZES), parsed; throws with the reason the configuration then shows.
 */
export function parseJsonObject(json: string): Record<string, unknown> {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw new Error('it is not JSON');
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new Error('it must be a JSON object');
  return raw as Record<string, unknown>;
}
