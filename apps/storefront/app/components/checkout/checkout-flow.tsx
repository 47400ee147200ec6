import { useEffect, useRef, useState } from 'react';
import { useIntl } from '~/i18n/intl';
import { Link } from 'react-router';
import type { TaxBasis } from '~/domain/cart-amounts';
import type { LineProduct } from '~/domain/cart-line-product';
import { CHECKOUT_STEPS, checkoutStepUpdate, resumedCheckoutStep } from '~/domain/checkout-steps';
import type { Country } from '~/domain/settings';
import { useLocalePath, useRootData } from '~/hooks/use-root-data';
import { LoginForm } from '../account/login-form';
import { ShippingNoteText } from '../account/shipping-note-field';
import { useCart } from '../cart/cart-context';
import { AddressStep } from './address-step';
import { CheckoutCartSummary } from './checkout-cart-summary';
import { CheckoutStep, type StepStatus } from './checkout-step';
import { DeliveryStep } from './delivery-step';
import { PaymentStep } from './payment-step';

const STEPS = ['login', ...CHECKOUT_STEPS] as const;
type Step = (typeof STEPS)[number];

/**
 * The checkout's steps in order (docs/product/screens.md#checkout): sign in (only when signed out), addresses, delivery,
 * payment. Done steps can be reopened, later ones cannot be opened before.
 */
interface CheckoutFlowProps {
  countries: Country[];
  signedIn: boolean;
  /** The catalogue's products of the cart's lines, and the tax basis of the amounts (useLineCatalog). */
  products: ReadonlyMap<number, LineProduct | null>;
  basis: TaxBasis;
}

export function CheckoutFlow({ countries, signedIn, products, basis }: CheckoutFlowProps) {
  const intl = useIntl();
  const localePath = useLocalePath();
  const { state, services } = useCart();
  const { erpModules } = useRootData();
  const [chosen, setChosen] = useState<Step>('address');
  // Whether the shopper has moved between steps: from then on the ERP's step no longer decides.
  const moved = useRef(false);
  const setActive = (step: Step) => {
    moved.current = true;
    setChosen(step);
  };
  // Signed out, only the sign-in step is open; once signed in it is skipped.
  const active: Step = !signedIn ? 'login' : chosen === 'login' ? 'address' : chosen;

  const status = (step: Step): StepStatus => {
    const index = STEPS.indexOf(step);
    const current = STEPS.indexOf(active);
    return index === current ? 'active' : index < current ? 'done' : 'todo';
  };
  const cart = state.cart;
  const delivery = cart?.delivery;

  // Where the ERP keeps the step (shopinvader_api_cart_step), the checkout opens at the step it says, as
  // far as the cart's data allows: the same checkout in another browser of the customer. It follows the
  // cart until the shopper moves, as a stored cart shows before the ERP's answer.
  useEffect(() => {
    if (moved.current || !signedIn || !erpModules.cartStep || !cart) return;
    setChosen(resumedCheckoutStep(cart));
  }, [signedIn, erpModules.cartStep, cart]);

  // Delivery makes no cart update of its own: the step goes to the ERP without holding the shopper up.
  const toPayment = () => {
    setActive('payment');
    if (!erpModules.cartStep || !services) return;
    services.cartApi.update(checkoutStepUpdate('delivery', 'payment')).catch((error: unknown) => {
      console.error('checkout: the step could not be recorded;', error);
    });
  };
  // Shipped to a pick-up point, the cart's delivery address is the point's (the delivery step says
  // it): the address step then sums up the customer's own, the invoicing one, not the point's.
  const ownAddress = delivery?.address?.is_dropoff_site ? cart?.invoicing.address : delivery?.address;
  // Steps count from 1: signing in is the first when there is one.
  const first = signedIn ? 1 : 2;

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
      <ol className="space-y-4">
        {signedIn ? null : (
          <li>
            <CheckoutStep
              number={1}
              titleId="checkout.step.login"
              status={status('login')}
              onEdit={() => setActive('login')}
            >
              <p className="mb-4">{intl.formatMessage({ id: 'checkout.login.intro' })}</p>
              {/* Signing in is no move: the customer's cart may still say where its checkout stands. */}
              <LoginForm onSignedIn={() => setChosen('address')} />
              <p className="mt-4 text-sm">
                {intl.formatMessage({ id: 'checkout.login.no_account' })}{' '}
                <Link to={localePath('/account/register')} className="underline hover:text-brand-dark">
                  {intl.formatMessage({ id: 'checkout.login.register' })}
                </Link>
              </p>
            </CheckoutStep>
          </li>
        )}
        <li>
          <CheckoutStep
            number={first}
            titleId="checkout.step.address"
            status={status('address')}
            onEdit={() => setActive('address')}
            summary={
              ownAddress?.name ? (
                <div data-testid="address-summary">
                  <p>{[ownAddress.name, ownAddress.city].filter(Boolean).join(', ')}</p>
                  <ShippingNoteText note={ownAddress.shipping_note} />
                </div>
              ) : null
            }
          >
            <AddressStep countries={countries} onDone={() => setActive('delivery')} />
          </CheckoutStep>
        </li>
        <li>
          <CheckoutStep
            number={first + 1}
            titleId="checkout.step.delivery"
            status={status('delivery')}
            onEdit={() => setActive('delivery')}
            summary={
              delivery?.selected_carrier ? (
                <p>
                  {intl.formatMessage(
                    { id: 'checkout.delivery.summary' },
                    { carrier: delivery.selected_carrier.name },
                  )}
                  {delivery.address?.is_dropoff_site ? ` — ${delivery.address.name}` : null}
                </p>
              ) : null
            }
          >
            <DeliveryStep
              basis={basis}
              countries={countries}
              onDone={toPayment}
              onBack={() => setActive('address')}
            />
          </CheckoutStep>
        </li>
        <li>
          <CheckoutStep
            number={first + 2}
            titleId="checkout.step.payment"
            status={status('payment')}
            onEdit={() => setActive('payment')}
          >
            <PaymentStep onBack={() => setActive('delivery')} />
          </CheckoutStep>
        </li>
      </ol>
      <CheckoutCartSummary products={products} basis={basis} />
    </div>
  );
}
