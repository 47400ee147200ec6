import { Link } from 'react-router';
import { type LineDisplay, type LineProduct, lineDisplay } from '~/domain/cart-line-product';
import type { CartLineView } from '~/domain/cart-merge';
import { useIntl } from '~/i18n/intl';
import { useLocalePath } from '~/hooks/use-root-data';
import { UnitPrice } from '../product/product-card';
import { BagIcon } from '../ui/icons';

const BOX = { lg: { px: 80, className: 'size-20' }, sm: { px: 48, className: 'size-12' } } as const;

/**
 * A line's picture in a box of fixed size, so that nothing moves when it loads; a neutral bag for a
 * product the catalogue no longer has. Decorative: the name beside it says what it is and links too.
 */
export function LinePicture({ display, size }: { display: LineDisplay; size: keyof typeof BOX }) {
  const localePath = useLocalePath();
  const box = BOX[size];
  const frame = `${box.className} block shrink-0 overflow-hidden rounded bg-black/5`;
  if (!display.image) {
    return (
      <span aria-hidden="true" className={`${frame} flex items-center justify-center`}>
        <BagIcon className="size-1/2 text-black/40" />
      </span>
    );
  }
  const picture = (
    <img
      src={display.image.src}
      alt=""
      width={box.px}
      height={box.px}
      loading="lazy"
      decoding="async"
      className="size-full object-cover"
    />
  );
  return display.path ? (
    <Link to={localePath(display.path)} tabIndex={-1} aria-hidden="true" className={frame}>
      {picture}
    </Link>
  ) : (
    <span aria-hidden="true" className={frame}>
      {picture}
    </span>
  );
}

/** The line's product name, linked to its page when the catalogue has it, and its variant below. */
export function LineTitle({
  display,
  as: Heading = 'span',
}: {
  display: LineDisplay;
  as?: 'h2' | 'h3' | 'span';
}) {
  const localePath = useLocalePath();
  return (
    <>
      <Heading className="block font-medium">
        {display.path ? (
          <Link to={localePath(display.path)} className="underline-offset-2 hover:underline">
            {display.name}
          </Link>
        ) : (
          display.name
        )}
      </Heading>
      {display.variant ? <span className="block text-sm text-black/70">{display.variant}</span> : null}
    </>
  );
}

/**
 * The product as the catalogue knows it, else as the ERP names it; a line only stored locally so far,
 * of a product the catalogue does not know, is named by its product id.
 */
export function useCartLineDisplay(line: CartLineView, product: LineProduct | null | undefined): LineDisplay {
  const intl = useIntl();
  const display = lineDisplay(line.erpLine?.name ?? '', product ?? undefined);
  return display.name
    ? display
    : { ...display, name: intl.formatMessage({ id: 'cart.line.unknown' }, { id: line.productId }) };
}

/**
 * The unit price of a line's product sold by volume or weight, below the line's amount: `amount` is
 * what the ERP charges for the `qty` items on the page's tax basis.
 */
export function LineUnitPrice({
  amount,
  qty,
  product,
}: {
  amount: number;
  qty: number;
  product: LineProduct | null | undefined;
}) {
  if (!product?.netQuantity || qty <= 0) return null;
  return <UnitPrice amount={amount} quantity={product.netQuantity} count={qty} />;
}
