import { useIntl } from '~/i18n/intl';
import { Link } from 'react-router';
import { ArticleList } from '~/components/cms/data-sections';
import { articleSummary } from '~/domain/cms/content';
import { invalidRouteParams } from '~/domain/route-errors';
import { useLocalePath } from '~/hooks/use-root-data';
import { localeFromPathname } from '~/i18n/locales';
import { pageTitle } from '~/i18n/page-title';
import { getArticles, requireContent } from '~/services/cms/cms.server';
import { pageCacheHeaders } from './page-head';
import type { Route } from './+types/blog';

/** Articles per page of the blog list. */
export const BLOG_PAGE_SIZE = 12;

export async function loader({ url }: Route.LoaderArgs) {
  const raw = url.searchParams.get('page') ?? '1';
  if (!/^[1-9]\d{0,4}$/.test(raw)) throw invalidRouteParams(url.pathname);
  const page = Number(raw);
  const result = await requireContent(getArticles(localeFromPathname(url.pathname), page, BLOG_PAGE_SIZE));
  if (page > 1 && page > result.pageCount) throw invalidRouteParams(url.pathname);
  return { ...result, articles: result.articles.map(articleSummary) };
}

export function headers() {
  return pageCacheHeaders();
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, 'blog.title');
}

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const localePath = useLocalePath();
  const { articles, page, pageCount } = loaderData;
  const pageLink = (target: number) => localePath(target === 1 ? '/blog' : `/blog?page=${target}`);
  return (
    <section className="space-y-8">
      <h1 className="text-3xl font-semibold">{intl.formatMessage({ id: 'blog.title' })}</h1>
      {articles.length === 0 ? (
        <p>{intl.formatMessage({ id: 'blog.empty' })}</p>
      ) : (
        <ArticleList articles={articles} headingLevel="h2" />
      )}
      {pageCount > 1 ? (
        <nav
          aria-label={intl.formatMessage({ id: 'blog.pagination' })}
          className="flex items-center justify-center gap-4"
        >
          {page > 1 ? (
            <Link to={pageLink(page - 1)} rel="prev" className="underline">
              {intl.formatMessage({ id: 'blog.previous' })}
            </Link>
          ) : null}
          <span>{intl.formatMessage({ id: 'blog.page' }, { page, count: pageCount })}</span>
          {page < pageCount ? (
            <Link to={pageLink(page + 1)} rel="next" className="underline">
              {intl.formatMessage({ id: 'blog.next' })}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
