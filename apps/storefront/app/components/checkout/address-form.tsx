import { useState } from 'react';
import { useIntl } from '~/i18n/intl';
import {
  isShippingNoteTooLong,
  takesShippingNote,
  type Address,
  type AddressForm as AddressValues,
} from '~/domain/address';
import type { Country } from '~/domain/settings';
import { useRootData } from '~/hooks/use-root-data';
import { ShippingNoteField } from '../account/shipping-note-field';

interface AddressFormProps {
  address: Address | null;
  countries: Country[];
  /** The country an address without one starts with (newAddressCountryId); null: the shopper chooses. */
  newCountryId: number | null;
  busy: boolean;
  onSave: (values: AddressValues) => void;
  onCancel: () => void;
}

const FIELDS = [
  { name: 'name', autoComplete: 'name', required: true },
  { name: 'street', autoComplete: 'address-line1', required: true },
  { name: 'street2', autoComplete: 'address-line2', required: false },
  { name: 'zip', autoComplete: 'postal-code', required: true },
  { name: 'city', autoComplete: 'address-level2', required: true },
  { name: 'phone', autoComplete: 'tel', required: false },
] as const;

type TextField = (typeof FIELDS)[number]['name'];

/** Completes or adds an address in the checkout; what docs/product/validation.md#addresses requires is checked before saving. */
export function AddressForm({ address, countries, newCountryId, busy, onSave, onCancel }: AddressFormProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [values, setValues] = useState<Record<TextField, string>>({
    name: address?.name ?? '',
    street: address?.street ?? '',
    street2: address?.street2 ?? '',
    zip: address?.zip ?? '',
    city: address?.city ?? '',
    phone: address?.phone ?? '',
  });
  const [countryId, setCountryId] = useState<number | null>(address?.countryId ?? newCountryId);
  const { erpModules } = useRootData();
  // Undefined where the address takes no delivery instructions: then none is sent.
  const [shippingNote, setShippingNote] = useState(
    takesShippingNote(address, erpModules.shippingNote) ? (address?.shippingNote ?? '') : undefined,
  );
  const [tried, setTried] = useState(false);
  const missing = (name: TextField) =>
    tried && FIELDS.find((field) => field.name === name)!.required && !values[name].trim();

  const countryMissing = tried && countryId === null;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (FIELDS.some((field) => field.required && !values[field.name].trim())) return;
    if (countries.length > 0 && countryId === null) return;
    if (isShippingNoteTooLong(shippingNote)) return;
    onSave({
      ...values,
      countryId,
      titleId: address?.titleId ?? null,
      mobile: address?.mobile ?? '',
      shippingNote,
    });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-3"
      aria-label={t(address ? 'checkout.address.complete' : 'checkout.address.new')}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <div key={field.name} className="space-y-1">
            <label htmlFor={`address-${field.name}`} className="block font-medium">
              {t(`checkout.address.field.${field.name}`)}
              {field.required ? (
                <span aria-hidden="true" className="text-red-700">
                  {' *'}
                </span>
              ) : null}
            </label>
            <input
              id={`address-${field.name}`}
              autoComplete={field.autoComplete}
              required={field.required}
              value={values[field.name]}
              onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
              aria-invalid={missing(field.name)}
              aria-describedby={missing(field.name) ? `address-${field.name}-error` : undefined}
              className="w-full rounded border border-black/30 px-3 py-2 aria-[invalid=true]:border-red-700"
            />
            {missing(field.name) ? (
              <p id={`address-${field.name}-error`} className="text-sm text-red-700">
                {t('checkout.address.required')}
              </p>
            ) : null}
          </div>
        ))}
        {countries.length > 0 ? (
          <div className="space-y-1">
            <label htmlFor="address-country" className="block font-medium">
              {t('checkout.address.field.country')}
              <span aria-hidden="true" className="text-red-700">
                {' *'}
              </span>
            </label>
            <select
              id="address-country"
              required
              value={countryId ?? ''}
              onChange={(event) => setCountryId(event.target.value ? Number(event.target.value) : null)}
              aria-invalid={countryMissing}
              aria-describedby={countryMissing ? 'address-country-error' : undefined}
              className="w-full rounded border border-black/30 px-3 py-2 aria-[invalid=true]:border-red-700"
            >
              {countryId === null ? <option value="">{t('account.register.industry_choose')}</option> : null}
              {countries.map((country) => (
                <option key={country.id} value={country.id}>
                  {country.name}
                </option>
              ))}
            </select>
            {countryMissing ? (
              <p id="address-country-error" className="text-sm text-red-700">
                {t('checkout.address.required')}
              </p>
            ) : null}
          </div>
        ) : null}
        {shippingNote !== undefined ? (
          <div className="sm:col-span-2">
            <ShippingNoteField value={shippingNote} onChange={setShippingNote} />
          </div>
        ) : null}
      </div>
      <div className="flex gap-2">
        <button
          type="submit"
          disabled={busy}
          className="rounded bg-brand-dark px-4 py-2 font-medium text-white hover:bg-ink disabled:opacity-50"
        >
          {t('checkout.address.save')}
        </button>
        <button
          type="button"
          onClick={onCancel}
          className="rounded border border-black/30 px-4 py-2 hover:bg-black/5"
        >
          {t('checkout.back')}
        </button>
      </div>
    </form>
  );
}
