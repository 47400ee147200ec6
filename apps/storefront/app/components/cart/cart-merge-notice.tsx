import { useSyncExternalStore } from 'react';
import { useIntl } from '~/i18n/intl';
import { quantitiesWithoutAccount } from '~/domain/sign-in-merge';
import { fromAccountStore } from '~/services/cart/sign-in-sync';
import { useSession } from '~/services/session/use-session';
import { useNotify } from '../notifications/notifications';
import { useCart } from './cart-context';
import { buttonClass } from '~/components/ui/button-class';

const settle = () => fromAccountStore.set(null);

/**
 * Says what signing in added from the customer's earlier cart, and lets the shopper keep both carts or
 * only this visit's, as the best shops do rather than double a cart unsaid.
 */
export function CartMergeNotice() {
  const intl = useIntl();
  const notify = useNotify();
  const { state, services } = useCart();
  const { signedIn } = useSession();
  const fromAccount = useSyncExternalStore(fromAccountStore.subscribe, fromAccountStore.get, () => null);
  // Signed out since, the cart is no longer theirs.
  if (!fromAccount || !services || !signedIn) return null;
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);

  const keepThisVisit = () => {
    for (const { line, qty } of quantitiesWithoutAccount(state.lines, fromAccount)) {
      services.engine.setQuantity(line, qty);
    }
    settle();
    notify('success', t('cart.merge.undone'));
    void services.engine.sync(false);
  };

  return (
    <section
      data-testid="cart-merge-notice"
      aria-labelledby="cart-merge-notice-text"
      className="flex flex-wrap items-center gap-3 rounded border-l-4 border-brand-dark bg-brand/10 p-3"
    >
      <p id="cart-merge-notice-text" className="flex-1">
        {t('cart.merge.notice', { count: fromAccount.count })}
      </p>
      <button type="button" onClick={settle} className={buttonClass('secondary', 'sm')}>
        {t('cart.merge.keep_both')}
      </button>
      <button type="button" onClick={keepThisVisit} className={buttonClass('primary', 'sm')}>
        {t('cart.merge.keep_this')}
      </button>
    </section>
  );
}
