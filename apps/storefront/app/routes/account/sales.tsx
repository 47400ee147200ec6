import { useEffect } from 'react';
import { useIntl } from '~/i18n/intl';
import { Form, Link, useSearchParams } from 'react-router';
import { InvoiceList } from '~/components/account/invoice-list';
import { useSaleStatusLabel } from '~/components/account/sale-status';
import { Spinner } from '~/components/account/spinner';
import { useNotify } from '~/components/notifications/notifications';
import { formatPrice } from '~/domain/money';
import { pageCount, pageParam, pageSizeParam, SALES_PAGE_SIZES, type Sale } from '~/domain/sale';
import { useLocalePath, useRootData } from '~/hooks/use-root-data';
import { pageTitle } from '~/i18n/page-title';
import { requireUser } from '~/services/session/require-user';
import type { Route } from './+types/sales';

/** One page of the customer's orders (docs/contracts/README.md#erp-calls: GET sales?page=&page_size=, 10 a page by default). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { erp } = await requireUser(request);
  const url = new URL(request.url);
  const page = pageParam(url.searchParams.get('page'));
  const pageSize = pageSizeParam(url.searchParams.get('page_size'));
  try {
    // The order schemas load with the orders, not with the account's pages.
    const [{ parseErpSales }, raw] = await Promise.all([
      import('~/services/cart/erp-cart-schema'),
      erp.get<unknown>('sales', { page, page_size: pageSize }),
    ]);
    const { count, sales } = parseErpSales(raw);
    return { page, pageSize, count, sales, failed: false };
  } catch {
    return { page, pageSize, count: 0, sales: [] as Sale[], failed: true };
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <Spinner />;
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageTitle(matches, 'account.sales.title'), { name: 'robots', content: 'noindex' }];
}

export default function SalesPage({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const notify = useNotify();
  const localePath = useLocalePath();
  const { locale, erpApi } = useRootData();
  const statusLabel = useSaleStatusLabel();
  const [params] = useSearchParams();
  const { page, pageSize, count, sales, failed } = loaderData;
  const pages = pageCount(count, pageSize);

  useEffect(() => {
    if (failed) notify('error', intl.formatMessage({ id: 'account.sales.fetch_error' }));
  }, [failed, notify, intl]);

  const pageLink = (target: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(target));
    return `?${next}`;
  };
  const header = (id: string) => (
    <th scope="col" className="px-2 py-2">
      {intl.formatMessage({ id })}
    </th>
  );

  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">{intl.formatMessage({ id: 'account.sales.title' })}</h1>
      {failed ? (
        <p role="alert" className="rounded border border-red-700 bg-red-50 p-3">
          {intl.formatMessage({ id: 'account.sales.fetch_error' })}
        </p>
      ) : sales.length === 0 ? (
        <p>{intl.formatMessage({ id: 'account.table.noresult' })}</p>
      ) : (
        <>
          <p className="text-sm">{intl.formatMessage({ id: 'account.table.count' }, { count })}</p>
          <div className="overflow-x-auto">
            <table className="w-full text-left">
              <caption className="sr-only">{intl.formatMessage({ id: 'account.sales.title' })}</caption>
              <thead className="border-b border-black/20">
                <tr>
                  {header('account.sales.table_labels.ordernum')}
                  {header('account.sales.table_labels.orderdate')}
                  {header('account.sales.table_labels.status')}
                  {header('account.sales.table_labels.pricenet')}
                </tr>
              </thead>
              <tbody>
                {sales.map((sale) => (
                  <tr key={sale.id} className="border-b border-black/10">
                    <td className="px-2 py-2">
                      <Link
                        to={localePath(`/account/sales/${sale.id}`)}
                        className="font-medium underline hover:text-brand-dark"
                      >
                        {sale.name}
                      </Link>
                    </td>
                    <td className="px-2 py-2">
                      {sale.date_order ? intl.formatDate(sale.date_order, { dateStyle: 'medium' }) : ''}
                    </td>
                    <td className="px-2 py-2">{statusLabel(sale.state)}</td>
                    <td className="px-2 py-2">{formatPrice(sale.amount.total, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Form method="get" className="flex items-center gap-2">
          <label htmlFor="page-size">{intl.formatMessage({ id: 'account.table.size' })}</label>
          <select
            id="page-size"
            name="page_size"
            defaultValue={pageSize}
            onChange={(event) => event.currentTarget.form?.requestSubmit()}
            className="rounded border border-black/30 px-2 py-1"
          >
            {SALES_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
          <noscript>
            <button type="submit">{intl.formatMessage({ id: 'account.actions.validate' })}</button>
          </noscript>
        </Form>
        <nav
          aria-label={intl.formatMessage({ id: 'account.pagination.label' })}
          className="flex items-center gap-2"
        >
          {page > 1 ? (
            <Link
              to={pageLink(page - 1)}
              className="rounded border border-black/20 px-3 py-1 hover:bg-black/5"
            >
              {intl.formatMessage({ id: 'account.pagination.previous' })}
            </Link>
          ) : null}
          <span>{intl.formatMessage({ id: 'account.pagination.status' }, { page, pages })}</span>
          {page < pages ? (
            <Link
              to={pageLink(page + 1)}
              className="rounded border border-black/20 px-3 py-1 hover:bg-black/5"
            >
              {intl.formatMessage({ id: 'account.pagination.next' })}
            </Link>
          ) : null}
        </nav>
      </div>
      {/* The classic ERP lists each order's invoices on the order; the current one has an API for them. */}
      {erpApi.generation === 'current' ? <InvoiceList /> : null}
    </section>
  );
}
