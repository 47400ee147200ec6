/** A tag-manager id: GTM- or G- followed by upper-case letters or digits (docs/product/validation.md#tag-manager-id). */
const TAG_MANAGER_ID = /^(GTM|G)-[A-Z0-9]+$/;

export function isValidTagManagerId(id: string): boolean {
  return TAG_MANAGER_ID.test(id);
}
