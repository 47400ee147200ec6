import { useEffect } from 'react';
import { SalePickings } from '~/components/account/sale-pickings';
import { Spinner } from '~/components/account/spinner';
import { useNotify } from '~/components/notifications/notifications';
import type { Picking } from '~/domain/sale';
import { useIntl } from '~/i18n/intl';
import { pageTitle } from '~/i18n/page-title';
import { requireErpModule } from '~/services/erp/require-erp-module.server';
import { requireUser } from '~/services/session/require-user';
import type { Route } from './+types/shipments';

/** The customer's shipments read at once. */
const SHIPMENTS_READ = 200;

/** Only where the ERP serves `GET deliveries` (domain/erp-modules.ts). */
export function loader({ url }: Route.LoaderArgs) {
  return requireErpModule('shipments', url);
}

/** Every delivery of the customer's orders (shopinvader_api_delivery_carrier's `GET deliveries`). */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  await serverLoader();
  const { erp } = await requireUser(request);
  try {
    const [{ parseErpDeliveries }, raw] = await Promise.all([
      import('~/services/erp/erp-history-schema'),
      erp.get<unknown>('deliveries', { page: 1, page_size: SHIPMENTS_READ }),
    ]);
    return { pickings: parseErpDeliveries(raw).pickings, failed: false };
  } catch {
    return { pickings: [] as Picking[], failed: true };
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <Spinner />;
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageTitle(matches, 'account.shipments.title'), { name: 'robots', content: 'noindex' }];
}

export default function ShipmentsPage({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const notify = useNotify();
  const { pickings, failed } = loaderData;
  const t = (id: string) => intl.formatMessage({ id });

  useEffect(() => {
    if (failed) notify('error', intl.formatMessage({ id: 'account.shipments.fetch_error' }));
  }, [failed, notify, intl]);

  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">{t('account.shipments.title')}</h1>
      {failed ? (
        <p role="alert" className="rounded border border-red-700 bg-red-50 p-3">
          {t('account.shipments.fetch_error')}
        </p>
      ) : pickings.length === 0 ? (
        <p>{t('account.shipments.empty')}</p>
      ) : (
        <SalePickings pickings={pickings} withOrders />
      )}
    </section>
  );
}
