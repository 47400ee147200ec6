import { PagePlaceholder } from '~/components/ui/page-placeholder';
import { pageTitle } from '~/i18n/page-title';
import type { Route } from './+types/cart';

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, 'cart.title');
}

export default function CartPage() {
  return <PagePlaceholder titleId="cart.title" />;
}
