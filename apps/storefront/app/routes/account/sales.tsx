import { PagePlaceholder } from '~/components/ui/page-placeholder';
import { pageTitle } from '~/i18n/page-title';
import type { Route } from './+types/sales';

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, 'account.sales.title');
}

export default function SalesPage() {
  return <PagePlaceholder titleId="account.sales.title" />;
}
