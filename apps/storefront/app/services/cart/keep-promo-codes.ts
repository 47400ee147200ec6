import { codesLostInMerge } from '~/domain/promo-codes';
import type { CartServices } from './cart-runtime';

export interface KeptCodes {
  kept: string[];
  /** Codes the ERP refused for the signed-in customer (a code for new customers, another's code...). */
  refused: string[];
}

/**
 * The cart's sync when a customer is loaded (SPEC §4). Signing in merged the visitor's cart into the
 * customer's without its promo codes (erp-contract §3.2), so the codes the cart had before are applied
 * again once the merged cart is in.
 */
export async function syncAfterSignIn(
  services: Pick<CartServices, 'engine' | 'cartApi'>,
): Promise<KeptCodes> {
  const before = services.engine.getState().cart?.promo_codes ?? [];
  await services.engine.sync();
  return keepPromoCodes(services, before);
}

/**
 * After sign-in, applies again the codes the visitor's cart had (`before`) that the customer's merged
 * cart lacks, one after the other; each answer replaces the cart. A refusal leaves the cart as the ERP
 * has it, and is reported so that the shopper is told, not left to find the discount gone.
 */
export async function keepPromoCodes(
  services: Pick<CartServices, 'engine' | 'cartApi'>,
  before: readonly string[],
): Promise<KeptCodes> {
  const outcome: KeptCodes = { kept: [], refused: [] };
  const lost = codesLostInMerge(before, services.engine.getState().cart?.promo_codes ?? []);
  for (const code of lost) {
    try {
      services.engine.acceptCart(await services.cartApi.applyCoupon(code));
      outcome.kept.push(code);
    } catch (error) {
      console.error(`cart: the code ${code} was refused after sign-in;`, error);
      outcome.refused.push(code);
    }
  }
  if (outcome.refused.length > 0) await services.engine.sync();
  return outcome;
}
