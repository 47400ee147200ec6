import { useEffect, useId, useMemo, useState } from 'react';
import { useIntl } from '~/i18n/intl';
import type { CartAddress } from '~/domain/cart-types';
import {
  isChosenPickup,
  pickupAddressParams,
  pickupMapUrl,
  type PickupAddressQuery,
  type PickupPoint,
  pickupQueryFrom,
} from '~/domain/pickup-points';
import type { Country } from '~/domain/settings';
import { useRootData } from '~/hooks/use-root-data';
import type { PickupSearch } from '~/services/cart/cart-api';
import { CartBusy } from '../cart/cart-busy';
import { useCart } from '../cart/cart-context';
import { useNotify } from '../notifications/notifications';
import { ConsentMap, type MapPlace } from '../ui/consent-map';
import { OpeningHours } from './opening-hours';

/** Waits for the shopper to stop typing before asking the ERP. */
const SEARCH_DELAY_MS = 300;

interface PickupSelectorProps {
  carrierId: number;
  /** The cart's delivery address: where the search starts, and which point is chosen. */
  address: CartAddress | null;
  countries: readonly Country[];
}

/**
 * Pick-up points of a carrier (docs/product/screens.md#delivery-step), listed with their address, opening hours and a map
 * link, and on a map shown once the shopper asks (the list alone is enough to choose, by keyboard
 * too); choosing one sets it as the cart's delivery address. The classic ERP searches them by name as the shopper types;
 * the current one finds the nearest to an address, the delivery address at first, which the shopper
 * may change (domain/erp-api.ts).
 */
export function PickupSelector({ carrierId, address, countries }: PickupSelectorProps) {
  const intl = useIntl();
  const notify = useNotify();
  const { services } = useCart();
  const { erpApi } = useRootData();
  const byAddress = erpApi.generation === 'current';
  const fieldId = useId();
  const [name, setName] = useState('');
  const [query, setQuery] = useState<PickupAddressQuery>(() => pickupQueryFrom(address, countries));
  // The last answer, with the search it answers: its list stays shown while the shopper types on.
  const [answer, setAnswer] = useState<{ key: string; sites?: PickupPoint[]; failed?: true }>();
  const [busy, setBusy] = useState(false);
  // The site being set, shown as chosen while the ERP confirms it.
  const [choosing, setChoosing] = useState<string | null>(null);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  const params = byAddress ? pickupAddressParams(query, countries) : undefined;
  const search: PickupSearch | undefined = byAddress
    ? params && { kind: 'address', ...params }
    : { kind: 'name', name };
  const searchKey = `${carrierId}:${JSON.stringify(search ?? null)}`;
  const sites = answer?.sites;
  const failed = answer?.key === searchKey && answer.failed === true;
  const places = useMemo(() => mapPlaces(sites ?? []), [sites]);

  useEffect(() => {
    if (!services || !search) return;
    let current = true;
    const timer = window.setTimeout(() => {
      services.cartApi
        .pickups(carrierId, search)
        .then((found) => current && setAnswer({ key: searchKey, sites: found }))
        .catch((error: unknown) => {
          console.error('checkout: the pick-up points could not be read;', error);
          if (current) setAnswer({ key: searchKey, failed: true });
        });
    }, SEARCH_DELAY_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
    // The search is compared by its content: a new object with the same fields asks nothing again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [services, carrierId, searchKey]);

  const choose = async (site: PickupPoint) => {
    if (!services) return;
    setBusy(true);
    setChoosing(site.code);
    try {
      services.engine.acceptCart(await services.cartApi.setPickup(site, carrierId));
    } catch (error) {
      console.error('checkout: the pick-up point was refused;', error);
      notify('error', t('error.generic'));
    } finally {
      setBusy(false);
      setChoosing(null);
    }
  };

  const field = (key: 'street' | 'zip' | 'city', labelId: string, autoComplete: string) => (
    <div className="space-y-1">
      <label htmlFor={`${fieldId}-${key}`} className="block font-medium">
        {t(labelId)}
      </label>
      <input
        id={`${fieldId}-${key}`}
        value={query[key]}
        autoComplete={autoComplete}
        onChange={(event) => setQuery({ ...query, [key]: event.target.value })}
        className="w-full rounded border border-black/30 px-3 py-2"
      />
    </div>
  );

  return (
    <div className="mt-3 space-y-3 border-l-2 border-brand/40 pl-4">
      <p>{t('checkout.pickup.intro')}</p>
      {byAddress ? (
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-2 font-medium">{t('checkout.pickup.near')}</legend>
          {field('street', 'checkout.address.field.street', 'shipping address-line1')}
          {field('zip', 'checkout.address.field.zip', 'shipping postal-code')}
          {field('city', 'checkout.address.field.city', 'shipping address-level2')}
          <div className="space-y-1">
            <label htmlFor={`${fieldId}-country`} className="block font-medium">
              {t('checkout.address.field.country')}
            </label>
            <select
              id={`${fieldId}-country`}
              value={query.countryId ?? ''}
              onChange={(event) => setQuery({ ...query, countryId: Number(event.target.value) })}
              className="w-full rounded border border-black/30 px-3 py-2"
            >
              {countries.map((country) => (
                <option key={country.id} value={country.id}>
                  {country.name}
                </option>
              ))}
            </select>
          </div>
        </fieldset>
      ) : (
        <div className="space-y-1">
          <label htmlFor={`${fieldId}-name`} className="block font-medium">
            {t('checkout.pickup.search')}
          </label>
          <input
            id={`${fieldId}-name`}
            type="search"
            value={name}
            onChange={(event) => setName(event.target.value)}
            className="w-full rounded border border-black/30 px-3 py-2"
          />
        </div>
      )}
      {failed ? (
        <p role="alert" className="text-red-800">
          {t('error.generic')}
        </p>
      ) : !search ? (
        <p role="status">{t('checkout.pickup.incomplete')}</p>
      ) : sites === undefined ? (
        <CartBusy labelId="checkout.pickup.loading" />
      ) : sites.length === 0 ? (
        <p role="status">{t(byAddress ? 'checkout.pickup.no_result_near' : 'checkout.pickup.no_result')}</p>
      ) : (
        <fieldset aria-busy={busy}>
          <legend className="sr-only">{t('checkout.pickup.legend')}</legend>
          <ul className="space-y-2">
            {sites.map((site) => {
              const id = `pickup-${site.carrier_id ?? carrierId}-${site.code}`;
              return (
                <li
                  key={id}
                  className="flex flex-wrap items-start gap-2 rounded border border-black/10 p-2 has-[:checked]:border-brand-dark"
                >
                  <input
                    type="radio"
                    id={id}
                    name="pickup-site"
                    checked={choosing === null ? isChosenPickup(site, address) : choosing === site.code}
                    onChange={() => void choose(site)}
                    className="mt-1"
                  />
                  <label htmlFor={id} className="flex-1">
                    <span className="block font-medium">{site.name}</span>
                    <span className="block text-sm">
                      {[site.street, site.street2].filter(Boolean).join(', ')}
                    </span>
                    <span className="block text-sm">{[site.zip, site.city].filter(Boolean).join(' ')}</span>
                  </label>
                  <a
                    href={pickupMapUrl(site)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-sm underline hover:no-underline"
                  >
                    {t('checkout.pickup.map', { name: site.name })}
                  </a>
                  <OpeningHours periods={site.openingHours} />
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}
      {places.length > 0 ? (
        <ConsentMap label={t('checkout.pickup.map_label')} places={places} testId="pickup-map" />
      ) : null}
    </div>
  );
}

/** The points the ERP placed (current generation), for the map; the others are in the list only. */
function mapPlaces(sites: readonly PickupPoint[]): MapPlace[] {
  return sites.flatMap((site) =>
    site.lat === null || site.lng === null
      ? []
      : [
          {
            name: site.name,
            caption: [site.street, [site.zip, site.city].filter(Boolean).join(' ')]
              .filter(Boolean)
              .join(', '),
            latitude: site.lat,
            longitude: site.lng,
          },
        ],
  );
}
