import { formatPrice } from '~/domain/money';
import { offersProductChoice, type ProgramReward } from '~/domain/program-rewards';
import { useIntl } from '~/i18n/intl';
import { useRootData } from '~/hooks/use-root-data';
import { knownLineProducts } from '~/services/cart/line-products-cache';
import { useLineProductsReading } from './use-line-products-reading';

/** What a reward gives, in the page's language (docs/product/screens.md#cart). */
export function useRewardLabel(): (reward: ProgramReward) => string {
  const intl = useIntl();
  const { locale } = useRootData();
  return (reward) => {
    if (reward.reward_type === 'product') return intl.formatMessage({ id: 'cart.rewards.product' });
    if (reward.discount !== null && reward.discount_mode === 'percent') {
      return intl.formatMessage(
        { id: 'cart.rewards.percent' },
        { discount: intl.formatNumber(reward.discount) },
      );
    }
    if (reward.discount !== null && reward.discount_mode === 'per_order') {
      return intl.formatMessage(
        { id: 'cart.rewards.amount' },
        { amount: formatPrice(reward.discount, locale) },
      );
    }
    return intl.formatMessage({ id: 'cart.rewards.discount' });
  };
}

/**
 * The names of the free products on offer, read from the storefront's catalogue as the cart's lines
 * are; until then (or for a product it does not have) a product is named by its number.
 */
function useProductNames(ids: readonly number[]): (id: number) => string {
  const intl = useIntl();
  const { locale } = useRootData();
  const idsKey = [...new Set(ids)].sort((a, b) => a - b).join(',');
  // Read for its effect: the names below are those known once the reading ended.
  useLineProductsReading(locale, idsKey, 'the free products');
  const known = knownLineProducts(locale, ids);
  return (id) => {
    const product = known.get(id);
    if (!product) return intl.formatMessage({ id: 'cart.rewards.product_fallback' }, { id });
    return product.variant ? `${product.name} – ${product.variant}` : product.name;
  };
}

/** The free products of a product reward that offers several, as a radio group. */
export function FreeProductChoice({
  reward,
  value,
  onChange,
  name,
}: {
  reward: ProgramReward;
  value: number | null;
  onChange: (productId: number) => void;
  name: string;
}) {
  const intl = useIntl();
  const productName = useProductNames(reward.reward_product_ids);
  if (!offersProductChoice(reward)) return null;
  return (
    <fieldset className="mt-2 ml-6 space-y-1">
      <legend className="text-sm font-medium">
        {intl.formatMessage({ id: 'cart.rewards.products_legend' })}
      </legend>
      {reward.reward_product_ids.map((productId) => (
        <label key={productId} className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name={name}
            value={productId}
            checked={value === productId}
            onChange={() => onChange(productId)}
          />
          {productName(productId)}
        </label>
      ))}
    </fieldset>
  );
}
