import { useIntl } from '~/i18n/intl';
import { PageLink } from '~/components/ui/page-link';
import type { Category } from '~/domain/catalog';
import type { SearchPageView, SearchUnavailableView } from '~/services/search/search-page.server';
import { stripTags } from '~/domain/catalog';
import { useLocalePath } from '~/hooks/use-root-data';
import { Breadcrumb } from '../layout/breadcrumb';
import { SearchResults } from '../search/search-results';
import { SearchUnavailable } from '../search/search-unavailable';

/** A category page: its title and text, its subcategories and its products (docs/product/screens.md#category-page). */
export function CategoryView({
  category,
  listing,
}: {
  category: Category;
  listing: SearchPageView | SearchUnavailableView;
}) {
  const intl = useIntl();
  const localePath = useLocalePath();
  const image = category.images[0]?.large ?? category.images[0]?.medium;
  return (
    <div className="space-y-8">
      <Breadcrumb
        crumbs={[
          ...category.parents.map((p) => ({ name: p.name, path: `/${p.urlKey}` })),
          { name: category.name },
        ]}
      />
      <header className="grid items-center gap-6 md:grid-cols-3">
        <div className="space-y-2 md:col-span-2">
          <h1 className="text-3xl font-semibold">{category.name}</h1>
          {category.subtitle ? <p className="text-lg text-black/80">{category.subtitle}</p> : null}
          {category.shortDescription ? <p>{stripTags(category.shortDescription)}</p> : null}
        </div>
        {image ? (
          <img
            src={image.src}
            alt=""
            width={600}
            height={600}
            fetchPriority="high"
            className="hidden aspect-[3/2] w-full rounded-xl object-cover md:block"
          />
        ) : null}
      </header>
      {category.children.length > 0 ? (
        <nav aria-label={intl.formatMessage({ id: 'category.subcategories' })}>
          <ul className="flex flex-wrap gap-2">
            {category.children.map((child) => (
              <li key={child.id}>
                <PageLink
                  to={localePath(`/${child.urlKey}`)}
                  className="inline-block rounded-full border border-brand-dark px-4 py-1 text-brand-dark hover:bg-brand-dark hover:text-white"
                >
                  {child.name}
                </PageLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <section aria-labelledby="category-products" className="space-y-4">
        <h2 id="category-products" className="sr-only">
          {intl.formatMessage({ id: 'category.products' })}
        </h2>
        {listing.status === 'ok' ? <SearchResults view={listing} /> : <SearchUnavailable />}
      </section>
      {category.description ? (
        <section className="max-w-3xl space-y-2 text-black/80">
          {category.description
            .split(/<\/p>/i)
            .map(stripTags)
            .filter(Boolean)
            .map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
        </section>
      ) : null}
    </div>
  );
}
