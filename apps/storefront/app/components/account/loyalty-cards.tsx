import { useIntl } from '~/i18n/intl';
import { formatPrice } from '~/domain/money';
import { type LoyaltyCard, rewardsAvailable } from '~/domain/loyalty';
import { useRootData } from '~/hooks/use-root-data';
import { CardIcon } from './account-icons';

/** A therapist's loyalty cards: points, and how many of each reward they buy (docs/product/entities.md#loyalty-card). */
export function LoyaltyCards({ cards }: { cards: readonly LoyaltyCard[] }) {
  const intl = useIntl();
  const { locale } = useRootData();
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby="loyalty-title" className="space-y-3">
      <h2 id="loyalty-title" className="text-xl font-semibold">
        {intl.formatMessage({ id: 'account.loyalty.title' })}
      </h2>
      {cards.map((card) => (
        <article key={card.code} className="space-y-2 rounded-lg border border-black/10 p-4">
          <h3 className="flex items-center gap-2 font-medium">
            <CardIcon />
            {card.code}
          </h3>
          <p>{intl.formatMessage({ id: 'account.loyalty.points' }, { points: card.points })}</p>
          <table className="w-full text-left text-sm">
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage({ id: 'account.loyalty.reward' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'account.loyalty.required_points' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'account.loyalty.available' })}</th>
              </tr>
            </thead>
            <tbody>
              {card.rewards.map((reward) => (
                <tr key={`${reward.discount}-${reward.required_points}`} className="border-t border-black/10">
                  <td>{formatPrice(reward.discount, locale)}</td>
                  <td>{reward.required_points}</td>
                  <td data-testid="rewards-available">{rewardsAvailable(card.points, reward)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </article>
      ))}
    </section>
  );
}
