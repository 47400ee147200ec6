import { useIntl } from '~/i18n/intl';
import { Link } from 'react-router';
import { useLocalePath } from '~/hooks/use-root-data';
import { BagIcon } from '../ui/icons';

/** The height an empty cart takes, kept by the cart page while it loads (cart-view.tsx). */
export const CART_ANSWER_MIN_HEIGHT = 'min-h-72';

export function CartEmpty() {
  const intl = useIntl();
  const localePath = useLocalePath();
  return (
    <div
      className={`flex flex-col items-center gap-4 py-12 text-center ${CART_ANSWER_MIN_HEIGHT}`}
      data-testid="cart-empty"
    >
      <BagIcon className="size-16 text-black/30" />
      <p className="text-lg">{intl.formatMessage({ id: 'cart.empty' })}</p>
      <Link
        to={localePath('/')}
        className="rounded bg-brand-dark px-4 py-2 font-medium text-white hover:bg-ink"
      >
        {intl.formatMessage({ id: 'cart.continue' })}
      </Link>
    </div>
  );
}
