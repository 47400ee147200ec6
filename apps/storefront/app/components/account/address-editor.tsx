import { useEffect, useRef, useState } from 'react';
import { useIntl } from '~/i18n/intl';
import {
  addressBody,
  isShippingNoteTooLong,
  takesShippingNote,
  type Address,
  type AddressForm,
} from '~/domain/address';
import type { Country, Named } from '~/domain/settings';
import { useRootData } from '~/hooks/use-root-data';
import type { ErpBrowserClient } from '~/services/erp/erp-browser-client';
import { FormField } from '../ui/form-field';
import { ErpErrorMessage } from './erp-error-message';
import { ShippingNoteField } from './shipping-note-field';

interface Props {
  /** The address to edit; null for a new delivery address. */
  address: Address | null;
  countries: readonly Country[];
  /** The country an address without one starts with (newAddressCountryId); null: the shopper chooses. */
  newCountryId: number | null;
  titles: readonly Named[];
  erp: ErpBrowserClient;
  onSaved: () => void;
  onClose: () => void;
}

const REQUIRED = ['name', 'street', 'zip', 'city'] as const;

function formOf(address: Address | null, newCountryId: number | null, withNote: boolean): AddressForm {
  return {
    name: address?.name ?? '',
    street: address?.street ?? '',
    street2: address?.street2 ?? '',
    zip: address?.zip ?? '',
    city: address?.city ?? '',
    countryId: address?.countryId ?? newCountryId,
    titleId: address?.titleId ?? null,
    phone: address?.phone ?? '',
    mobile: address?.mobile ?? '',
    shippingNote: withNote ? (address?.shippingNote ?? '') : undefined,
  };
}

/**
 * The address editor, a modal dialog (native <dialog>: focus kept inside, Escape closes). On failure
 * it stays open with what was typed.
 */
export function AddressEditor({ address, countries, newCountryId, titles, erp, onSaved, onClose }: Props) {
  const intl = useIntl();
  const dialog = useRef<HTMLDialogElement>(null);
  const { erpModules } = useRootData();
  const [form, setForm] = useState(() =>
    formOf(address, newCountryId, takesShippingNote(address, erpModules.shippingNote)),
  );
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  const set =
    (name: keyof AddressForm) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      const { value } = event.target;
      const numeric = name === 'countryId' || name === 'titleId';
      setForm((current) => ({ ...current, [name]: numeric ? (value ? Number(value) : null) : value }));
    };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setError(undefined);
    if (REQUIRED.some((name) => !form[name].trim()) || form.countryId === null) return;
    if (isShippingNoteTooLong(form.shippingNote)) return;
    setBusy(true);
    try {
      const body = addressBody(form);
      if (address) await erp.post(`addresses/${address.type}/${address.id}`, body);
      else await erp.post('addresses/delivery', body);
      onSaved();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  type TextField = (typeof REQUIRED)[number] | 'street2' | 'phone' | 'mobile';
  const text = (name: TextField, labelId: string, autoComplete: string) => {
    const required = (REQUIRED as readonly string[]).includes(name);
    return (
      <FormField
        name={`address-${name}`}
        labelId={labelId}
        required={required}
        errorId={required && checked && !form[name].trim() ? 'error.login.required' : undefined}
      >
        {(field) => <input {...field} autoComplete={autoComplete} value={form[name]} onChange={set(name)} />}
      </FormField>
    );
  };

  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby="address-editor-title"
      className="m-auto w-full max-w-lg rounded-lg p-0 backdrop:bg-black/40"
    >
      <form onSubmit={submit} noValidate className="space-y-4 p-6">
        <h2 id="address-editor-title" className="text-xl font-semibold">
          {intl.formatMessage({ id: address ? 'account.address.edit' : 'account.address.create' })}
        </h2>
        <ErpErrorMessage error={error} messageId="account.address.save.error" />
        {titles.length > 0 ? (
          <FormField name="address-title" labelId="account.address.title_field">
            {(field) => (
              <select {...field} value={form.titleId ?? ''} onChange={set('titleId')}>
                <option value="">{intl.formatMessage({ id: 'account.register.industry_choose' })}</option>
                {titles.map((title) => (
                  <option key={title.id} value={title.id}>
                    {title.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        ) : null}
        {text('name', 'account.address.name', 'name')}
        {text('street', 'account.address.street', 'address-line1')}
        {text('street2', 'account.address.street2', 'address-line2')}
        <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
          {text('zip', 'account.address.zip', 'postal-code')}
          {text('city', 'account.address.city', 'address-level2')}
        </div>
        <FormField
          name="address-country"
          labelId="account.address.country"
          required
          errorId={checked && form.countryId === null ? 'error.login.required' : undefined}
        >
          {(field) => (
            <select {...field} value={form.countryId ?? ''} onChange={set('countryId')}>
              {form.countryId === null ? (
                <option value="">{intl.formatMessage({ id: 'account.register.industry_choose' })}</option>
              ) : null}
              {countries.map((country) => (
                <option key={country.id} value={country.id}>
                  {country.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('phone', 'account.address.phone', 'tel')}
          {text('mobile', 'account.address.mobile', 'tel')}
        </div>
        {form.shippingNote !== undefined ? (
          <ShippingNoteField
            value={form.shippingNote}
            onChange={(shippingNote) => setForm((current) => ({ ...current, shippingNote }))}
          />
        ) : null}
        <div className="flex justify-end gap-2">
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className="rounded border border-black/20 px-4 py-2 hover:bg-black/5"
          >
            {intl.formatMessage({ id: 'account.actions.close' })}
          </button>
          <button
            type="submit"
            disabled={busy}
            aria-busy={busy}
            className="rounded bg-brand-dark px-4 py-2 text-white hover:bg-ink disabled:opacity-60"
          >
            {intl.formatMessage({ id: 'account.actions.validate' })}
          </button>
        </div>
      </form>
    </dialog>
  );
}
