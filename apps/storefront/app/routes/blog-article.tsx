import { PagePlaceholder } from '~/components/ui/page-placeholder';
import { pageTitle } from '~/i18n/page-title';
import type { Route } from './+types/blog-article';

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, 'blog.article.title');
}

export default function BlogArticlePage() {
  return <PagePlaceholder titleId="blog.article.title" />;
}
