import { PagePlaceholder } from '~/components/ui/page-placeholder';
import { pageTitle } from '~/i18n/page-title';
import type { Route } from './+types/checkout';

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, 'checkout.title');
}

export default function CheckoutPage() {
  return <PagePlaceholder titleId="checkout.title" />;
}
