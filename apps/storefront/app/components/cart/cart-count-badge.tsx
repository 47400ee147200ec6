import { useIntl } from '~/i18n/intl';
import { cartBadgeText } from '~/domain/cart-badge';
import { useCart } from './cart-context';

/**
 * The number of cart lines on the header's cart link (docs/product/screens.md#cart-badge): hidden at 0, '+99' above 98.
 * Rendered only in the browser, where the cart lives, so the server page never shows a wrong count.
 */
export function CartCountBadge() {
  const intl = useIntl();
  const { state } = useCart();
  const count = state.lines.length;
  const text = cartBadgeText(count);
  if (!text) return null;
  return (
    <>
      <span
        aria-hidden="true"
        data-testid="cart-count"
        className="-ml-2 -mt-4 min-w-5 rounded-full bg-brand-dark px-1 text-center text-xs leading-5 font-semibold text-white"
      >
        {text}
      </span>
      <span className="sr-only">{intl.formatMessage({ id: 'cart.badge' }, { count })}</span>
    </>
  );
}
