import { useEffect, useRef, useState } from 'react';
import { useIntl } from '~/i18n/intl';
import type { TaxBasis } from '~/domain/cart-amounts';
import {
  type CarrierOffer,
  carrierOfferPrice,
  deliveryProblem,
  initialCarrierChoice,
} from '~/domain/delivery-rules';
import type { Country } from '~/domain/settings';
import { CarrierPrice } from '../cart/carrier-price';
import { CartBusy } from '../cart/cart-busy';
import { useCart } from '../cart/cart-context';
import { useNotify } from '../notifications/notifications';
import { PickupSelector } from './pickup-selector';
import { buttonClass } from '~/components/ui/button-class';

interface DeliveryStepProps {
  /** The tax basis of the page's amounts: the carriers' prices are shown on it (carrierOfferPrice). */
  basis: TaxBasis;
  /** The ERP's countries, for a pick-up point search near an address. */
  countries: readonly Country[];
  onDone: () => void;
  onBack: () => void;
}

/**
 * Step 2 (docs/product/screens.md#delivery-step): the carriers the ERP offers for this cart with their prices; a single carrier
 * without pick-up point is chosen for the shopper and the step moves on; a carrier with pick-up points
 * needs one chosen.
 */
export function DeliveryStep({ basis, countries, onDone, onBack }: DeliveryStepProps) {
  const intl = useIntl();
  const notify = useNotify();
  const { state, services } = useCart();
  const [offers, setOffers] = useState<CarrierOffer[] | undefined>();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  // The carrier being set, shown as chosen while the ERP confirms it.
  const [choosing, setChoosing] = useState<number | null>(null);
  const chosenOnOpen = useRef(false);
  // Choices reach the ERP one after the other, in order, and only the last one's answer is shown.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const lastChoice = useRef(0);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const cart = state.cart;
  const selected = cart?.delivery.selected_carrier ?? null;

  const choose = async (carrierId: number) => {
    if (!services) return false;
    const choice = ++lastChoice.current;
    setBusy(true);
    setChoosing(carrierId);
    try {
      const request = queue.current.then(() => services.cartApi.setCarrier(carrierId));
      queue.current = request.catch(() => undefined);
      const cart = await request;
      if (choice !== lastChoice.current) return false;
      services.engine.acceptCart(cart);
      return true;
    } catch (error) {
      console.error('checkout: the carrier was refused;', error);
      if (choice === lastChoice.current) notify('error', t('error.generic'));
      return false;
    } finally {
      if (choice === lastChoice.current) {
        setBusy(false);
        setChoosing(null);
      }
    }
  };

  useEffect(() => {
    if (!services) return;
    let current = true;
    services.cartApi
      .carriers()
      .then(async (found) => {
        if (!current) return;
        setOffers(found);
        if (chosenOnOpen.current) return;
        chosenOnOpen.current = true;
        const choice = initialCarrierChoice(found, cart);
        if (choice.kind === 'none') return;
        if ((await choose(choice.carrierId)) && choice.kind === 'auto') onDone();
      })
      .catch((error: unknown) => {
        console.error('checkout: the carriers could not be read;', error);
        if (current) setFailed(true);
      });
    return () => {
      current = false;
    };
    // Carriers are read once per opening of the step.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [services]);

  if (failed) {
    return (
      <p role="alert" className="text-red-800">
        {t('error.generic')}
      </p>
    );
  }
  if (!offers) return <CartBusy labelId="checkout.delivery.loading" />;
  if (offers.length === 0) return <p>{t('checkout.delivery.empty')}</p>;
  const problem = deliveryProblem(cart);
  const shownId = choosing ?? selected?.id;
  // With tax everywhere else on the page, a price the ERP gives only without tax is said to be so.
  const quotedUntaxed =
    basis === 'included' &&
    offers.some((offer) => carrierOfferPrice(offer, basis, cart)?.basis === 'excluded');

  return (
    <div className="space-y-4">
      <p>{t('checkout.delivery.intro')}</p>
      {quotedUntaxed ? <p className="text-sm text-black/75">{t('checkout.delivery.untaxed_note')}</p> : null}
      <fieldset aria-busy={busy} className="space-y-2">
        <legend className="sr-only">{t('checkout.delivery.legend')}</legend>
        {offers.map((offer) => {
          const id = `carrier-${offer.id}`;
          const price = carrierOfferPrice(offer, basis, cart);
          return (
            <div
              key={offer.id}
              className="rounded border border-black/10 p-3 has-[:checked]:border-brand-dark"
            >
              <div className="flex items-start gap-2">
                <input
                  type="radio"
                  id={id}
                  name="carrier"
                  className="mt-1"
                  checked={shownId === offer.id}
                  onChange={() => void choose(offer.id)}
                />
                <label htmlFor={id} className="flex flex-1 flex-wrap justify-between gap-2">
                  <span>
                    <span className="block font-medium">{offer.name}</span>
                    {offer.description ? (
                      <span className="block text-sm text-black/70">{offer.description}</span>
                    ) : null}
                  </span>
                  {price ? <CarrierPrice price={price} /> : null}
                </label>
              </div>
              {selected?.id === offer.id && shownId === offer.id && offer.with_dropoff_site ? (
                <PickupSelector
                  carrierId={offer.id}
                  address={cart?.delivery.address ?? null}
                  countries={countries}
                />
              ) : null}
            </div>
          );
        })}
      </fieldset>
      {problem ? (
        <p id="delivery-problem" className="text-amber-900">
          {t(problem === 'no-method' ? 'checkout.delivery.no_method' : 'checkout.delivery.no_dropoff')}
        </p>
      ) : null}
      <div className="flex gap-2">
        <button type="button" onClick={onBack} className={buttonClass('secondary')}>
          {t('checkout.back')}
        </button>
        <button
          type="button"
          onClick={onDone}
          disabled={busy || problem !== undefined}
          aria-describedby={problem ? 'delivery-problem' : undefined}
          className={buttonClass('primary')}
        >
          {t('checkout.delivery.continue')}
        </button>
      </div>
    </div>
  );
}
