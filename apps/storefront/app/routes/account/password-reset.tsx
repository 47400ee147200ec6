import { PagePlaceholder } from '~/components/ui/page-placeholder';
import { pageTitle } from '~/i18n/page-title';
import type { Route } from './+types/password-reset';

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, 'account.reset.reset_pswd');
}

export default function PasswordResetPage() {
  return <PagePlaceholder titleId="account.reset.reset_pswd" />;
}
