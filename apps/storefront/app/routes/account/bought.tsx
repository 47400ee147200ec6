import { useEffect } from 'react';
import { AddToCart } from '~/components/cart/add-to-cart';
import { LinePicture, LineTitle } from '~/components/cart/line-product';
import { useLineCatalog } from '~/components/cart/use-line-catalog';
import { Spinner } from '~/components/account/spinner';
import { useNotify } from '~/components/notifications/notifications';
import { type BoughtProduct, boughtProducts } from '~/domain/bought-products';
import { lineDisplay } from '~/domain/cart-line-product';
import { useIntl } from '~/i18n/intl';
import { pageTitle } from '~/i18n/page-title';
import { requireErpModule } from '~/services/erp/require-erp-module.server';
import { requireUser } from '~/services/session/require-user';
import type { Route } from './+types/bought';

/** The lines of the customer's last orders read at once: enough for a reorder list. */
const LINES_READ = 500;
const ORDERS_READ = 100;

/** Only where the ERP serves `GET sales/lines` (domain/erp-modules.ts). */
export function loader({ url }: Route.LoaderArgs) {
  return requireErpModule('boughtProducts', url);
}

/** The products of the customer's orders (shopinvader_api_sale's `GET sales/lines`), each once. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  await serverLoader();
  const { erp } = await requireUser(request);
  try {
    const [{ parseErpSaleLines }, { parseErpSales }, raw, rawSales] = await Promise.all([
      import('~/services/erp/erp-history-schema'),
      import('~/services/cart/erp-cart-schema'),
      erp.get<unknown>('sales/lines', { page: 1, page_size: LINES_READ }),
      // 16.0 types shipping lines `product`: the orders tell them (services/cart/shipping-lines.ts).
      erp.get<unknown>('sales', { page: 1, page_size: ORDERS_READ }),
    ]);
    const shippingLineIds = new Set(
      parseErpSales(rawSales).sales.flatMap((sale) =>
        sale.lines.filter((line) => line.kind === 'delivery').map((line) => line.id),
      ),
    );
    return { products: boughtProducts(parseErpSaleLines(raw).lines, shippingLineIds), failed: false };
  } catch {
    return { products: [] as BoughtProduct[], failed: true };
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <Spinner />;
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageTitle(matches, 'account.bought.title'), { name: 'robots', content: 'noindex' }];
}

export default function BoughtPage({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const notify = useNotify();
  const { products, failed } = loaderData;
  const catalog = useLineCatalog(products.map((product) => product.productId));
  const t = (id: string) => intl.formatMessage({ id });

  useEffect(() => {
    if (failed) notify('error', intl.formatMessage({ id: 'account.bought.fetch_error' }));
  }, [failed, notify, intl]);

  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">{t('account.bought.title')}</h1>
      {failed ? (
        <p role="alert" className="rounded border border-red-700 bg-red-50 p-3">
          {t('account.bought.fetch_error')}
        </p>
      ) : products.length === 0 ? (
        <p>{t('account.bought.empty')}</p>
      ) : catalog.basis === null ? (
        <Spinner />
      ) : (
        <ul className="divide-y divide-black/10">
          {products.map((product) => {
            const known = catalog.products.get(product.productId);
            const display = lineDisplay(product.name, known ?? undefined);
            return (
              <li
                key={product.productId}
                className="flex flex-wrap items-center gap-4 py-3"
                data-testid="bought-product"
              >
                <LinePicture display={display} size="sm" />
                <div className="min-w-48 flex-1 space-y-1">
                  <LineTitle display={display} as="h2" />
                  <p className="text-sm">
                    {t('account.bought.last_bought')}{' '}
                    {product.lastBought ? intl.formatDate(product.lastBought, { dateStyle: 'medium' }) : ''}
                    {' · '}
                    {t('account.bought.qty')} {product.qty}
                  </p>
                </div>
                {known ? (
                  <AddToCart productId={product.productId} productName={display.name} />
                ) : (
                  <p className="text-sm font-medium">{t('account.bought.not_sold')}</p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
