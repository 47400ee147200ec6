import { useEffect } from 'react';
import { useIntl } from '~/i18n/intl';
import { InvoiceList } from '~/components/account/invoice-list';
import { useSaleStatusLabel } from '~/components/account/sale-status';
import { Spinner } from '~/components/account/spinner';
import { useNotify } from '~/components/notifications/notifications';
import { ListPager, SaleTable } from '~/components/account/sale-table';
import { pageParam, pageSizeParam, type Sale } from '~/domain/sale';
import { useRootData } from '~/hooks/use-root-data';
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
      import('~/services/cart/erp-sale-schema'),
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
  const { erpApi } = useRootData();
  const statusLabel = useSaleStatusLabel();
  const { page, pageSize, count, sales, failed } = loaderData;
  const t = (id: string) => intl.formatMessage({ id });

  useEffect(() => {
    if (failed) notify('error', intl.formatMessage({ id: 'account.sales.fetch_error' }));
  }, [failed, notify, intl]);

  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">{t('account.sales.title')}</h1>
      {failed ? (
        <p role="alert" className="rounded border border-red-700 bg-red-50 p-3">
          {t('account.sales.fetch_error')}
        </p>
      ) : sales.length === 0 ? (
        <p>{t('account.table.noresult')}</p>
      ) : (
        <SaleTable
          sales={sales}
          count={count}
          words={{
            title: t('account.sales.title'),
            number: t('account.sales.table_labels.ordernum'),
            count: 'account.table.count',
            path: (sale) => `/account/sales/${sale.id}`,
            status: statusLabel,
          }}
        />
      )}
      <ListPager page={page} pageSize={pageSize} count={count} sizeLabel={t('account.table.size')} />
      {/* The classic ERP lists each order's invoices on the order; the current one has an API for them. */}
      {erpApi.generation === 'current' ? <InvoiceList /> : null}
    </section>
  );
}
