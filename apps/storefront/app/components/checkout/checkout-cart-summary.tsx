import { useState } from 'react';
import { useIntl } from '~/i18n/intl';
import { Link } from 'react-router';
import { useLocalePath } from '~/hooks/use-root-data';
import { useCart } from '../cart/cart-context';
import { CartTotals } from '../cart/cart-totals';

/** The cart beside the steps (screens §2.6): a link back, the line count, the lines on demand, the totals. */
export function CheckoutCartSummary() {
  const intl = useIntl();
  const localePath = useLocalePath();
  const { state } = useCart();
  const [open, setOpen] = useState(false);
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  if (!state.cart) return null;
  return (
    <aside aria-labelledby="checkout-cart-title" className="space-y-3 rounded border border-black/10 p-4">
      <h2 id="checkout-cart-title" className="font-semibold">
        <Link to={localePath('/cart')} className="underline hover:no-underline">
          {t('cart.title')}
        </Link>
      </h2>
      <p>{t('cart.line.count', { count: state.linesCount })}</p>
      <button
        type="button"
        aria-expanded={open}
        aria-controls="checkout-cart-lines"
        onClick={() => setOpen(!open)}
        className="text-sm underline hover:no-underline"
      >
        {t(open ? 'checkout.summary.hide' : 'checkout.summary.view')}
      </button>
      {open ? (
        <ul id="checkout-cart-lines" className="space-y-1 text-sm">
          {state.lines.map((line) => (
            <li key={line.key} className="flex justify-between gap-2">
              <span>{line.erpLine?.name}</span>
              <span>{intl.formatMessage({ id: 'cart.line.qty' }, { qty: line.qty })}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <CartTotals cart={state.cart} rewardLines={state.rewardLines} />
    </aside>
  );
}
