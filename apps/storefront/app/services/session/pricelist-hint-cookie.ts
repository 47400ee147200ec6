import { DEFAULT_ROLE } from '~/domain/catalog';

/**
 * Tells the page's head script (services/hydration) that this browser's customer buys in a pricelist
 * other than the default one, before any framework code runs: the page then keeps its prices hidden
 * until the customer's own are known, instead of showing the public ones first. Only a hint: the server
 * never reads it for prices, which follow the ERP's answer alone.
 */
export const PRICELIST_HINT_COOKIE = 'shop_pricelist';
/** Set on the document element by the head script while the hint names a professional pricelist. */
export const PRICELIST_PENDING_ATTRIBUTE = 'data-pricelist';

/** Thirty days, renewed each time the session loads the customer, as the client state cookie. */
const MAX_AGE_SECONDS = 30 * 24 * 3600;

/** Writes the hint for a professional customer's pricelist; removes it for the default one (or nobody). */
export function writePricelistHint(role: string): void {
  try {
    document.cookie =
      role === DEFAULT_ROLE
        ? `${PRICELIST_HINT_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`
        : `${PRICELIST_HINT_COOKIE}=${encodeURIComponent(role)}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax`;
  } catch {
    // Without cookies the page shows the public prices until the customer's own are known.
  }
}

/** Whether these cookies (`document.cookie`) hold a hint of a professional pricelist. */
export function hasProPricelistHint(cookies: string): boolean {
  const prefix = `${PRICELIST_HINT_COOKIE}=`;
  const value = cookies
    .split('; ')
    .find((entry) => entry.startsWith(prefix))
    ?.slice(prefix.length);
  return !!value && value !== DEFAULT_ROLE;
}
