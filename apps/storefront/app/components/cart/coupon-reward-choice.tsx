import type { ProgramReward, RewardChoice } from '~/domain/program-rewards';
import { useIntl } from '~/i18n/intl';
import { FreeProductChoice, useRewardLabel } from './reward-options';

/**
 * The rewards a code gives, when it gives a choice (docs/product/screens.md#cart): one reward as a
 * radio group, and under a product reward that offers several, the free product.
 */
export function CouponRewardChoice({
  id,
  rewards,
  choice,
  onChoice,
  missing,
}: {
  id: string;
  rewards: readonly ProgramReward[];
  choice: RewardChoice;
  onChoice: (choice: RewardChoice) => void;
  missing: 'reward' | 'product' | undefined;
}) {
  const intl = useIntl();
  const label = useRewardLabel();
  const t = (key: string) => intl.formatMessage({ id: key });
  const errorId = `${id}-missing`;
  return (
    <fieldset
      className="space-y-2 rounded border border-black/20 p-3"
      aria-describedby={missing ? errorId : undefined}
    >
      <legend className="px-1 font-medium">{t('cart.rewards.legend')}</legend>
      <p className="text-sm">{t('cart.rewards.choose')}</p>
      {rewards.map((reward) => (
        <div key={reward.id}>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name={`${id}-reward`}
              value={reward.id}
              checked={choice.rewardId === reward.id}
              onChange={() => onChoice({ rewardId: reward.id, freeProductId: null })}
            />
            <span>
              {label(reward)}
              {reward.program.name ? (
                <span className="text-sm text-black/70"> ({reward.program.name})</span>
              ) : null}
            </span>
          </label>
          {choice.rewardId === reward.id ? (
            <FreeProductChoice
              reward={reward}
              name={`${id}-product`}
              value={choice.freeProductId}
              onChange={(freeProductId) => onChoice({ rewardId: reward.id, freeProductId })}
            />
          ) : null}
        </div>
      ))}
      {missing ? (
        <p id={errorId} role="alert" className="text-sm text-red-800">
          {t(missing === 'reward' ? 'cart.rewards.missing_reward' : 'cart.rewards.missing_product')}
        </p>
      ) : null}
    </fieldset>
  );
}
