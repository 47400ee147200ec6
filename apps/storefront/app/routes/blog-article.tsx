import { useIntl } from '~/i18n/intl';
import { Breadcrumb } from '~/components/layout/breadcrumb';
import { CmsImage } from '~/components/cms/cms-image';
import { JsonLd } from '~/components/layout/json-ld';
import { RichText } from '~/components/cms/rich-text';
import { publicOrigin } from '~/config/request-origin.server';
import { fullPathOf, pageNotFound } from '~/domain/route-errors';
import { withShownMedia } from '~/domain/cms/media';
import { jsonLdText } from '~/domain/seo';
import { isLocale, localeFromPathname, localizePath } from '~/i18n/locales';
import { getArticleBySlug, requireContent } from '~/services/cms/cms.server';
import { pageCacheHeaders } from './page-head';
import type { Route } from './+types/blog-article';

/** An article at /blog/{handle}; the handle may have several segments (docs/product/screens.md#routes). */
export async function loader({ params, request, url }: Route.LoaderArgs) {
  const locale = localeFromPathname(url.pathname);
  const slug = (params['*'] ?? '').replace(/\/+$/, '');
  const article = slug ? await requireContent(getArticleBySlug(locale, slug)) : undefined;
  if (!article) throw pageNotFound(fullPathOf(url));
  const pageUrl = new URL(localizePath(`/blog/${article.slug}`, locale), publicOrigin(request)).href;
  const alternates = Object.fromEntries([
    [locale, `/blog/${article.slug}`],
    ...article.localizations.filter((l) => isLocale(l.locale)).map((l) => [l.locale, `/blog/${l.slug}`]),
  ]);
  return {
    article: withShownMedia(article),
    alternates,
    structuredData: jsonLdText({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: article.title,
      description: article.description,
      datePublished: article.date,
      image: article.image?.url,
      url: pageUrl,
      inLanguage: locale,
    }),
  };
}

export function headers() {
  return pageCacheHeaders();
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const root = matches.find((match) => match?.id === 'root')?.loaderData as { shopName?: string } | undefined;
  const { article } = loaderData;
  return [
    { title: `${article.seo?.metaTitle || article.title} | ${root?.shopName ?? ''}` },
    { name: 'description', content: article.seo?.metaDescription || article.description },
  ];
}

export default function BlogArticlePage({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const { article } = loaderData;
  return (
    <article className="mx-auto max-w-3xl space-y-6">
      <Breadcrumb
        crumbs={[{ name: intl.formatMessage({ id: 'blog.title' }), path: '/blog' }, { name: article.title }]}
      />
      <header className="space-y-2">
        <p className="text-sm text-black/75">
          <time dateTime={article.date}>{intl.formatDate(article.date, { dateStyle: 'long' })}</time>
        </p>
        <h1 className="text-3xl font-semibold">{article.title}</h1>
        {article.intro ? <p className="text-lg text-black/80">{article.intro}</p> : null}
      </header>
      {article.image ? (
        <CmsImage
          image={article.image}
          priority
          sizes="(min-width: 768px) 768px, 100vw"
          className="h-auto w-full rounded-xl"
        />
      ) : null}
      <RichText blocks={article.content} />
      <JsonLd text={loaderData.structuredData} />
    </article>
  );
}
