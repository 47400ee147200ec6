import { useId, useState } from 'react';
import { useIntl } from '~/i18n/intl';
import { useCart } from './cart-context';
import { buttonClass } from '~/components/ui/button-class';

type Outcome = { kind: 'success'; code: string } | { kind: 'error'; code: string } | undefined;

/**
 * A promo code for the cart (docs/product/screens.md#cart). An empty code does nothing (docs/product/validation.md#cart-changes); on an error the cart
 * is fetched again first, then the error is shown (docs/product/errors.md#sessions-and-the-cart).
 */
export function CartCoupon() {
  const intl = useIntl();
  const { state, services } = useCart();
  const id = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const t = (key: string, values?: Record<string, string>) => intl.formatMessage({ id: key }, values);
  const applied = state.cart?.promo_codes ?? [];

  const apply = async (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed || !services) return;
    setBusy(true);
    try {
      services.engine.acceptCart(await services.cartApi.applyCoupon(trimmed));
      setOutcome({ kind: 'success', code: trimmed });
      setCode('');
    } catch (error) {
      console.error('cart: the coupon was refused;', error);
      await services.engine.sync();
      setOutcome({ kind: 'error', code: trimmed });
    } finally {
      setBusy(false);
    }
  };

  const messageId = `${id}-message`;
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
        <button type="submit" disabled={busy} className={buttonClass('outline', 'md')}>
          {t('cart.coupon.apply')}
        </button>
      </div>
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
