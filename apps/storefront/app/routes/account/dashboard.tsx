import { PagePlaceholder } from '~/components/ui/page-placeholder';
import { pageTitle } from '~/i18n/page-title';
import type { Route } from './+types/dashboard';

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, 'account.title');
}

export default function DashboardPage() {
  return <PagePlaceholder titleId="account.title" />;
}
