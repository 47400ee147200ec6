import { PagePlaceholder } from '~/components/ui/page-placeholder';
import { pageTitle } from '~/i18n/page-title';
import type { Route } from './+types/checkout-validated';

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, 'cart.validated.title');
}

export default function CheckoutValidatedPage() {
  return <PagePlaceholder titleId="cart.validated.title" />;
}
