import { Link } from 'react-router';
import { useIntl } from '~/i18n/intl';
import type { Picking } from '~/domain/sale';
import { useLocalePath } from '~/hooks/use-root-data';

const KNOWN = new Set(['draft', 'waiting', 'confirmed', 'assigned', 'done', 'cancel']);

/**
 * Shipments of an order: carrier, state, date and tracking (docs/product/screens.md#account); with
 * `withOrders`, the customer's shipments of every order, each with a link to its order.
 */
export function SalePickings({
  pickings,
  withOrders = false,
}: {
  pickings: readonly Picking[];
  withOrders?: boolean;
}) {
  const intl = useIntl();
  const localePath = useLocalePath();
  if (pickings.length === 0) return null;
  return (
    <section aria-labelledby="pickings-title" className="space-y-3">
      <h2 id="pickings-title" className={withOrders ? 'sr-only' : 'text-xl font-semibold'}>
        {intl.formatMessage({ id: 'sale.delivery.pickings.title' })}
      </h2>
      {pickings.length > 1 && !withOrders ? (
        <p className="text-sm">{intl.formatMessage({ id: 'sale.delivery.pickings.multiple' })}</p>
      ) : null}
      <ul className="grid gap-3 sm:grid-cols-2">
        {pickings.map((picking) => (
          <li key={picking.id} className="space-y-1 rounded border border-black/10 p-3" data-testid="picking">
            <p className="font-medium">
              {picking.name}
              {picking.carrierName ? ` · ${picking.carrierName}` : ''}
            </p>
            {withOrders && picking.saleId !== null ? (
              <p>
                <Link to={localePath(`/account/sales/${picking.saleId}`)} className="underline">
                  {intl.formatMessage({ id: 'account.shipments.order' })}
                </Link>
              </p>
            ) : null}
            <p>
              {KNOWN.has(picking.state)
                ? intl.formatMessage({ id: `picking.status.${picking.state}` })
                : picking.state}
            </p>
            {picking.deliveryDate ? (
              <p>
                {intl.formatMessage({ id: 'picking.deliveryDate' })}{' '}
                {intl.formatDate(picking.deliveryDate, { dateStyle: 'medium' })}
              </p>
            ) : null}
            {picking.trackingReference ? (
              <p>
                {intl.formatMessage({ id: 'picking.tracking' })}{' '}
                {picking.trackingUrl ? (
                  <a
                    href={picking.trackingUrl}
                    target="_blank"
                    rel="noreferrer noopener"
                    className="underline"
                  >
                    {picking.trackingReference}
                  </a>
                ) : (
                  picking.trackingReference
                )}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
