import { PagePlaceholder } from '~/components/ui/page-placeholder';
import { pageTitle } from '~/i18n/page-title';
import type { Route } from './+types/register';

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, 'account.register.title');
}

export default function RegisterPage() {
  return <PagePlaceholder titleId="account.register.title" />;
}
