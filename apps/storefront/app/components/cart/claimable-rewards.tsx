import { useId, useState } from 'react';
import { checkChoice, type ProgramReward } from '~/domain/program-rewards';
import { useIntl } from '~/i18n/intl';
import { buttonClass } from '~/components/ui/button-class';
import { useCart } from './cart-context';
import { FreeProductChoice, useRewardLabel } from './reward-options';

type Outcome = { kind: 'success' | 'error' | 'product'; rewardId: number } | undefined;

/**
 * The rewards the cart can claim now (docs/product/screens.md#cart): what the ERP's programs give the
 * cart as it is (`claimable_rewards`), each with a "Claim" button and, for a free product among
 * several, the choice of product. Nothing shows when there is none, as on an ERP without the module.
 */
export function ClaimableRewards() {
  const intl = useIntl();
  const id = useId();
  const label = useRewardLabel();
  const { state, services } = useCart();
  const [busy, setBusy] = useState(false);
  const [products, setProducts] = useState<Record<number, number>>({});
  const [outcome, setOutcome] = useState<Outcome>();
  const t = (key: string) => intl.formatMessage({ id: key });
  const rewards = state.cart?.claimable_rewards ?? [];
  if (!services || (rewards.length === 0 && outcome?.kind !== 'success')) return null;

  const claim = async (reward: ProgramReward) => {
    const chosen = checkChoice([reward], { rewardId: reward.id, freeProductId: products[reward.id] ?? null });
    if (!chosen.ok) {
      setOutcome({ kind: 'product', rewardId: reward.id });
      return;
    }
    setBusy(true);
    try {
      services.engine.acceptCart(await services.cartApi.claimReward(chosen.body));
      setOutcome({ kind: 'success', rewardId: reward.id });
    } catch (error) {
      console.error('cart: the reward could not be claimed;', error);
      await services.engine.sync();
      setOutcome({ kind: 'error', rewardId: reward.id });
    } finally {
      setBusy(false);
    }
  };

  const headingId = `${id}-title`;
  return (
    <section aria-labelledby={headingId} className="space-y-2 rounded border border-brand/40 p-4">
      <h2 id={headingId} className="font-semibold">
        {t('cart.rewards.claimable_title')}
      </h2>
      <ul className="space-y-3">
        {rewards.map((reward) => {
          const labelId = `${id}-${reward.id}`;
          const problem = outcome?.rewardId === reward.id && outcome.kind !== 'success' ? outcome.kind : null;
          return (
            <li key={reward.id} data-testid="claimable-reward">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p id={labelId}>
                  {label(reward)}
                  {reward.program.name ? (
                    <span className="text-sm text-black/70"> ({reward.program.name})</span>
                  ) : null}
                </p>
                <button
                  type="button"
                  disabled={busy || state.hasPendingTransactions}
                  aria-describedby={labelId}
                  onClick={() => void claim(reward)}
                  className={buttonClass('outline', 'sm')}
                >
                  {t('cart.rewards.claim')}
                </button>
              </div>
              <FreeProductChoice
                reward={reward}
                name={`${id}-${reward.id}-product`}
                value={products[reward.id] ?? null}
                onChange={(productId) => setProducts({ ...products, [reward.id]: productId })}
              />
              {problem ? (
                <p role="alert" className="text-sm text-red-800">
                  {t(problem === 'product' ? 'cart.rewards.missing_product' : 'cart.rewards.claim_error')}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      {outcome?.kind === 'success' ? (
        <p role="status" className="text-sm text-green-800">
          {t('cart.rewards.claimed')}
        </p>
      ) : null}
    </section>
  );
}
