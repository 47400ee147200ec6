import { useIntl } from '~/i18n/intl';
import type { Address } from '~/domain/address';
import { isAddressValid } from '~/domain/address-validity';

/** One line per address: name, streets, zip and city, country. */
function addressText(address: Address): string {
  const place = [address.zip, address.city].filter(Boolean).join(' ');
  return [address.name, address.street, address.street2, place, address.countryName]
    .filter(Boolean)
    .join(', ');
}

interface AddressChoiceProps {
  name: string;
  legendId: string;
  addresses: Address[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  onComplete: (address: Address) => void;
}

/** A radio list of the customer's addresses; an incomplete one says so and can be completed. */
export function AddressChoice({
  name,
  legendId,
  addresses,
  selectedId,
  onSelect,
  onComplete,
}: AddressChoiceProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 font-semibold">{t(legendId)}</legend>
      {addresses.map((address) => {
        const valid = isAddressValid(address);
        const id = `${name}-${address.id}`;
        return (
          <div
            key={address.id}
            className="flex flex-wrap items-center gap-2 rounded border border-black/10 p-2 has-[:checked]:border-brand-dark"
          >
            <input
              type="radio"
              id={id}
              name={name}
              value={address.id}
              checked={selectedId === address.id}
              onChange={() => onSelect(address.id)}
              aria-describedby={valid ? undefined : `${id}-incomplete`}
            />
            <label htmlFor={id} className="flex-1">
              {addressText(address) || t('checkout.address.unnamed')}
            </label>
            {valid ? null : (
              <>
                <span id={`${id}-incomplete`} className="text-sm text-red-800">
                  {t('checkout.address.incomplete')}
                </span>
                <button
                  type="button"
                  onClick={() => onComplete(address)}
                  className="text-sm underline hover:no-underline"
                >
                  {t('checkout.address.complete')}
                </button>
              </>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
