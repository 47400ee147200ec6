import type { LegalPages } from '../domain/cms/legal-pages';
import type { ErpApi } from '../domain/erp-api';
import type { ErpModules } from '../domain/erp-modules';
import type { AuthConfig } from '../domain/identity-settings';
import type { Locale } from '../i18n/locales';

/**
 * What the root route gives every page: it depends on the language alone. Declared here, below the
 * routes, so that hooks and helpers read it without importing the root route.
 */
export interface RootData {
  locale: Locale;
  /** The address of the language's message catalogue (i18n/catalogues.ts), not the catalogue itself. */
  catalogue: string;
  shopName: string;
  origin: string;
  /** Where the browser's ERP calls go: the same-origin proxy unless a valid same-origin URL is set. */
  erpBaseUrl: string;
  /** Which Shopinvader calls the browser makes (SHOP_ERP_API, SHOP_ERP_CART_OPTIONS, SHOP_ERP_EXTENSION). */
  erpApi: ErpApi;
  /** Which optional released modules the ERP has (services/erp/erp-modules.server.ts); none when unknown. */
  erpModules: ErpModules;
  /** The Odoo id of the shop's default pricelist (SHOP_SEARCH_DEFAULT_PRICELIST_ID), when set. */
  defaultPricelistId: string | null;
  tagManagerId: string | undefined;
  /** Sign-in mode and, in identity-provider mode, the provider's public settings. */
  auth: AuthConfig;
  /** An editor's preview (services/cms/preview.server.ts): drafts may show, the preview bar does. */
  preview: boolean;
  /** This language's terms, privacy, data-protection and shipping pages that the CMS has. */
  legalPages: LegalPages;
}
