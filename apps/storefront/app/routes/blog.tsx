import { PagePlaceholder } from '~/components/ui/page-placeholder';
import { pageTitle } from '~/i18n/page-title';
import type { Route } from './+types/blog';

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, 'blog.title');
}

export default function BlogPage() {
  return <PagePlaceholder titleId="blog.title" />;
}
