/**
 * The navigations a shopper started (a page link followed) that have not ended yet.
 *
 * React Router hands its state to components in a transition, so an urgent update that lands in the
 * same moment (the session arriving from the ERP) renders first, with `useNavigation()` still reading
 * "idle". Code that navigates by itself (PricelistSync) asks here as well, so that it never replaces
 * a navigation the shopper has just started.
 */
let pending = 0;

/**
 * Counts `navigation` (what React Router's navigate returns: a data router's promise) as pending
 * until it settles.
 */
export function followShopperNavigation(navigation: void | Promise<void>): void {
  if (!navigation) return;
  pending += 1;
  const settled = () => {
    pending -= 1;
  };
  navigation.then(settled, settled);
}

export function shopperNavigationPending(): boolean {
  return pending > 0;
}
