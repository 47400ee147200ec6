import { PagePlaceholder } from '~/components/ui/page-placeholder';
import { pageTitle } from '~/i18n/page-title';
import type { Route } from './+types/profile';

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, 'account.profile.title');
}

export default function ProfilePage() {
  return <PagePlaceholder titleId="account.profile.title" />;
}
