import { Form, useNavigation } from 'react-router';
import { lineDisplay } from '~/domain/cart-line-product';
import {
  QUICK_ORDER_MAX_LINES,
  QUICK_ORDER_TEXT_MAX,
  type QuickOrderLine,
  type QuickOrderResult,
} from '~/domain/quick-order';
import { isBusinessCustomer } from '~/domain/quotation';
import { useRootData } from '~/hooks/use-root-data';
import { useIntl } from '~/i18n/intl';
import { useSessionUser } from '~/services/session/use-session';
import { LineTitle } from '../cart/line-product';
import { ProductPrice } from '../product/product-price';
import { useWantedPrices } from '../product/shown-price';
import { buttonClass } from '../ui/button-class';
import { FormField } from '../ui/form-field';
import { ReorderButton } from './reorder-button';

/** The table's columns, each headed by `quick_order.column.<name>`. */
const COLUMNS = ['sku', 'product', 'qty', 'price', 'state'] as const;

const STATE_LABELS = {
  ready: 'quick_order.state.ready',
  unknown: 'quick_order.state.unknown',
  out_of_stock: 'quick_order.state.out_of_stock',
  no_price: 'quick_order.state.no_price',
} as const;

const stateLabel = (line: QuickOrderLine) =>
  STATE_LABELS[line.state === 'unavailable' ? line.reason : line.state];

/**
 * The account's quick order, for business customers (domain/quotation.ts isBusinessCustomer): lines of
 * SKU and quantity pasted or uploaded are checked against the catalogue, listed with their product,
 * price and state, and the ready ones go to the cart in one sync.
 */
export function QuickOrder({ outcome }: { outcome: QuickOrderResult | undefined }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const user = useSessionUser();
  const { erpApi, defaultPricelistId } = useRootData();
  const busy = useNavigation().state === 'submitting';
  if (!isBusinessCustomer(user, { extension: erpApi.extension, defaultPricelistId }))
    return (
      <section className="space-y-4">
        <h1 className="text-2xl font-semibold">{t('quick_order.title')}</h1>
        <p>{t('quick_order.business_only')}</p>
      </section>
    );
  const failed = outcome && !outcome.ok ? outcome : undefined;
  return (
    <section className="space-y-6">
      <h1 className="text-2xl font-semibold">{t('quick_order.title')}</h1>
      <p id="quick-order-hint">{t('quick_order.hint', { max: QUICK_ORDER_MAX_LINES })}</p>
      <Form method="post" encType="multipart/form-data" className="space-y-4">
        <FormField name="lines" labelId="quick_order.lines_label">
          {(field) => (
            <textarea
              {...field}
              key={outcome?.text}
              rows={10}
              maxLength={QUICK_ORDER_TEXT_MAX}
              defaultValue={outcome?.text ?? ''}
              aria-invalid={failed !== undefined}
              aria-describedby={failed ? 'quick-order-error quick-order-hint' : 'quick-order-hint'}
              className={`${field.className} font-mono`}
              spellCheck={false}
            />
          )}
        </FormField>
        <FormField name="file" labelId="quick_order.file_label">
          {(field) => (
            <input
              {...field}
              // A new answer empties it: the next check reads the field, which now holds the file's text.
              key={outcome?.text}
              type="file"
              accept=".csv,.txt,.tsv,text/csv,text/plain"
              aria-describedby="quick-order-file-hint"
            />
          )}
        </FormField>
        <p id="quick-order-file-hint" className="text-sm">
          {t('quick_order.file_hint')}
        </p>
        <button type="submit" disabled={busy} aria-busy={busy} className={buttonClass('primary')}>
          {t('quick_order.check')}
        </button>
      </Form>
      {failed ? (
        <div id="quick-order-error" role="alert" className="rounded border border-red-700 bg-red-50 p-3">
          <p>{t(failed.message)}</p>
          {failed.problems.length > 0 ? (
            <ul className="list-disc pl-6" data-testid="quick-order-problems">
              {failed.problems.map((problem) => (
                <li key={problem.line}>
                  {t('quick_order.problem', { line: problem.line, text: problem.text })} {t(problem.message)}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {outcome?.ok ? <QuickOrderLines lines={outcome.lines} /> : null}
    </section>
  );
}

function QuickOrderLines({ lines }: { lines: QuickOrderLine[] }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const ready = lines.filter((line) => line.state === 'ready');
  useWantedPrices(lines.flatMap((line) => (line.state === 'unknown' ? [] : [line.product.id])));
  return (
    <div className="space-y-4">
      <p role="status" data-testid="quick-order-summary">
        {t('quick_order.summary', {
          ready: ready.length,
          unknown: lines.filter((line) => line.state === 'unknown').length,
          unavailable: lines.filter((line) => line.state === 'unavailable').length,
        })}
      </p>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('quick_order.table_caption')}</caption>
          <thead>
            <tr className="border-b border-black/20">
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className={column === 'qty' ? 'p-2 text-right' : 'p-2'}>
                  {t(`quick_order.column.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr
                key={line.sku}
                className="border-b border-black/10"
                data-testid="quick-order-line"
                data-state={line.state}
              >
                <td className="p-2 font-mono">{line.sku}</td>
                <td className="p-2">
                  {line.state === 'unknown' ? '—' : <LineTitle display={lineDisplay('', line.product)} />}
                </td>
                <td className="p-2 text-right">{line.qty}</td>
                <td className="p-2">
                  {line.state === 'unknown' ? null : (
                    <ProductPrice id={line.product.id} prices={line.product.prices} size="md" />
                  )}
                </td>
                <td className={`p-2 ${line.state === 'ready' ? '' : 'font-semibold text-red-800'}`}>
                  {t(stateLabel(line))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {ready.length > 0 ? (
        <ReorderButton
          productIds={ready.map((line) => line.product.id)}
          plan={() => ({
            items: ready.map((line) => ({
              productId: line.product.id,
              qty: line.qty,
              options: null,
              name: line.product.name,
            })),
            notSold: [],
          })}
          labelId="quick_order.add"
        />
      ) : null}
    </div>
  );
}
