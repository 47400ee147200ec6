import { useIntl } from '~/i18n/intl';
import { orderProgress } from '~/domain/sale';

const KNOWN = new Set([
  'cancel',
  'draft',
  'sale',
  'pending',
  'processing',
  'delivery_full',
  'delivery_partial',
  'estimating',
  'estimated',
]);

/** The order's state in words; unknown states are shown as the ERP names them. */
export function useSaleStatusLabel() {
  const intl = useIntl();
  return (state: string) => (KNOWN.has(state) ? intl.formatMessage({ id: `sale.status.${state}` }) : state);
}

/** The order's progress bar (docs/product/states.md#orders: cancel 0, pending 30, processing 50, partial 70, delivered 100). */
export function SaleProgress({ state }: { state: string }) {
  const intl = useIntl();
  const label = useSaleStatusLabel();
  const progress = orderProgress(state);
  return (
    <div className="space-y-1">
      <p>
        {intl.formatMessage({ id: 'sale.state' })} <strong>{label(state)}</strong>
      </p>
      <div
        role="progressbar"
        aria-label={intl.formatMessage({ id: 'sale.progress' })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        aria-valuetext={label(state)}
        className="h-2 w-full overflow-hidden rounded bg-black/10"
      >
        <div
          className={`h-full ${state === 'cancel' ? 'bg-red-700' : 'bg-brand-dark'}`}
          style={{ width: `${progress}%` }}
        />
      </div>
    </div>
  );
}
