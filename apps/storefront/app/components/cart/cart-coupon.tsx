import { useId, useState } from 'react';
import { checkChoice, codeAsksChoice, type ProgramReward, type RewardChoice } from '~/domain/program-rewards';
import { useIntl } from '~/i18n/intl';
import { buttonClass } from '~/components/ui/button-class';
import { codeChoices } from '~/services/cart/code-choices';
import { useCart } from './cart-context';
import { CouponRewardChoice } from './coupon-reward-choice';

type Outcome = { kind: 'success'; code: string } | { kind: 'error'; code: string } | undefined;

/** A code that gives a choice of rewards, and what the shopper chose so far. */
interface Offer {
  code: string;
  rewards: ProgramReward[];
  choice: RewardChoice;
  missing?: 'reward' | 'product';
}

const NO_CHOICE: RewardChoice = { rewardId: null, freeProductId: null };

/**
 * A promo code for the cart (docs/product/screens.md#cart). An empty code does nothing (docs/product/validation.md#cart-changes); on an error the cart
 * is fetched again first, then the error is shown (docs/product/errors.md#sessions-and-the-cart). A code the ERP refuses
 * because it gives a choice (docs/product/entities.md#program-reward) shows its rewards to choose from, the code kept.
 */
export function CartCoupon() {
  const intl = useIntl();
  const { state, services } = useCart();
  const id = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const [offer, setOffer] = useState<Offer>();
  const t = (key: string, values?: Record<string, string>) => intl.formatMessage({ id: key }, values);
  const applied = state.cart?.promo_codes ?? [];

  /** The rewards of a refused code, when it gives a choice; none when the ERP cannot list them. */
  const choiceOf = async (trimmed: string) => {
    if (!services) return [];
    const rewards = await services.cartApi.codeRewards(trimmed).catch((error: unknown) => {
      console.error('cart: the rewards of the code could not be read;', error);
      return [];
    });
    return codeAsksChoice(rewards) ? rewards : [];
  };

  const apply = async (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed || !services) return;
    const chosen = offer?.code === trimmed ? checkChoice(offer.rewards, offer.choice) : undefined;
    if (chosen && !chosen.ok) {
      setOffer({ ...(offer as Offer), missing: chosen.missing });
      return;
    }
    setBusy(true);
    try {
      services.engine.acceptCart(await services.cartApi.applyCoupon(trimmed, chosen?.body));
      codeChoices.remember(trimmed, chosen?.body);
      setOutcome({ kind: 'success', code: trimmed });
      setOffer(undefined);
      setCode('');
    } catch (error) {
      console.error('cart: the coupon was refused;', error);
      const rewards = chosen ? [] : await choiceOf(trimmed);
      if (rewards.length > 0) {
        setOffer({ code: trimmed, rewards, choice: NO_CHOICE });
        setOutcome(undefined);
      } else {
        await services.engine.sync();
        setOutcome({ kind: 'error', code: trimmed });
      }
    } finally {
      setBusy(false);
    }
  };

  const messageId = `${id}-message`;
  const choosing = offer !== undefined && offer.code === code.trim();
  return (
    <form onSubmit={apply} className="space-y-2" aria-busy={busy}>
      <label htmlFor={id} className="block font-medium">
        {t('cart.coupon.title')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          aria-invalid={outcome?.kind === 'error'}
          aria-describedby={outcome ? messageId : undefined}
          className="min-w-0 flex-1 rounded border border-black/30 px-3 py-2 aria-[invalid=true]:border-red-700"
        />
        {choosing ? null : (
          <button type="submit" disabled={busy} className={buttonClass('outline', 'md')}>
            {t('cart.coupon.apply')}
          </button>
        )}
      </div>
      {choosing ? (
        <>
          <CouponRewardChoice
            id={id}
            rewards={offer.rewards}
            choice={offer.choice}
            missing={offer.missing}
            onChoice={(choice) => setOffer({ ...offer, choice, missing: undefined })}
          />
          <button type="submit" disabled={busy} className={buttonClass('outline', 'md')}>
            {t('cart.rewards.apply')}
          </button>
        </>
      ) : null}
      {outcome ? (
        <p
          id={messageId}
          role={outcome.kind === 'error' ? 'alert' : 'status'}
          className={outcome.kind === 'error' ? 'text-sm text-red-800' : 'text-sm text-green-800'}
        >
          {t(outcome.kind === 'error' ? 'cart.coupon.error' : 'cart.coupon.success', { code: outcome.code })}
        </p>
      ) : null}
      {applied.length > 0 ? (
        <p className="text-sm" data-testid="applied-codes">
          {t('cart.coupon.applied', { codes: applied.join(', ') })}
        </p>
      ) : null}
    </form>
  );
}
