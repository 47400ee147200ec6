import { useEffect, useState } from 'react';
import { useIntl } from '~/i18n/intl';
import type { CartState } from '~/domain/cart-engine';

/** Changes still unsent after this long are announced (docs/product/screens.md#cart: "for more than 2 s"). */
const PENDING_NOTICE_DELAY_MS = 2000;

/**
 * Tells the shopper that the cart is kept on this device while the ERP is out of reach or the last
 * changes are not sent yet, and lets them retry at once.
 */
export function CartSyncNotice({ state, onRetry }: { state: CartState; onRetry: () => void }) {
  const intl = useIntl();
  const [longPending, setLongPending] = useState(false);
  useEffect(() => {
    if (!state.hasPendingTransactions) return;
    const timer = window.setTimeout(() => setLongPending(true), PENDING_NOTICE_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      setLongPending(false);
    };
  }, [state.hasPendingTransactions]);

  const messageId = state.erpNotAvailable
    ? 'cart.sync.unavailable'
    : state.syncError
      ? 'cart.sync.error'
      : longPending
        ? 'cart.pending.checkout'
        : undefined;
  return (
    <div role="status" aria-live="polite">
      {messageId ? (
        <div
          data-testid="cart-sync-notice"
          className="flex flex-wrap items-center gap-3 rounded border-l-4 border-amber-700 bg-amber-50 p-3"
        >
          <p className="flex-1">{intl.formatMessage({ id: messageId })}</p>
          {state.hasPendingTransactions ? (
            <button
              type="button"
              onClick={onRetry}
              className="rounded border border-amber-800 px-3 py-1 text-sm hover:bg-amber-100"
            >
              {intl.formatMessage({ id: 'cart.sync.retry' })}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
