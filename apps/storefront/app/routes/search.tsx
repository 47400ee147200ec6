import { PagePlaceholder } from '~/components/ui/page-placeholder';
import { pageTitle } from '~/i18n/page-title';
import type { Route } from './+types/search';

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, 'search.title');
}

export default function SearchPage() {
  return <PagePlaceholder titleId="search.title" />;
}
