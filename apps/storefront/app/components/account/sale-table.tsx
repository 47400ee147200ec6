import { Form, Link, useSearchParams } from 'react-router';
import { formatPrice } from '~/domain/money';
import { pageCount, SALES_PAGE_SIZES, type Sale } from '~/domain/sale';
import { useLocalePath, useRootData } from '~/hooks/use-root-data';
import { useIntl } from '~/i18n/intl';

/** What differs between the account's lists of orders and of quotations: their words and links. */
export interface SaleTableWords {
  /** The table's caption. */
  title: string;
  /** The first column's header. */
  number: string;
  /** The id of the message that counts them ("3 orders"), given `{count}`. */
  count: string;
  /** The account path of one item's page, without the locale. */
  path: (sale: Sale) => string;
  status: (state: string) => string;
}

/** One page of the customer's orders or quotations: number (a link to its page), date, status, total. */
export function SaleTable({ sales, count, words }: { sales: Sale[]; count: number; words: SaleTableWords }) {
  const intl = useIntl();
  const localePath = useLocalePath();
  const { locale } = useRootData();
  const header = (text: string) => (
    <th scope="col" className="px-2 py-2">
      {text}
    </th>
  );
  return (
    <>
      <p className="text-sm">{intl.formatMessage({ id: words.count }, { count })}</p>
      <div className="overflow-x-auto">
        <table className="w-full text-left">
          <caption className="sr-only">{words.title}</caption>
          <thead className="border-b border-black/20">
            <tr>
              {header(words.number)}
              {header(intl.formatMessage({ id: 'account.sales.table_labels.orderdate' }))}
              {header(intl.formatMessage({ id: 'account.sales.table_labels.status' }))}
              {header(intl.formatMessage({ id: 'account.sales.table_labels.pricenet' }))}
            </tr>
          </thead>
          <tbody>
            {sales.map((sale) => (
              <tr key={sale.id} className="border-b border-black/10">
                <td className="px-2 py-2">
                  <Link
                    to={localePath(words.path(sale))}
                    className="font-medium underline hover:text-brand-dark"
                  >
                    {sale.name}
                  </Link>
                </td>
                <td className="px-2 py-2">
                  {sale.date_order ? intl.formatDate(sale.date_order, { dateStyle: 'medium' }) : ''}
                </td>
                <td className="px-2 py-2">{words.status(sale.state)}</td>
                <td className="px-2 py-2">{formatPrice(sale.amount.total, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** The list's page size (a plain GET form, which works without JavaScript) and its pages, as the ERP pages it. */
export function ListPager({
  page,
  pageSize,
  count,
  sizeLabel,
}: {
  page: number;
  pageSize: number;
  count: number;
  sizeLabel: string;
}) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const pages = pageCount(count, pageSize);
  const pageLink = (target: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(target));
    return `?${next}`;
  };
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <Form method="get" className="flex items-center gap-2">
        <label htmlFor="page-size">{sizeLabel}</label>
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
          <Link to={pageLink(page - 1)} className="rounded border border-black/20 px-3 py-1 hover:bg-black/5">
            {intl.formatMessage({ id: 'account.pagination.previous' })}
          </Link>
        ) : null}
        <span>{intl.formatMessage({ id: 'account.pagination.status' }, { page, pages })}</span>
        {page < pages ? (
          <Link to={pageLink(page + 1)} className="rounded border border-black/20 px-3 py-1 hover:bg-black/5">
            {intl.formatMessage({ id: 'account.pagination.next' })}
          </Link>
        ) : null}
      </nav>
    </div>
  );
}
