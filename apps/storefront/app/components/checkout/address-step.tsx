import { useEffect, useState } from 'react';
import { useIntl } from '~/i18n/intl';
import { newAddressCountryId, type Address, type AddressForm as AddressValues } from '~/domain/address';
import { hasValidAddresses, isSameAddress } from '~/domain/address-validity';
import { checkoutStepUpdate } from '~/domain/checkout-steps';
import type { Country } from '~/domain/settings';
import { useRootData } from '~/hooks/use-root-data';
import { CartBusy } from '../cart/cart-busy';
import { useCart } from '../cart/cart-context';
import { useNotify } from '../notifications/notifications';
import { AddressChoice } from './address-choice';
import { AddressForm } from './address-form';

type Editing = { address: Address | null } | undefined;

/** Picks the cart's address when it is one of the customer's, else the main (invoicing) address. */
function initialId(addresses: Address[], cartAddressId: number | undefined): number | null {
  if (addresses.some((address) => address.id === cartAddressId && !address.isDropoffSite))
    return cartAddressId!;
  return addresses.find((address) => address.type === 'invoicing')?.id ?? addresses[0]?.id ?? null;
}

/**
 * Step 1 (docs/product/screens.md#addresses-step): delivery and invoicing addresses, order reference and note, written to the
 * cart with `current/update`. Both addresses must be valid (docs/product/validation.md#addresses) to go on.
 */
export function AddressStep({ countries, onDone }: { countries: Country[]; onDone: () => void }) {
  const intl = useIntl();
  const notify = useNotify();
  const { locale, erpModules } = useRootData();
  const { state, services } = useCart();
  const [addresses, setAddresses] = useState<Address[] | undefined>();
  const [deliveryId, setDeliveryId] = useState<number | null>(null);
  const [invoicingId, setInvoicingId] = useState<number | null>(null);
  const [same, setSame] = useState(true);
  const [orderRef, setOrderRef] = useState(state.cart?.client_order_ref ?? '');
  const [note, setNote] = useState(state.cart?.note ?? '');
  const [editing, setEditing] = useState<Editing>();
  const [busy, setBusy] = useState(false);
  const [warning, setWarning] = useState(false);
  const t = (id: string) => intl.formatMessage({ id });

  useEffect(() => {
    if (!services) return;
    services.addressApi.all(countries).then(
      (found) => {
        setAddresses(found);
        const delivery = initialId(found, state.cart?.delivery.address?.id);
        const invoicing = initialId(found, state.cart?.invoicing.address?.id);
        setDeliveryId(delivery);
        setInvoicingId(invoicing);
        setSame(isSameAddress({ id: delivery }, { id: invoicing }));
      },
      (error: unknown) => {
        console.error('checkout: the addresses could not be read;', error);
        notify('error', intl.formatMessage({ id: 'error.generic' }));
      },
    );
    // The cart's addresses only choose the first selection.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [services, countries]);

  if (!addresses || !services) return <CartBusy labelId="checkout.address.loading" />;
  const byId = (id: number | null) => addresses.find((address) => address.id === id) ?? null;
  const delivery = byId(deliveryId);
  const invoicing = same ? delivery : byId(invoicingId);

  const save = async (values: AddressValues) => {
    setBusy(true);
    try {
      const target = editing?.address;
      const saved = await services.addressApi.save(
        target?.type ?? 'delivery',
        target?.id ?? null,
        values,
        countries,
      );
      setAddresses(await services.addressApi.all(countries));
      if (!target) setDeliveryId(saved.id);
      setEditing(undefined);
    } catch (error) {
      console.error('checkout: the address could not be saved;', error);
      notify('error', t('checkout.address.save_error'));
    } finally {
      setBusy(false);
    }
  };

  const next = async () => {
    if (!delivery || !invoicing || !hasValidAddresses(invoicing, delivery)) return setWarning(true);
    setWarning(false);
    setBusy(true);
    try {
      const cart = await services.cartApi.update({
        delivery: { address_id: delivery.id },
        invoicing: { address_id: invoicing.id },
        client_order_ref: orderRef.trim() || null,
        note: note.trim() || null,
        ...(erpModules.cartStep ? checkoutStepUpdate('address', 'delivery') : {}),
      });
      services.engine.acceptCart(cart);
      onDone();
    } catch (error) {
      console.error('checkout: the addresses could not be set on the cart;', error);
      notify('error', t('error.generic'));
    } finally {
      setBusy(false);
    }
  };

  if (editing) {
    return (
      <AddressForm
        address={editing.address}
        countries={countries}
        newCountryId={newAddressCountryId(countries, addresses, locale)}
        busy={busy}
        onSave={(values) => void save(values)}
        onCancel={() => setEditing(undefined)}
      />
    );
  }
  return (
    <div className="space-y-4">
      <AddressChoice
        name="delivery-address"
        legendId={same ? 'checkout.address.same' : 'checkout.address.delivery'}
        addresses={addresses}
        selectedId={deliveryId}
        onSelect={setDeliveryId}
        onComplete={(address) => setEditing({ address })}
      />
      <button
        type="button"
        onClick={() => setEditing({ address: null })}
        className="text-sm underline hover:no-underline"
      >
        {t('checkout.address.new')}
      </button>
      <div className="flex items-center gap-2">
        <input
          id="same-address"
          type="checkbox"
          checked={same}
          onChange={(event) => setSame(event.target.checked)}
        />
        <label htmlFor="same-address">{t('checkout.address.same_label')}</label>
      </div>
      {same ? null : (
        <AddressChoice
          name="invoicing-address"
          legendId="checkout.address.invoicing"
          addresses={addresses.filter((address) => !address.isDropoffSite)}
          selectedId={invoicingId}
          onSelect={setInvoicingId}
          onComplete={(address) => setEditing({ address })}
        />
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor="order-ref" className="block font-medium">
            {t('checkout.order_ref')}
          </label>
          <input
            id="order-ref"
            value={orderRef}
            maxLength={64}
            onChange={(event) => setOrderRef(event.target.value)}
            className="w-full rounded border border-black/30 px-3 py-2"
          />
        </div>
        <div className="space-y-1 sm:col-span-2">
          <label htmlFor="order-note" className="block font-medium">
            {t('checkout.note')}
          </label>
          <textarea
            id="order-note"
            value={note}
            maxLength={2000}
            rows={2}
            onChange={(event) => setNote(event.target.value)}
            className="w-full rounded border border-black/30 px-3 py-2"
          />
        </div>
      </div>
      {warning ? (
        <p role="alert" className="rounded border border-red-700 bg-red-50 p-2 text-red-900">
          {t('checkout.address.warning')}
        </p>
      ) : null}
      <button
        type="button"
        onClick={() => void next()}
        disabled={busy || state.hasPendingTransactions}
        className="rounded bg-brand-dark px-4 py-2 font-medium text-white hover:bg-ink disabled:opacity-50"
      >
        {t('checkout.address.continue')}
      </button>
    </div>
  );
}
