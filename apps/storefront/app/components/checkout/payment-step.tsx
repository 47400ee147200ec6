import { useEffect, useState } from 'react';
import { useIntl } from '~/i18n/intl';
import { frontendRedirectUrl } from '~/domain/payment-return';
import { useLocalePath } from '~/hooks/use-root-data';
import type { Payable, PaymentProvider } from '~/services/cart/payment-api';
import { CartBusy } from '../cart/cart-busy';
import { useLegalLink } from '../layout/legal-link';
import { useCart } from '../cart/cart-context';
import { PaymentMethods } from './payment-methods';
import { submitRedirectForm } from './redirect-form';
import { buttonClass } from '~/components/ui/button-class';

/**
 * Step 3 (docs/product/screens.md#payment-step): the methods the ERP offers for this cart's payable, the terms to accept, then
 * a redirect transaction whose form takes the shopper to the provider; the provider sends them back to
 * the localised /checkout/validated of this shop.
 */
export function PaymentStep({ onBack }: { onBack: () => void }) {
  const intl = useIntl();
  const legalLink = useLegalLink();
  const localePath = useLocalePath();
  const { services } = useCart();
  const [payable, setPayable] = useState<Payable | undefined>();
  const [providers, setProviders] = useState<PaymentProvider[] | undefined>();
  const [providerId, setProviderId] = useState<number | null>(null);
  const [accepted, setAccepted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  useEffect(() => {
    if (!services) return;
    let current = true;
    (async () => {
      const found = await services.paymentApi.payable();
      const offered = await services.paymentApi.providers(found.payable);
      if (!current) return;
      setPayable(found);
      setProviders(offered);
      setProviderId(offered[0]?.id ?? null);
    })().catch((reason: unknown) => {
      console.error('checkout: the payment methods could not be read;', reason);
      if (current) setError(reason instanceof Error ? reason.message : String(reason));
    });
    return () => {
      current = false;
    };
  }, [services]);

  const pay = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!services || !payable || providerId === null || !accepted) return;
    setBusy(true);
    setError(undefined);
    try {
      const returnUrl = frontendRedirectUrl(window.location.origin, localePath('/checkout/validated'));
      const transaction = await services.paymentApi.createTransaction(payable.payable, providerId, returnUrl);
      if (!transaction.redirect_form_html || !submitRedirectForm(transaction.redirect_form_html)) {
        throw new Error('The payment provider gave no form to follow');
      }
    } catch (reason) {
      console.error('checkout: the payment could not start;', reason);
      setError(reason instanceof Error ? reason.message : String(reason));
      setBusy(false);
    }
  };

  if (!providers && !error) return <CartBusy labelId="checkout.payment.loading" />;
  return (
    <form onSubmit={(event) => void pay(event)} className="space-y-4">
      <p>{t('checkout.payment.intro')}</p>
      {providers && providers.length === 0 ? <p>{t('checkout.payment.empty')}</p> : null}
      {providers && providers.length > 0 ? (
        <PaymentMethods
          providers={providers}
          selectedId={providerId}
          onSelect={setProviderId}
          reference={payable?.payable_reference ?? null}
        />
      ) : null}
      <div className="flex items-start gap-2">
        <input
          id="accept-terms"
          type="checkbox"
          className="mt-1"
          checked={accepted}
          onChange={(event) => setAccepted(event.target.checked)}
          aria-describedby={accepted ? undefined : 'terms-help'}
        />
        <label htmlFor="accept-terms">
          {intl.formatMessage(
            { id: 'checkout.payment.terms' },
            {
              link: legalLink('terms'),
            },
          )}
        </label>
      </div>
      {accepted ? null : (
        <p id="terms-help" className="text-sm text-black/70">
          {t('checkout.payment.terms_help')}
        </p>
      )}
      {error ? (
        <div role="alert" className="rounded border border-red-700 bg-red-50 p-2 text-red-900">
          <p>{t('error.generic')}</p>
          <code className="text-sm">{error}</code>
        </div>
      ) : null}
      <div className="flex gap-2">
        <button type="button" onClick={onBack} className={buttonClass('secondary')}>
          {t('checkout.back')}
        </button>
        <button
          type="submit"
          disabled={busy || !accepted || providerId === null || !payable}
          className={buttonClass('primary')}
        >
          {payable?.amount_formatted
            ? t('checkout.payment.submit_amount', { amount: payable.amount_formatted })
            : t('checkout.payment.submit')}
        </button>
      </div>
    </form>
  );
}
