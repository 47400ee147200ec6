import { useIntl } from '~/i18n/intl';
import type { ProductCardData } from '~/domain/catalog';
import { productPath } from '~/domain/product-path';
import { useLocalePath } from '~/hooks/use-root-data';
import { ProductPrice } from './product-price';
import { StockBadge } from './stock-badge';
import { PageLink } from '~/components/ui/page-link';

/**
 * Cart lines show unit prices as cards do, and take them from here rather than from product-price.tsx:
 * the catalogue pages then load cards and prices as one file, not two, which cost them 0.3 KB more
 * (performance-budgets.json).
 */
export { UnitPrice } from './product-price';

/** Stagger of product links as they appear (docs/product/constants.md#interface). */
const PRODUCT_LINK_STAGGER_MS = 100;
/** Cards further down a long list start with the eighth: nobody waits seconds for a card to appear. */
const STAGGERED_CARDS = 8;

interface ProductCardProps {
  product: ProductCardData;
  /** Position in its list, for the stagger. */
  index?: number;
  /** The first cards of a page are the largest paint: load them at once. */
  priority?: boolean;
  headingLevel?: 'h2' | 'h3' | 'h4';
}

export function ProductCard({
  product,
  index = 0,
  priority = false,
  headingLevel: Heading = 'h3',
}: ProductCardProps) {
  const intl = useIntl();
  const localePath = useLocalePath();
  const { image } = product;
  const path = productPath(product);
  const picture = image ? (
    <img
      src={image.src}
      alt=""
      width={300}
      height={300}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className="size-full object-cover"
    />
  ) : null;
  const frame = 'block aspect-square overflow-hidden rounded bg-black/5';
  return (
    <article
      className="motion-safe:animate-[fade-in_400ms_ease-out_both] flex flex-col gap-2 rounded-lg border border-black/10 bg-white p-3"
      style={{ animationDelay: `${Math.min(index, STAGGERED_CARDS) * PRODUCT_LINK_STAGGER_MS}ms` }}
      data-testid="product-card"
    >
      {/* A product whose document has no url_key has no page: its card shows it without links. */}
      {path ? (
        <PageLink to={localePath(path)} tabIndex={-1} aria-hidden="true" className={frame}>
          {picture}
        </PageLink>
      ) : (
        <div className={frame}>{picture}</div>
      )}
      <Heading className="font-medium">
        {path ? (
          <PageLink to={localePath(path)} className="hover:underline">
            {product.modelName}
          </PageLink>
        ) : (
          product.modelName
        )}
      </Heading>
      {product.variantCount > 1 ? (
        <p className="text-sm text-black/75">
          {intl.formatMessage({ id: 'product.variants.count' }, { count: product.variantCount })}
        </p>
      ) : null}
      <StockBadge stock={product.stock} />
      <ProductPrice id={product.id} prices={product.prices} netQuantity={product.netQuantity} />
    </article>
  );
}
