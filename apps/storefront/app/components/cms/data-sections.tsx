import { useIntl } from '~/i18n/intl';
import { cardImage, type Category, type ProductCardData } from '~/domain/catalog';
import type { BlogArticle } from '~/domain/cms/content';
import { useLocalePath } from '~/hooks/use-root-data';
import { ProductCard } from '../product/product-card';
import { CmsImage } from './cms-image';
import { PageLink } from '~/components/ui/page-link';

/** Sections whose content comes from the catalogue or the blog; the loader fetched it. */
export function ProductsSection({ title, products }: { title: string; products: ProductCardData[] }) {
  if (products.length === 0) return null;
  return (
    <section className="space-y-4">
      {title ? <h2 className="text-2xl font-semibold">{title}</h2> : null}
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-6">
        {products.map((product, index) => (
          <li key={product.id}>
            <ProductCard product={product} index={index} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function CategoriesListSection({ title, categories }: { title: string; categories: Category[] }) {
  const localePath = useLocalePath();
  if (categories.length === 0) return null;
  return (
    <section className="space-y-4">
      {title ? <h2 className="text-2xl font-semibold">{title}</h2> : null}
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {categories.map((category) => {
          const image = cardImage(category);
          return (
            <li key={category.id}>
              <PageLink
                to={localePath(`/${category.urlKey}`)}
                className="group block space-y-2 rounded-xl bg-white p-3 shadow hover:shadow-md"
              >
                {image ? (
                  <img
                    src={image.src}
                    alt=""
                    width={300}
                    height={300}
                    loading="lazy"
                    className="aspect-square w-full rounded object-cover"
                  />
                ) : null}
                <span className="block text-center font-medium group-hover:underline">{category.name}</span>
              </PageLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function ArticleList({
  articles,
  headingLevel: Heading = 'h3',
}: {
  articles: BlogArticle[];
  headingLevel?: 'h2' | 'h3';
}) {
  const intl = useIntl();
  const localePath = useLocalePath();
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {articles.map((article) => (
        <li key={article.id}>
          <article className="flex h-full flex-col overflow-hidden rounded-xl bg-white shadow">
            {article.image ? (
              <CmsImage
                image={{ ...article.image, alternativeText: '' }}
                sizes="(min-width: 768px) 33vw, 100vw"
                className="h-44 w-full object-cover"
              />
            ) : null}
            <div className="flex flex-1 flex-col gap-2 p-4">
              <p className="text-sm text-black/75">
                <time dateTime={article.date}>{intl.formatDate(article.date, { dateStyle: 'long' })}</time>
              </p>
              <Heading className="text-lg font-semibold">
                <PageLink to={localePath(`/blog/${article.slug}`)} className="hover:underline">
                  {article.title}
                </PageLink>
              </Heading>
              <p className="flex-1">{article.description}</p>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}

export function BlogListSection({ title, articles }: { title: string; articles: BlogArticle[] }) {
  const intl = useIntl();
  const localePath = useLocalePath();
  if (articles.length === 0) return null;
  return (
    <section className="space-y-4">
      <div className="flex items-baseline justify-between gap-4">
        {title ? <h2 className="text-2xl font-semibold">{title}</h2> : null}
        <PageLink to={localePath('/blog')} className="text-brand-dark underline">
          {intl.formatMessage({ id: 'blog.all' })}
        </PageLink>
      </div>
      <ArticleList articles={articles} />
    </section>
  );
}
