import { useIntl } from '~/i18n/intl';
import type { CartLineView } from '~/domain/cart-merge';
import { formatPrice } from '~/domain/money';
import { useRootData } from '~/hooks/use-root-data';
import { BagIcon } from '../ui/icons';
import { QuantityStepper } from './quantity-stepper';

/** SPEC §9: cart lines appear one after the other, 200 ms apart. */
export const CART_LINE_STAGGER_MS = 200;

interface CartLineItemProps {
  line: CartLineView;
  index: number;
  onQuantity: (line: CartLineView, qty: number) => void;
  onRemove: (line: CartLineView) => void;
}

/** The product's name from the ERP; a line only stored locally so far is named by its product id. */
export function useLineName(line: CartLineView): string {
  const intl = useIntl();
  return line.erpLine?.name || intl.formatMessage({ id: 'cart.line.unknown' }, { id: line.productId });
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

export function CartLineItem({ line, index, onQuantity, onRemove }: CartLineItemProps) {
  const intl = useIntl();
  const { locale } = useRootData();
  const name = useLineName(line);
  const erp = line.erpLine;
  const discounted = erp !== null && erp.discount.rate > 0;
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
      <div
        aria-hidden="true"
        className="flex size-20 shrink-0 items-center justify-center rounded bg-black/5"
      >
        <BagIcon className="size-8 text-black/40" />
      </div>
      <div className="min-w-48 flex-1 space-y-1">
        <h2 className="font-medium">{name}</h2>
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
        {erp ? (
          <p className="text-right">
            <span className="sr-only">{t('cart.line.total')}</span>
            {discounted ? (
              <del className="mr-2 text-sm text-black/60">
                {formatPrice(erp.amount.total_without_discount, locale)}
              </del>
            ) : null}
            <span className={line.pending ? 'text-black/50' : 'font-semibold'}>
              {formatPrice(erp.amount.total, locale)}
            </span>
          </p>
        ) : null}
      </div>
    </li>
  );
}
