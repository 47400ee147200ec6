import { z } from '~/services/browser-zod';
import type { ProgramReward } from '~/domain/program-rewards';
import { maybeNumber, text } from './erp-json-fields';
import { readEach } from './read-each';

/**
 * shopinvader_api_sale_loyalty's LoyaltyRewardResponse (docs/contracts/erp.md#loyalty-rewards), from
 * `GET loyalty/{code}` and the cart's `claimable_rewards`. A reward of a type the shop does not offer,
 * or a product reward without products, is left out; an odd optional value costs that value.
 */
const rewardSchema = z
  .object({
    id: z.number().int(),
    program: z
      .object({ id: z.number().int().catch(0), name: z.string().catch('') })
      .nullish()
      .catch(null),
    reward_type: z.enum(['discount', 'product']),
    discount: maybeNumber,
    discount_mode: text,
    reward_product_ids: z.array(z.number().int()).catch([]),
  })
  .transform((raw): ProgramReward => ({
    id: raw.id,
    program: raw.program ?? { id: 0, name: '' },
    reward_type: raw.reward_type,
    discount: raw.discount,
    discount_mode: raw.discount_mode ?? 'percent',
    reward_product_ids: raw.reward_product_ids,
  }))
  .refine((reward) => reward.reward_type === 'discount' || reward.reward_product_ids.length > 0);

/** A list of rewards from the ERP; anything but a list is none. */
export function readProgramRewards(raw: unknown): ProgramReward[] {
  return readEach(raw, rewardSchema);
}
