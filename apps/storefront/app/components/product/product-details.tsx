import { useIntl } from '~/i18n/intl';
import type { Product, ProductExtras } from '~/domain/catalog';
import { stripTags } from '~/domain/catalog';

const EXTRA_LABELS: [keyof ProductExtras, string][] = [
  ['latinName', 'product.extras.latin_name'],
  ['capacity', 'product.extras.capacity'],
  ['productType', 'product.extras.product_type'],
  ['sphereOfUse', 'product.extras.sphere_of_use'],
  ['ingredients', 'product.extras.ingredients'],
  ['allergens', 'product.extras.allergens'],
  ['labelling', 'product.extras.labelling'],
  ['useCondition', 'product.extras.use_condition'],
  ['useRestriction', 'product.extras.use_restriction'],
  ['generalDescription', 'product.extras.general_description'],
  ['barcode', 'product.extras.barcode'],
];

/**
 * The description and the variant's extras. Catalogue descriptions are HTML from the ERP; they are shown
 * as text paragraphs, never injected as markup.
 */
export function ProductDetails({ product }: { product: Product }) {
  const intl = useIntl();
  const paragraphs = product.description
    .split(/<\/p>|<br\s*\/?>/i)
    .map(stripTags)
    .filter(Boolean);
  const extras = EXTRA_LABELS.filter(([key]) => product.extras[key]);
  return (
    <section id="description" className="grid gap-8 md:grid-cols-2">
      <div className="space-y-3">
        <h2 className="text-xl font-semibold">{intl.formatMessage({ id: 'product.description.title' })}</h2>
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      {extras.length > 0 ? (
        <div className="space-y-3">
          <h2 className="text-xl font-semibold">{intl.formatMessage({ id: 'product.extras.title' })}</h2>
          <dl className="divide-y divide-black/10 rounded-lg bg-white">
            {extras.map(([key, label]) => (
              <div key={key} className="grid gap-1 p-3 sm:grid-cols-3">
                <dt className="font-medium">{intl.formatMessage({ id: label })}</dt>
                <dd className="sm:col-span-2">{product.extras[key]}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </section>
  );
}
