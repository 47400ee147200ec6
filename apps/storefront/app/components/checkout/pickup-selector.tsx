import { useEffect, useId, useState } from 'react';
import { useIntl } from '~/i18n/intl';
import type { PickupSite } from '~/services/cart/cart-api';
import { CartBusy } from '../cart/cart-busy';
import { useCart } from '../cart/cart-context';
import { useNotify } from '../notifications/notifications';

/** The pick-up point's place on a public map; the ERP gives addresses, not coordinates. */
function mapUrl(site: PickupSite): string {
  const query = [site.street, site.zip, site.city, site.country_code].filter(Boolean).join(', ');
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}

/**
 * Pick-up points of a carrier (screens §2.6.3): searched by name as the shopper types, listed with their
 * address and a map link; choosing one sets it as the cart's delivery address.
 */
export function PickupSelector({
  carrierId,
  selectedAddressId,
}: {
  carrierId: number;
  selectedAddressId: number | null;
}) {
  const intl = useIntl();
  const notify = useNotify();
  const { services } = useCart();
  const searchId = useId();
  const [name, setName] = useState('');
  const [sites, setSites] = useState<PickupSite[] | undefined>();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  // The site being set, shown as chosen while the ERP confirms it.
  const [choosing, setChoosing] = useState<string | null>(null);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  useEffect(() => {
    if (!services) return;
    let current = true;
    const timer = window.setTimeout(() => {
      setFailed(false);
      services.cartApi
        .pickups(carrierId, name)
        .then((found) => current && setSites(found))
        .catch((error: unknown) => {
          console.error('checkout: the pick-up points could not be read;', error);
          if (current) setFailed(true);
        });
    }, 200);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [services, carrierId, name]);

  const choose = async (site: PickupSite) => {
    if (!services) return;
    setBusy(true);
    setChoosing(site.code);
    try {
      services.engine.acceptCart(await services.cartApi.setPickup(site));
    } catch (error) {
      console.error('checkout: the pick-up point was refused;', error);
      notify('error', t('error.generic'));
    } finally {
      setBusy(false);
      setChoosing(null);
    }
  };

  return (
    <div className="mt-3 space-y-3 border-l-2 border-brand/40 pl-4">
      <p>{t('checkout.pickup.intro')}</p>
      <div className="space-y-1">
        <label htmlFor={searchId} className="block font-medium">
          {t('checkout.pickup.search')}
        </label>
        <input
          id={searchId}
          type="search"
          value={name}
          onChange={(event) => setName(event.target.value)}
          className="w-full rounded border border-black/30 px-3 py-2"
        />
      </div>
      {failed ? (
        <p role="alert" className="text-red-800">
          {t('error.generic')}
        </p>
      ) : sites === undefined ? (
        <CartBusy labelId="checkout.pickup.loading" />
      ) : sites.length === 0 ? (
        <p role="status">{t('checkout.pickup.no_result')}</p>
      ) : (
        <fieldset aria-busy={busy}>
          <legend className="sr-only">{t('checkout.pickup.legend')}</legend>
          <ul className="space-y-2">
            {sites.map((site) => {
              const id = `pickup-${site.code}`;
              return (
                <li
                  key={site.code}
                  className="flex flex-wrap items-start gap-2 rounded border border-black/10 p-2 has-[:checked]:border-brand-dark"
                >
                  <input
                    type="radio"
                    id={id}
                    name="pickup-site"
                    checked={
                      choosing === null
                        ? site.partner_id !== null && site.partner_id === selectedAddressId
                        : choosing === site.code
                    }
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
                    href={mapUrl(site)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-sm underline hover:no-underline"
                  >
                    {t('checkout.pickup.map', { name: site.name })}
                  </a>
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}
    </div>
  );
}
