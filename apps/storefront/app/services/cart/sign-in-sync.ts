import { codesLostInMerge } from '~/domain/promo-codes';
import { linesFromAccount, type LinesFromAccount } from '~/domain/sign-in-merge';
import type { CartServices } from './cart-runtime';
import { codeChoices } from './code-choices';

interface KeptCodes {
  kept: string[];
  /** Codes the ERP refused for the signed-in customer (a code for new customers, another's code...). */
  refused: string[];
}

let fromAccount: LinesFromAccount | null = null;
const listeners = new Set<() => void>();

/**
 * What the last sign-in brought from the customer's earlier cart, until the shopper keeps it or takes
 * it back; the cart and checkout pages say it (components/cart/cart-merge-notice.tsx). Kept here, in
 * the module that loads with the signed-in cart, so that pages which never sign in do not carry it.
 */
export const fromAccountStore = {
  get: (): LinesFromAccount | null => fromAccount,
  set(next: LinesFromAccount | null): void {
    fromAccount = next;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

interface SignInSync {
  /** Codes the ERP refused for the signed-in customer. */
  refused: string[];
  /** What the customer's earlier cart added to the visitor's, for the shopper to keep or undo. */
  fromAccount: LinesFromAccount | null;
}

/**
 * The cart's sync when a customer is loaded (docs/product/states.md#cart-sync). Signing in merged the visitor's cart into the
 * customer's without its promo codes (docs/contracts/erp.md#sign-in-and-the-cart), so the codes the cart had before are applied
 * again once the merged cart is in, and what the merge added is reported, not left unsaid.
 */
export async function syncAfterSignIn(
  services: Pick<CartServices, 'engine' | 'cartApi'>,
): Promise<SignInSync> {
  const before = services.engine.getState();
  await services.engine.sync();
  const added = linesFromAccount(before.lines, services.engine.getState().lines);
  fromAccountStore.set(added);
  const { refused } = await keepPromoCodes(services, before.cart?.promo_codes ?? []);
  return { refused, fromAccount: added };
}

/**
 * After sign-in, applies again the codes the visitor's cart had (`before`) that the customer's merged
 * cart lacks, one after the other, with the reward chosen for it; each answer replaces the cart. A refusal leaves the cart as the ERP
 * has it, and is reported so that the shopper is told, not left to find the discount gone.
 */
async function keepPromoCodes(
  services: Pick<CartServices, 'engine' | 'cartApi'>,
  before: readonly string[],
): Promise<KeptCodes> {
  const outcome: KeptCodes = { kept: [], refused: [] };
  const lost = codesLostInMerge(before, services.engine.getState().cart?.promo_codes ?? []);
  for (const code of lost) {
    try {
      services.engine.acceptCart(await services.cartApi.applyCoupon(code, codeChoices.of(code)));
      outcome.kept.push(code);
    } catch (error) {
      console.error(`cart: the code ${code} was refused after sign-in;`, error);
      outcome.refused.push(code);
    }
  }
  if (outcome.refused.length > 0) await services.engine.sync();
  return outcome;
}
