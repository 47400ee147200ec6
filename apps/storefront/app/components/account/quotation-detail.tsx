import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { canAcceptQuotation, quotationStage } from '~/domain/quotation';
import type { Sale } from '~/domain/sale';
import { useLocalePath } from '~/hooks/use-root-data';
import { useIntl } from '~/i18n/intl';
import { sessionStore } from '~/services/session/session';
import { useNotify } from '../notifications/notifications';
import { DownloadButton } from './download-button';
import { useQuotationStatusLabel } from './quotation-status';
import { SaleLines } from './sale-lines';
import { buttonClass } from '~/components/ui/button-class';

/**
 * A quotation as the ERP gives it: its lines and amounts, its stage and what comes next, its PDF, and,
 * once priced, accepting it, which makes it an order: the customer then lands on that order.
 */
export function QuotationDetail({ quotation }: { quotation: Sale | null }) {
  const intl = useIntl();
  const localePath = useLocalePath();
  const status = useQuotationStatusLabel();
  const t = (id: string) => intl.formatMessage({ id });
  const stage = quotation ? quotationStage(quotation.state) : null;
  return (
    <section className="space-y-6">
      <Link to={localePath('/account/quotations')} className="text-sm underline">
        {t('btn.back')}
      </Link>
      {!quotation ? (
        <p role="alert" className="rounded border border-red-700 bg-red-50 p-3">
          {t('quotations.fetch_error')}
        </p>
      ) : (
        <>
          <header className="space-y-2">
            <h1 className="text-2xl font-semibold">
              {intl.formatMessage({ id: 'quotations.quotation' }, { name: quotation.name })}
            </h1>
            <p>
              {t('quotations.date')}{' '}
              {quotation.date_order ? intl.formatDate(quotation.date_order, { dateStyle: 'long' }) : ''}
            </p>
            {quotation.client_order_ref ? (
              <p>
                {t('sale.customerRef')} {quotation.client_order_ref}
              </p>
            ) : null}
            <p>
              {t('sale.state')} <strong data-testid="quotation-status">{status(quotation.state)}</strong>
            </p>
            {stage ? <p>{t(`quotations.next.${stage}`)}</p> : null}
            <div className="flex flex-wrap gap-3">
              {canAcceptQuotation(quotation.state) ? <AcceptButton quotation={quotation} /> : null}
              <DownloadButton
                load={() => sessionStore.erp().blob(`quotations/${quotation.id}/download`)}
                fileName={`quotation_${quotation.name}.pdf`}
                labelId="quotations.download"
              />
            </div>
          </header>
          <SaleLines sale={quotation} delivered={false} />
        </>
      )}
    </section>
  );
}

function AcceptButton({ quotation }: { quotation: Sale }) {
  const intl = useIntl();
  const notify = useNotify();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const [busy, setBusy] = useState(false);
  const accept = async () => {
    setBusy(true);
    try {
      // The module declares no answer to the confirmation: the order is the quotation's own record.
      await sessionStore.erp().post(`quotations/${quotation.id}/confirm`);
      notify('success', intl.formatMessage({ id: 'quotations.accepted' }, { name: quotation.name }));
      await navigate(localePath(`/account/sales/${quotation.id}`));
    } catch {
      notify('error', intl.formatMessage({ id: 'quotations.accept_error' }));
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={accept}
      disabled={busy}
      aria-busy={busy}
      className={buttonClass('primary', 'md', 'disabled:cursor-wait')}
    >
      {intl.formatMessage({ id: 'quotations.accept' })}
    </button>
  );
}
