import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useIntl } from '~/i18n/intl';
import { Link } from 'react-router';
import type { CartOptions } from '~/domain/cart-types';
import type { ProductCardData } from '~/domain/catalog';
import { useLocalePath } from '~/hooks/use-root-data';
import { useNotify } from '../notifications/notifications';
import { CloseIcon } from '../ui/icons';
import { useCart } from './cart-context';
import { QuantityStepper } from './quantity-stepper';
import { buttonClass } from '~/components/ui/button-class';

const loadSummary = () => import('./added-to-cart-summary');
// The drawer's figures and cross-sells load on the first sign of an add, never with the page.
const AddedToCartSummary = lazy(() =>
  loadSummary().then(({ AddedToCartSummary }) => ({ default: AddedToCartSummary })),
);

export interface AddToCartProps {
  productId: number;
  /** The product's name, for labels and the confirmation. */
  productName: string;
  /** Options of the line (engraving, size...); lines differ by product and options. */
  options?: CartOptions | null;
  /** Out of stock: nothing can be added. */
  disabled?: boolean;
  /** Products that go with it (its cross_selling links), offered in the drawer. */
  crossSelling?: readonly ProductCardData[];
}

/**
 * Quantity and "add to cart" for a product page or card. The cart shows the line at once (the ERP is
 * told in the background), and a drawer confirms with a way to the cart. The button opens the drawer
 * by itself (an invoker command), so the tap shows it at once, also before the page has hydrated or
 * the cart's engine has loaded; the line is added as soon as they have (the hydration trigger replays
 * the tap), and a refusal closes the drawer and says why. Once the ERP has the line, the drawer shows
 * it with the cart's subtotal, the distance to free delivery and products that go with it.
 */
export function AddToCart({
  productId,
  productName,
  options,
  disabled = false,
  crossSelling = [],
}: AddToCartProps) {
  const intl = useIntl();
  const localePath = useLocalePath();
  const notify = useNotify();
  const { startCart } = useCart();
  const [qty, setQty] = useState(1);
  const drawerId = useId();
  const drawer = useRef<HTMLDialogElement>(null);
  const [summaryWanted, setSummaryWanted] = useState(false);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  const add = async () => {
    // Where the button's command did not open the drawer (a browser without invoker commands).
    if (drawer.current && !drawer.current.open) drawer.current.showModal();
    setSummaryWanted(true);
    // The first click of a page loads the cart's engine; later clicks find it started.
    const added = await startCart().then(
      ({ engine }) => engine.add(productId, qty, options),
      (error: unknown) => {
        console.error('cart: the cart could not be loaded;', error);
        return false;
      },
    );
    if (!added) {
      drawer.current?.close();
      notify('error', t('cart.add.error'));
    }
  };

  const actions = (
    <div className="flex flex-col gap-2">
      <Link
        to={localePath('/cart')}
        className="rounded bg-brand-dark px-4 py-2 text-center font-medium text-white hover:bg-ink"
      >
        {t('cart.add.view_cart')}
      </Link>
      <button type="button" className={buttonClass('secondary')} onClick={() => drawer.current?.close()}>
        {t('cart.continue')}
      </button>
    </div>
  );

  return (
    <div className="flex flex-wrap items-center gap-3">
      <QuantityStepper value={qty} onChange={setQty} min={1} productName={productName} disabled={disabled} />
      <button
        type="button"
        command="show-modal"
        commandfor={drawerId}
        onClick={() => void add()}
        onPointerEnter={() => void loadSummary()}
        onFocus={() => void loadSummary()}
        disabled={disabled}
        className="rounded bg-brand-dark px-4 py-2 font-medium text-white hover:bg-ink disabled:cursor-not-allowed disabled:opacity-50"
      >
        {t(disabled ? 'cart.add.unavailable' : 'cart.add.button')}
      </button>
      <dialog
        ref={drawer}
        id={drawerId}
        aria-labelledby={`${drawerId}-title`}
        className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[26rem] max-w-[90vw] overflow-y-auto bg-white p-6 shadow-xl backdrop:bg-black/40"
        onClick={(event) => {
          // A click on the backdrop (the dialog element itself) closes the drawer.
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
      >
        <div className="flex items-start justify-between gap-4">
          <h2 id={`${drawerId}-title`} className="text-xl font-semibold">
            {t('cart.add.confirmation')}
          </h2>
          <button
            type="button"
            className={buttonClass('icon', 'icon-sm')}
            aria-label={t('cart.add.close')}
            onClick={() => drawer.current?.close()}
          >
            <CloseIcon className="size-5" />
          </button>
        </div>
        <p className="mt-4">{t('cart.add.added', { qty, name: productName })}</p>
        <div className="mt-4">
          {summaryWanted ? (
            <Suspense fallback={actions}>
              <AddedToCartSummary productId={productId} options={options} crossSelling={crossSelling}>
                {actions}
              </AddedToCartSummary>
            </Suspense>
          ) : (
            actions
          )}
        </div>
      </dialog>
    </div>
  );
}
