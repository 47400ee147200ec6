import { PagePlaceholder } from '~/components/ui/page-placeholder';
import { invalidRouteParams } from '~/domain/route-errors';
import { pageTitle } from '~/i18n/page-title';
import type { Route } from './+types/sale-detail';

/** Sale ids are positive whole numbers; anything else is a route validation failure (SPEC §8). */
export function loader({ params, url }: Route.LoaderArgs) {
  if (!/^[1-9]\d*$/.test(params._id)) throw invalidRouteParams(url.pathname);
  return { id: params._id };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageTitle(matches, 'account.sales.sale', { id: loaderData?.id ?? '' });
}

export default function SaleDetailPage({ loaderData }: Route.ComponentProps) {
  return <PagePlaceholder titleId="account.sales.sale" values={{ id: loaderData.id }} />;
}
