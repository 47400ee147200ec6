import { useIntl } from '~/i18n/intl';
import { lineAmountView, type TaxBasis } from '~/domain/cart-amounts';
import type { LineProduct } from '~/domain/cart-line-product';
import type { CartLineView } from '~/domain/cart-merge';
import { formatPrice } from '~/domain/money';
import { useRootData } from '~/hooks/use-root-data';
import { LinePicture, LineTitle, LineUnitPrice, useCartLineDisplay } from './line-product';
import { QuantityStepper } from './quantity-stepper';

/** docs/product/constants.md#interface: cart lines appear one after the other, 200 ms apart. */
const CART_LINE_STAGGER_MS = 200;

interface CartLineItemProps {
  line: CartLineView;
  index: number;
  product: LineProduct | null | undefined;
  basis: TaxBasis;
  onQuantity: (line: CartLineView, qty: number) => void;
  onRemove: (line: CartLineView) => void;
}

function OptionsList({ options }: { options: CartLineView['options'] }) {
  if (!options) return null;
  const entries = Object.entries(options).filter(([, value]) => value !== null && value !== '');
  if (entries.length === 0) return null;
  return (
    <dl className="text-sm text-black/70">
      {entries.map(([name, value]) => (
        <div key={name} className="flex gap-1">
          <dt>{name}</dt>
          <dd>{typeof value === 'string' || typeof value === 'number' ? value : JSON.stringify(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function CartLineItem({ line, index, product, basis, onQuantity, onRemove }: CartLineItemProps) {
  const intl = useIntl();
  const { locale } = useRootData();
  const display = useCartLineDisplay(line, product);
  const name = display.variant ? `${display.name} (${display.variant})` : display.name;
  const erp = line.erpLine;
  const amount = erp ? lineAmountView(erp, basis) : null;
  const unavailable = erp?.qty_unavailable ?? 0;
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  return (
    <li
      data-testid="cart-line"
      data-product-id={line.productId}
      data-pending={line.pending}
      className="motion-safe:animate-[fade-in_400ms_ease-out_both] flex flex-wrap gap-4 border-b border-black/10 py-4 data-[pending=true]:bg-amber-50/60"
      style={{ animationDelay: `${index * CART_LINE_STAGGER_MS}ms` }}
    >
      <LinePicture display={display} size="lg" />
      <div className="min-w-48 flex-1 space-y-1">
        <div>
          <LineTitle display={display} as="h2" />
        </div>
        <OptionsList options={line.options} />
        {line.pending ? <p className="text-sm text-amber-900">{t('cart.line.pending')}</p> : null}
        {unavailable > 0 ? (
          <p className="text-sm text-red-800">{t('cart.line.unavailable', { qty: unavailable })}</p>
        ) : null}
        <button
          type="button"
          onClick={() => onRemove(line)}
          className="text-sm text-red-800 underline hover:no-underline"
          aria-label={t('cart.line.delete_named', { name })}
        >
          {t('cart.line.delete')}
        </button>
      </div>
      <div className="flex flex-col items-end gap-2">
        <QuantityStepper value={line.qty} onChange={(qty) => onQuantity(line, qty)} productName={name} />
        {amount && erp ? (
          <p className="text-right" data-testid="cart-line-amount">
            <span className="sr-only">
              {basis === 'included' ? t('cart.line.total') : t('cart.line.total_untaxed')}
            </span>
            {amount.beforeDiscount !== null ? (
              <del className="mr-2 text-sm text-black/60">{formatPrice(amount.beforeDiscount, locale)}</del>
            ) : null}
            <span className={line.pending ? 'text-black/50' : 'font-semibold'}>
              {formatPrice(amount.amount, locale)}
            </span>
            <LineUnitPrice amount={amount.amount} qty={erp.qty} product={product} />
          </p>
        ) : null}
      </div>
    </li>
  );
}
