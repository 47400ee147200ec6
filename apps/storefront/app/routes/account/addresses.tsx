import { PagePlaceholder } from '~/components/ui/page-placeholder';
import { pageTitle } from '~/i18n/page-title';
import type { Route } from './+types/addresses';

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, 'account.address.title');
}

export default function AddressesPage() {
  return <PagePlaceholder titleId="account.address.title" />;
}
