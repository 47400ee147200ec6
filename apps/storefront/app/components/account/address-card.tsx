import { useIntl } from '~/i18n/intl';
import { canDeleteAddress, type Address } from '~/domain/address';
import { isAddressValid } from '~/domain/address-validity';
import { PinIcon } from './account-icons';
import { ShippingNoteText } from './shipping-note-field';

interface Props {
  address: Address;
  onEdit: (address: Address) => void;
  onDelete: (address: Address) => void;
  busy: boolean;
}

/** One address: its lines, a warning when it is incomplete (docs/product/validation.md#addresses), edit, and delete unless main. */
export function AddressCard({ address, onEdit, onDelete, busy }: Props) {
  const intl = useIntl();
  const valid = isAddressValid(address);
  const headingId = `address-${address.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-2 rounded-lg border border-black/10 p-4"
      data-testid="address-card"
    >
      <h2 id={headingId} className="flex items-center gap-2 font-semibold">
        <PinIcon />
        {address.name}
        {address.main ? (
          <span className="rounded bg-lime-100 px-2 py-0.5 text-xs font-medium">
            {intl.formatMessage({ id: 'account.address.main' })}
          </span>
        ) : null}
      </h2>
      <address className="not-italic">
        {address.street ? <span className="block">{address.street}</span> : null}
        {address.street2 ? <span className="block">{address.street2}</span> : null}
        <span className="block">
          {[address.zip, address.city].filter(Boolean).join(' ')}
          {address.countryName ? ` - ${address.countryName}` : ''}
        </span>
        {address.phone ? <span className="block">{address.phone}</span> : null}
        {address.mobile ? <span className="block">{address.mobile}</span> : null}
      </address>
      <ShippingNoteText note={address.shippingNote} />
      {valid ? null : (
        <p className="rounded border border-amber-700 bg-amber-50 p-2 text-sm">
          {intl.formatMessage({ id: 'account.address.uncomplete' })}
        </p>
      )}
      <div className="mt-auto flex gap-2 pt-2">
        <button
          type="button"
          onClick={() => onEdit(address)}
          className="rounded border border-black/20 px-3 py-1 hover:bg-black/5"
          aria-label={intl.formatMessage({ id: 'account.address.edit_named' }, { name: address.name })}
        >
          {intl.formatMessage({ id: 'account.actions.modify' })}
        </button>
        {canDeleteAddress(address) ? (
          <button
            type="button"
            disabled={busy}
            onClick={() => onDelete(address)}
            className="rounded border border-red-700 px-3 py-1 text-red-800 hover:bg-red-50 disabled:opacity-60"
            aria-label={intl.formatMessage({ id: 'account.address.delete_named' }, { name: address.name })}
          >
            {intl.formatMessage({ id: 'account.actions.delete' })}
          </button>
        ) : null}
      </div>
    </article>
  );
}
