import { useState } from 'react';
import { useIntl } from '~/i18n/intl';
import { bestCoupon, type LoyaltyCard, rewardsAvailable } from '~/domain/loyalty';
import { formatPrice } from '~/domain/money';
import { useRootData } from '~/hooks/use-root-data';
import { useNotify } from '../notifications/notifications';
import { useCart } from './cart-context';

/**
 * A therapist's loyalty card on the cart (docs/product/entities.md#loyalty-card): the points, what each reward is worth
 * and how many the points buy, and the best reward for this cart, applied as a coupon with the card code.
 */
export function LoyaltyRewards({ cards }: { cards: readonly LoyaltyCard[] }) {
  const intl = useIntl();
  const notify = useNotify();
  const { locale } = useRootData();
  const { state, services } = useCart();
  const [busy, setBusy] = useState(false);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  const cart = state.cart;
  if (!cart || cards.length === 0 || !services) return null;
  const cartAmount = cart.amount.total_without_shipping_without_discount;
  const rewardApplied = cart.reward_amount !== 0;

  const use = async (card: LoyaltyCard) => {
    setBusy(true);
    try {
      services.engine.acceptCart(await services.cartApi.applyCoupon(card.code));
      notify('success', t('cart.loyalty.applied'));
    } catch (error) {
      console.error('cart: the loyalty reward was refused;', error);
      await services.engine.sync();
      notify('error', t('cart.loyalty.error'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {cards.map((card) => {
        const best = bestCoupon(card, cartAmount);
        return (
          <section
            key={card.code}
            aria-labelledby={`loyalty-${card.code}`}
            className="space-y-2 rounded border border-brand/40 p-4"
          >
            <h2 id={`loyalty-${card.code}`} className="font-semibold">
              {t('cart.loyalty.title')}
            </h2>
            <p>{t('cart.loyalty.points', { points: card.points, code: card.code })}</p>
            <ul className="text-sm">
              {card.rewards.map((reward) => (
                <li key={reward.required_points}>
                  {t('cart.loyalty.reward', {
                    discount: formatPrice(reward.discount, locale),
                    points: reward.required_points,
                    count: rewardsAvailable(card.points, reward),
                  })}
                </li>
              ))}
            </ul>
            {rewardApplied ? (
              <p className="text-sm text-green-800">{t('cart.loyalty.in_cart')}</p>
            ) : best ? (
              <div className="flex flex-wrap items-center gap-2">
                <p data-testid="best-reward">
                  {t('cart.loyalty.best', { discount: formatPrice(best.discount, locale) })}
                </p>
                <button
                  type="button"
                  disabled={busy || state.hasPendingTransactions}
                  onClick={() => void use(card)}
                  className="rounded bg-brand-dark px-3 py-1.5 text-sm font-medium text-white hover:bg-ink disabled:opacity-50"
                >
                  {t('cart.loyalty.use')}
                </button>
              </div>
            ) : (
              <p className="text-sm">{t('cart.loyalty.none')}</p>
            )}
          </section>
        );
      })}
    </>
  );
}
