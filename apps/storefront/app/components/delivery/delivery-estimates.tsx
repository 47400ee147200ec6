import { type ReactNode, useId } from 'react';
import type { DeliveryEstimate } from '~/domain/delivery-estimate';
import { useIntl } from '~/i18n/intl';

/**
 * The carriers' own words on their delivery (issue 44), server-drawn text without code of its own: each
 * carrier's name, what it costs when the ERP priced it for the cart, and its description. Nothing when
 * the ERP describes no carrier.
 */
export function DeliveryEstimates({
  estimates,
  priceOf,
}: {
  estimates: readonly DeliveryEstimate[];
  priceOf?: (carrierId: number) => ReactNode;
}) {
  const intl = useIntl();
  const titleId = useId();
  if (estimates.length === 0) return null;
  return (
    <section aria-labelledby={titleId} data-testid="delivery-estimates" className="space-y-1 text-sm">
      <h2 id={titleId} className="font-semibold">
        {intl.formatMessage({ id: 'delivery.estimates.title' })}
      </h2>
      <ul className="space-y-1">
        {estimates.map((estimate) => (
          <li key={estimate.id} className="flex flex-wrap justify-between gap-x-2">
            <span>
              <span className="font-medium">{estimate.name}</span>
              {' – '}
              <span className="text-black/75">{estimate.description}</span>
            </span>
            {priceOf?.(estimate.id)}
          </li>
        ))}
      </ul>
    </section>
  );
}
