import { useIntl } from '~/i18n/intl';
import { isShippingNoteTooLong, SHIPPING_NOTE_MAX_LENGTH } from '~/domain/address';

interface Props {
  value: string;
  onChange: (value: string) => void;
}

/**
 * The delivery instructions of an address (shopinvader_api_address_shipping_note), optional. Longer than
 * the forms take, it says so at once and keeps the text as typed (no maxLength cutting a paste short);
 * the form refuses to save it (isShippingNoteTooLong).
 */
export function ShippingNoteField({ value, onChange }: Props) {
  const intl = useIntl();
  const tooLong = isShippingNoteTooLong(value);
  const values = { max: SHIPPING_NOTE_MAX_LENGTH };
  return (
    <div className="space-y-1">
      <label htmlFor="address-shipping-note" className="block font-medium">
        {intl.formatMessage({ id: 'shipping_note.label' })}
      </label>
      <textarea
        id="address-shipping-note"
        name="shipping_note"
        rows={2}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={tooLong}
        aria-describedby={tooLong ? 'address-shipping-note-error' : 'address-shipping-note-hint'}
        className="w-full rounded border border-black/30 px-3 py-2 aria-[invalid=true]:border-red-700"
      />
      {tooLong ? (
        <p id="address-shipping-note-error" className="text-sm text-red-700">
          {intl.formatMessage({ id: 'shipping_note.too_long' }, values)}
        </p>
      ) : (
        <p id="address-shipping-note-hint" className="text-sm text-black/70">
          {intl.formatMessage({ id: 'shipping_note.hint' }, values)}
        </p>
      )}
    </div>
  );
}

/** The delivery instructions under an address, labelled; nothing when there are none. */
export function ShippingNoteText({ note }: { note: string | null | undefined }) {
  const intl = useIntl();
  if (!note?.trim()) return null;
  return (
    <p className="text-sm" data-testid="shipping-note">
      <span className="font-medium">{intl.formatMessage({ id: 'shipping_note.shown' })}</span> {note}
    </p>
  );
}
