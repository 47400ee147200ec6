import { PagePlaceholder } from '~/components/ui/page-placeholder';
import { pageTitle } from '~/i18n/page-title';
import type { Route } from './+types/set-new-password';

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, 'account.reset.set_new_pswd_title');
}

export default function SetNewPasswordPage() {
  return <PagePlaceholder titleId="account.reset.set_new_pswd_title" />;
}
