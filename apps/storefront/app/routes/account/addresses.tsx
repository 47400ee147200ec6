import { useEffect, useMemo, useState } from 'react';
import { useIntl } from '~/i18n/intl';
import { useRevalidator } from 'react-router';
import { AddressCard } from '~/components/account/address-card';
import { AddressEditor } from '~/components/account/address-editor';
import { Spinner } from '~/components/account/spinner';
import { useNotify } from '~/components/notifications/notifications';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import {
  newAddressCountryId,
  searchAddresses,
  sortAddresses,
  toAddress,
  type Address,
} from '~/domain/address';
import { useRootData } from '~/hooks/use-root-data';
import { localeFromPathname } from '~/i18n/locales';
import { pageTitle } from '~/i18n/page-title';
import { loadSettings } from '~/services/erp/settings.server';
import { requireUser } from '~/services/session/require-user';
import { sessionStore } from '~/services/session/session';
import type { Route } from './+types/addresses';

/** Countries (priority ones first) and titles for the editor: public reference data. */
export async function loader({ request }: Route.LoaderArgs) {
  const settings = await loadSettings(localeFromPathname(new URL(request.url).pathname));
  return { countries: settings.countries, titles: settings.titles };
}

/** The customer's addresses: the invoicing one (main) and the delivery ones, read in the browser. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const { erp } = await requireUser(request);
  const settings = await serverLoader();
  try {
    const [invoicing, delivery] = await Promise.all([
      erp.get<Record<string, unknown>[]>('addresses/invoicing'),
      erp.get<Record<string, unknown>[]>('addresses/delivery'),
    ]);
    const addresses = [
      ...(invoicing ?? []).map((raw) => toAddress(raw, 'invoicing', settings.countries)),
      ...(delivery ?? []).map((raw) => toAddress(raw, 'delivery', settings.countries)),
    ];
    return { ...settings, addresses: sortAddresses(addresses), failed: false };
  } catch {
    return { ...settings, addresses: [] as Address[], failed: true };
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <Spinner />;
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageTitle(matches, 'account.address.title'), { name: 'robots', content: 'noindex' }];
}

export default function AddressesPage({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const notify = useNotify();
  const revalidator = useRevalidator();
  const { locale } = useRootData();
  const [query, setQuery] = useState('');
  // undefined: editor closed; null: a new address.
  const [editing, setEditing] = useState<Address | null | undefined>(undefined);
  const [deleting, setDeleting] = useState(false);
  // The address whose deletion waits for the customer's answer.
  const [confirming, setConfirming] = useState<Address>();
  const { addresses, countries, titles, failed } = loaderData;
  const found = useMemo(() => searchAddresses(addresses, query), [addresses, query]);
  const erp = sessionStore.erp(locale);

  useEffect(() => {
    if (failed) notify('error', intl.formatMessage({ id: 'account.address.fetch.error' }));
  }, [failed, notify, intl]);

  const remove = async (address: Address) => {
    setConfirming(undefined);
    setDeleting(true);
    try {
      await erp.delete(`addresses/${address.type}/${address.id}`);
      notify('success', intl.formatMessage({ id: 'account.address.delete.success' }));
      await revalidator.revalidate();
    } catch {
      notify('error', intl.formatMessage({ id: 'account.address.delete.error' }));
    } finally {
      setDeleting(false);
    }
  };

  const saved = async () => {
    setEditing(undefined);
    notify('success', intl.formatMessage({ id: 'account.address.save.success' }));
    await revalidator.revalidate();
  };

  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">{intl.formatMessage({ id: 'account.address.title' })}</h1>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grow">
          <label htmlFor="address-search" className="block font-medium">
            {intl.formatMessage({ id: 'account.address.search' })}
          </label>
          <input
            id="address-search"
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className="w-full rounded border border-black/30 px-3 py-2"
          />
        </div>
        <button
          type="button"
          onClick={() => setEditing(null)}
          className="rounded bg-brand-dark px-4 py-2 text-white hover:bg-ink"
        >
          {intl.formatMessage({ id: 'account.address.create' })}
        </button>
      </div>
      <p role="status" className="text-sm">
        {intl.formatMessage({ id: 'account.address.count' }, { count: found.length })}
      </p>
      {failed ? (
        <p role="alert" className="rounded border border-red-700 bg-red-50 p-3">
          {intl.formatMessage({ id: 'account.address.fetch.error' })}
        </p>
      ) : found.length === 0 ? (
        <p>{intl.formatMessage({ id: 'account.address.noresult' })}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {found.map((address) => (
            <li key={address.id}>
              <AddressCard address={address} busy={deleting} onEdit={setEditing} onDelete={setConfirming} />
            </li>
          ))}
        </ul>
      )}
      {confirming ? (
        <ConfirmDialog
          question={intl.formatMessage({ id: 'account.address.delete.confirm' }, { name: confirming.name })}
          confirmLabel={intl.formatMessage({ id: 'account.actions.delete' })}
          cancelLabel={intl.formatMessage({ id: 'account.actions.cancel' })}
          onConfirm={() => void remove(confirming)}
          onCancel={() => setConfirming(undefined)}
        />
      ) : null}
      {editing !== undefined ? (
        <AddressEditor
          key={editing?.id ?? 'new'}
          address={editing}
          countries={countries}
          newCountryId={newAddressCountryId(countries, addresses, locale)}
          titles={titles}
          erp={erp}
          onSaved={saved}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
    </section>
  );
}
