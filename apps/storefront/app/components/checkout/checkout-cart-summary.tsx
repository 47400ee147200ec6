import { useState } from 'react';
import { useIntl } from '~/i18n/intl';
import { Link } from 'react-router';
import { lineAmountView, type TaxBasis } from '~/domain/cart-amounts';
import type { LineProduct } from '~/domain/cart-line-product';
import type { CartLineView } from '~/domain/cart-merge';
import { formatPrice } from '~/domain/money';
import { useLocalePath, useRootData } from '~/hooks/use-root-data';
import { useCart } from '../cart/cart-context';
import { CartTotals } from '../cart/cart-totals';
import { LinePicture, LineTitle, LineUnitPrice, useCartLineDisplay } from '../cart/line-product';

interface SummaryProps {
  products: ReadonlyMap<number, LineProduct | null>;
  basis: TaxBasis;
}

function SummaryLine({
  line,
  product,
  basis,
}: {
  line: CartLineView;
  product: LineProduct | null | undefined;
  basis: TaxBasis;
}) {
  const intl = useIntl();
  const { locale } = useRootData();
  const display = useCartLineDisplay(line, product);
  const amount = line.erpLine ? lineAmountView(line.erpLine, basis).amount : null;
  return (
    <li className="flex items-start gap-3 py-2" data-testid="summary-line">
      <LinePicture display={display} size="sm" />
      <div className="min-w-0 flex-1 text-sm">
        <LineTitle display={display} />
        <span className="block text-black/70">
          {intl.formatMessage({ id: 'cart.line.qty' }, { qty: line.qty })}
        </span>
      </div>
      {amount !== null && line.erpLine ? (
        <span className="text-right text-sm">
          {formatPrice(amount, locale)}
          <LineUnitPrice amount={amount} qty={line.erpLine.qty} product={product} />
        </span>
      ) : null}
    </li>
  );
}

/** The cart beside the steps (docs/product/screens.md#checkout): a link back, the line count, the lines on demand, the totals. */
export function CheckoutCartSummary({ products, basis }: SummaryProps) {
  const intl = useIntl();
  const localePath = useLocalePath();
  const { state } = useCart();
  const [open, setOpen] = useState(false);
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  if (!state.cart) return null;
  return (
    <aside aria-labelledby="checkout-cart-title" className="space-y-3 rounded border border-black/10 p-4">
      <h2 id="checkout-cart-title" className="font-semibold">
        <Link to={localePath('/cart')} className="underline hover:no-underline">
          {t('cart.title')}
        </Link>
      </h2>
      <p>{t('cart.line.count', { count: state.linesCount })}</p>
      <button
        type="button"
        aria-expanded={open}
        aria-controls="checkout-cart-lines"
        onClick={() => setOpen(!open)}
        className="text-sm underline hover:no-underline"
      >
        {t(open ? 'checkout.summary.hide' : 'checkout.summary.view')}
      </button>
      {open ? (
        <ul id="checkout-cart-lines" className="divide-y divide-black/10">
          {state.lines.map((line) => (
            <SummaryLine key={line.key} line={line} product={products.get(line.productId)} basis={basis} />
          ))}
        </ul>
      ) : null}
      <CartTotals cart={state.cart} basis={basis} />
    </aside>
  );
}
