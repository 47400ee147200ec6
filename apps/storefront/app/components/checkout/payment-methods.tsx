import { useIntl } from '~/i18n/intl';
import type { PaymentProvider } from '~/services/cart/payment-api';

interface PaymentMethodsProps {
  providers: PaymentProvider[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  reference: string | null;
}

/** The payment methods as radio buttons with their card icons (images the ERP sends, else names). */
export function PaymentMethods({ providers, selectedId, onSelect, reference }: PaymentMethodsProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 font-semibold">{t('checkout.payment.legend')}</legend>
      {providers.map((provider) => {
        const id = `provider-${provider.id}`;
        return (
          <div
            key={provider.id}
            className="flex flex-wrap items-center gap-2 rounded border border-black/10 p-3 has-[:checked]:border-brand-dark"
          >
            <input
              type="radio"
              id={id}
              name="payment-provider"
              checked={selectedId === provider.id}
              onChange={() => onSelect(provider.id)}
            />
            <label htmlFor={id} className="flex-1 font-medium">
              {provider.name}
            </label>
            {provider.state === 'test' ? (
              <span className="rounded bg-amber-100 px-2 py-0.5 text-xs text-amber-900">
                {t('checkout.payment.test_mode')}
              </span>
            ) : null}
            {provider.payment_icons.length > 0 ? (
              <ul className="flex gap-1" aria-label={t('checkout.payment.icons', { name: provider.name })}>
                {provider.payment_icons.map((icon, index) => (
                  <li key={index}>
                    {icon.image ? (
                      <img src={`data:image/png;base64,${icon.image}`} alt={icon.name} className="h-6" />
                    ) : (
                      <span className="rounded border border-black/20 px-1.5 py-0.5 text-xs">
                        {icon.name}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        );
      })}
      {reference ? (
        <p className="text-sm text-black/70">{t('checkout.payment.reference', { reference })}</p>
      ) : null}
    </fieldset>
  );
}
