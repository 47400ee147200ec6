import { JsonLd } from '~/components/layout/json-ld';
import { ProductView } from '~/components/product/product-view';
import { selectedVariant } from '~/domain/catalog';
import type { PageData } from './views';

export function ProductPage({ data }: { data: PageData<'product'> }) {
  return (
    <>
      <ProductView
        product={data.product}
        selected={selectedVariant(data.product, data.selectedSku)}
        crossSelling={data.crossSelling}
        upSelling={data.upSelling}
        deliveryEstimates={data.deliveryEstimates}
      />
      {data.structuredData.map((text, index) => (
        <JsonLd key={index} text={text} />
      ))}
    </>
  );
}
