import { useIntl } from '~/i18n/intl';
import { Link } from 'react-router';
import { DownloadButton } from '~/components/account/download-button';
import { InvoiceLinks } from '~/components/account/invoice-list';
import { ReorderButton } from '~/components/account/reorder-button';
import { SaleLines } from '~/components/account/sale-lines';
import { SalePickings } from '~/components/account/sale-pickings';
import { SaleProgress } from '~/components/account/sale-status';
import { Spinner } from '~/components/account/spinner';
import { isProductLine } from '~/domain/cart-merge';
import { planReorder } from '~/domain/reorder';
import { fullPathOf, invalidRouteParams, pageNotFound } from '~/domain/route-errors';
import { useLocalePath, useRootData } from '~/hooks/use-root-data';
import { pageTitle } from '~/i18n/page-title';
import { ErpError } from '~/services/erp/erp-error';
import { requireUser } from '~/services/session/require-user';
import { sessionStore } from '~/services/session/session';
import type { Route } from './+types/sale-detail';

const SALE_ID = /^[1-9]\d*$/;

/** Sale ids are positive whole numbers; anything else is a route validation failure (docs/product/errors.md#not-found). */
export function loader({ params, request }: Route.LoaderArgs) {
  if (!SALE_ID.test(params._id)) throw invalidRouteParams(new URL(request.url).pathname);
  return { id: params._id };
}

/** The order, read in the browser with the customer's session; another customer's order is a 404. */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  if (!SALE_ID.test(params._id)) throw invalidRouteParams(url.pathname);
  const { erp } = await requireUser(request);
  try {
    // The order schema loads with the order, not with the account's pages.
    const [{ parseErpSale }, raw] = await Promise.all([
      import('~/services/cart/erp-sale-schema'),
      erp.get<unknown>(`sales/${params._id}`),
    ]);
    return { id: params._id, sale: parseErpSale(raw) };
  } catch (error) {
    if (error instanceof ErpError && error.status === 404) throw pageNotFound(fullPathOf(url));
    console.error(`account: the order ${params._id} could not be read;`, error);
    return { id: params._id, sale: null };
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <Spinner />;
}

/** "Order SO0028", with the order's name as the ERP gives it once read; "Order" until then. */
export function meta({ matches, loaderData }: Route.MetaArgs) {
  const sale = loaderData && 'sale' in loaderData ? loaderData.sale : null;
  return [
    ...pageTitle(matches, 'account.sales.sale', { name: sale?.name ?? '' }),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function SaleDetailPage({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const localePath = useLocalePath();
  const sale = 'sale' in loaderData ? loaderData.sale : null;
  const { erpApi } = useRootData();
  const erp = () => sessionStore.erp();
  return (
    <section className="space-y-6">
      <Link to={localePath('/account/sales')} className="text-sm underline">
        {intl.formatMessage({ id: 'btn.back' })}
      </Link>
      {!sale ? (
        <p role="alert" className="rounded border border-red-700 bg-red-50 p-3">
          {intl.formatMessage({ id: 'account.sales.fetch_error' })}
        </p>
      ) : (
        <>
          <header className="space-y-2">
            <h1 className="text-2xl font-semibold">
              {intl.formatMessage({ id: 'sale.title' }, { name: sale.name })}
            </h1>
            <p>
              {intl.formatMessage({ id: 'sale.date' })}{' '}
              {sale.date_order ? intl.formatDate(sale.date_order, { dateStyle: 'long' }) : ''}
            </p>
            {sale.client_order_ref ? (
              <p>
                {intl.formatMessage({ id: 'sale.customerRef' })} {sale.client_order_ref}
              </p>
            ) : null}
            <SaleProgress state={sale.state} />
            <DownloadButton
              load={() => erp().blob(`sales/${sale.id}/download`)}
              fileName={`order_${sale.name}.pdf`}
              labelId="sale.download"
            />
            <ReorderButton
              productIds={sale.lines.filter(isProductLine).map((line) => line.product_id)}
              plan={(products) => planReorder(sale.lines, products)}
            />
          </header>
          <SaleLines sale={sale} />
          {sale.note ? (
            <p>
              {intl.formatMessage({ id: 'sale.note' })} {sale.note}
            </p>
          ) : null}
          <SalePickings pickings={sale.pickings} />
          {sale.invoices.length > 0 ? (
            <section aria-labelledby="invoices-title" className="space-y-2">
              <h2 id="invoices-title" className="text-xl font-semibold">
                {intl.formatMessage({ id: 'sale.invoices' })}
              </h2>
              <InvoiceLinks invoices={sale.invoices} generation={erpApi.generation} />
            </section>
          ) : null}
        </>
      )}
    </section>
  );
}
