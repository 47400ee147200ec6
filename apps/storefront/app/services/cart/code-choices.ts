/** The reward a code was applied with (LoyaltyCardInput without its code). */
export interface RewardBody {
  reward_id: number;
  free_product_id?: number;
}

const choices = new Map<string, RewardBody>();
const key = (code: string) => code.trim().toUpperCase();

/**
 * The rewards chosen for codes while this page lives. Signing in merges the visitor's cart into the
 * customer's without its codes (docs/contracts/erp.md#sign-in-and-the-cart); a code that gives a
 * choice is applied again with the same one (sign-in-sync.ts), as the ERP refuses it without.
 */
export const codeChoices = {
  remember(code: string, body: RewardBody | undefined): void {
    if (body) choices.set(key(code), body);
    else choices.delete(key(code));
  },
  of(code: string): RewardBody | undefined {
    return choices.get(key(code));
  },
};
