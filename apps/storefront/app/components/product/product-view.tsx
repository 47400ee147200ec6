import { lazy, Suspense } from 'react';
import { useIntl } from '~/i18n/intl';
import { isSellable, type Product, type ProductCardData } from '~/domain/catalog';
import type { DeliveryEstimate } from '~/domain/delivery-estimate';
import { breadcrumbCategories } from '~/domain/seo';
import { AddToCart } from '../cart/add-to-cart';
import { DeliveryEstimates } from '../delivery/delivery-estimates';
import { Breadcrumb } from '../layout/breadcrumb';
import { ProductCard } from './product-card';
import { ProductDetails } from './product-details';
import { useWantedPrices } from './shown-price';
import { ProductPrice } from './product-price';
import { StockBadge } from './stock-badge';
import { VariantSelector } from './variant-selector';

/**
 * The gallery (strip, thumbnails, keys, zoom) is drawn by the server and hydrates when its own code
 * has come, beside the page's: its pictures show at once, and the page's first load stays within its
 * budget (performance-budgets.json). The placeholder keeps its square on a navigation meanwhile.
 */
const ProductGallery = lazy(() =>
  import('./product-gallery').then(({ ProductGallery }) => ({ default: ProductGallery })),
);

interface ProductViewProps {
  product: Product;
  /** The variant shown: the one of `?sku=`, else the template's representative. */
  selected: Product;
  crossSelling: ProductCardData[];
  upSelling: ProductCardData[];
  /** What the ERP says of its carriers' delivery; empty when it says nothing. */
  deliveryEstimates: readonly DeliveryEstimate[];
}

function ProductRow({ titleId, products }: { titleId: string; products: ProductCardData[] }) {
  const intl = useIntl();
  if (products.length === 0) return null;
  return (
    <section className="space-y-4">
      <h2 className="text-xl font-semibold">{intl.formatMessage({ id: titleId })}</h2>
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {products.map((product, index) => (
          <li key={product.id}>
            <ProductCard product={product} index={index} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The wishlist's heart is drawn by the server and hydrates when its own code has come, as the gallery
 * does: the product page's first load is at its budget.
 */
const WishlistHeart = lazy(() =>
  import('./wishlist-heart').then(({ WishlistHeart }) => ({ default: WishlistHeart })),
);

/** The product page (docs/product/entities.md#product, docs/product/screens.md#product-page). */
export function ProductView({
  product,
  selected,
  crossSelling,
  upSelling,
  deliveryEstimates,
}: ProductViewProps) {
  const intl = useIntl();
  // Every variant's price is asked with the page's, so that choosing another shows it at once.
  useWantedPrices(product.variants.map((variant) => variant.id));
  const crumbs = breadcrumbCategories(product.categories).map((category) => ({
    name: category.name,
    path: `/${category.urlKey}`,
  }));
  return (
    <div className="space-y-12">
      <Breadcrumb crumbs={[...crumbs, { name: product.modelName }]} />
      <div className="grid gap-8 md:grid-cols-2">
        <Suspense fallback={<div className="aspect-square rounded-xl bg-black/5" />}>
          <ProductGallery
            images={selected.images.length > 0 ? selected.images : product.images}
            name={selected.name}
          />
        </Suspense>
        <div className="space-y-4">
          {product.brand ? (
            <p className="text-sm tracking-wide text-black/75 uppercase">{product.brand}</p>
          ) : null}
          <h1 className="text-3xl font-semibold">{product.modelName}</h1>
          {selected.shortName ? <p className="text-lg">{selected.shortName}</p> : null}
          <p className="text-sm text-black/75">
            {intl.formatMessage({ id: 'product.ref' }, { sku: selected.sku })}
          </p>
          <ProductPrice
            id={selected.id}
            prices={selected.prices}
            netQuantity={selected.netQuantity}
            size="lg"
          />
          <StockBadge stock={selected.stock} />
          <VariantSelector product={product} selected={selected} />
          <AddToCart
            productId={selected.id}
            productName={selected.name}
            disabled={!isSellable(selected.stock)}
            crossSelling={crossSelling}
          />
          <Suspense fallback={null}>
            <WishlistHeart productId={selected.id} />
          </Suspense>
          <DeliveryEstimates estimates={deliveryEstimates} />
          {selected.shortDescription ? (
            <p className="text-black/80">
              {selected.shortDescription
                .replace(/<[^>]*>/g, ' ')
                .replace(/\s+/g, ' ')
                .trim()}{' '}
              <a href="#description" className="text-brand-dark underline">
                {intl.formatMessage({ id: 'product.description.link' })}
              </a>
            </p>
          ) : null}
        </div>
      </div>
      <ProductDetails product={selected} />
      <ProductRow titleId="product.cross_selling.title" products={crossSelling} />
      <ProductRow titleId="product.up_selling.title" products={upSelling} />
    </div>
  );
}
