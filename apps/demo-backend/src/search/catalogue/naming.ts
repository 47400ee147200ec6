import type { CatalogueVariant } from './read-catalogue.ts';

/** The attribute values of a variant joined by ", " (Odoo's short name); empty without attributes. */
export function variantShortName(variant: CatalogueVariant): string {
  return variant.attributes.map((attribute) => attribute.value).join(', ');
}

/** Odoo's variant display name: "Template name (value, value)". */
export function variantName(templateName: string, variant: CatalogueVariant): string {
  const short = variantShortName(variant);
  return short ? `${templateName} (${short})` : templateName;
}
