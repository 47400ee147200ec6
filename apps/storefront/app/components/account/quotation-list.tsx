import { useEffect } from 'react';
import type { Sale } from '~/domain/sale';
import { useIntl } from '~/i18n/intl';
import { useNotify } from '../notifications/notifications';
import { useQuotationStatusLabel } from './quotation-status';
import { ListPager, SaleTable } from './sale-table';

interface Props {
  page: number;
  pageSize: number;
  count: number;
  quotations: Sale[];
  failed: boolean;
}

/** One page of the customer's open quotations (shopinvader_api_quotation's `GET quotations`). */
export function QuotationList({ page, pageSize, count, quotations, failed }: Props) {
  const intl = useIntl();
  const notify = useNotify();
  const status = useQuotationStatusLabel();
  const t = (id: string) => intl.formatMessage({ id });

  useEffect(() => {
    if (failed) notify('error', intl.formatMessage({ id: 'quotations.fetch_error' }));
  }, [failed, notify, intl]);

  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">{t('quotations.title')}</h1>
      {failed ? (
        <p role="alert" className="rounded border border-red-700 bg-red-50 p-3">
          {t('quotations.fetch_error')}
        </p>
      ) : quotations.length === 0 ? (
        <p>{t('quotations.empty')}</p>
      ) : (
        <SaleTable
          sales={quotations}
          count={count}
          words={{
            title: t('quotations.title'),
            number: t('quotations.number'),
            count: 'quotations.count',
            path: (quotation) => `/account/quotations/${quotation.id}`,
            status,
          }}
        />
      )}
      <ListPager page={page} pageSize={pageSize} count={count} sizeLabel={t('quotations.size')} />
    </section>
  );
}
