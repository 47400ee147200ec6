import { PagePlaceholder } from '~/components/ui/page-placeholder';
import { pageTitle } from '~/i18n/page-title';
import type { Route } from './+types/login';

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, 'account.login.title');
}

export default function LoginPage() {
  return <PagePlaceholder titleId="account.login.title" />;
}
