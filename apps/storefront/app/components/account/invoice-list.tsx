import { useEffect, useState } from 'react';
import { useIntl } from '~/i18n/intl';
import { invoiceDownloadPath } from '~/domain/erp-api';
import type { Invoice } from '~/domain/sale';
import { sessionStore } from '~/services/session/session';
import { DownloadButton } from './download-button';

/** More invoices than a customer's account page lists; older ones are in the ERP. */
const INVOICES_SHOWN = 100;

/**
 * The customer's invoices from the ERP's invoices API, each with its PDF. In the current generation an
 * order does not list its invoices (and an invoice does not name its order), so they are listed here.
 */
export function InvoiceList() {
  const intl = useIntl();
  const [invoices, setInvoices] = useState<Invoice[] | undefined>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    Promise.all([
      import('~/services/cart/erp-sale-schema'),
      sessionStore.erp().get<unknown>('invoices', { page: 1, page_size: INVOICES_SHOWN }),
    ])
      .then(([{ parseErpInvoices }, raw]) => current && setInvoices(parseErpInvoices(raw)))
      .catch((error: unknown) => {
        console.error('account: the invoices could not be read;', error);
        if (current) setFailed(true);
      });
    return () => {
      current = false;
    };
  }, []);

  return (
    <section aria-labelledby="invoices-title" className="space-y-2">
      <h2 id="invoices-title" className="text-xl font-semibold">
        {intl.formatMessage({ id: 'sale.invoices' })}
      </h2>
      {failed ? (
        <p role="alert" className="rounded border border-red-700 bg-red-50 p-3">
          {intl.formatMessage({ id: 'account.invoices.fetch_error' })}
        </p>
      ) : invoices === undefined ? null : invoices.length === 0 ? (
        <p>{intl.formatMessage({ id: 'account.invoices.none' })}</p>
      ) : (
        <InvoiceLinks invoices={invoices} generation="current" />
      )}
    </section>
  );
}

/** Invoices with their date and a download button for each PDF, at the ERP's path for them. */
export function InvoiceLinks({
  invoices,
  generation,
}: {
  invoices: readonly Invoice[];
  generation: Parameters<typeof invoiceDownloadPath>[0];
}) {
  const intl = useIntl();
  return (
    <ul className="space-y-2">
      {invoices.map((invoice) => (
        <li key={invoice.id} className="flex flex-wrap items-center gap-3">
          <span>
            {invoice.name} · {invoice.date ? intl.formatDate(invoice.date, { dateStyle: 'medium' }) : ''}
          </span>
          <DownloadButton
            load={() => sessionStore.erp().blob(invoiceDownloadPath(generation, invoice.id))}
            fileName={`invoice_${invoice.name.replace(/[^\w.-]+/g, '_')}.pdf`}
            labelId="sale.invoice_download"
            values={{ name: invoice.name }}
          />
        </li>
      ))}
    </ul>
  );
}
