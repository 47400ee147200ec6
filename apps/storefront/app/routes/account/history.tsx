import { useEffect } from 'react';
import { SalePickings } from '~/components/account/sale-pickings';
import { Spinner } from '~/components/account/spinner';
import { AddToCart } from '~/components/cart/add-to-cart';
import { LinePicture, LineTitle } from '~/components/cart/line-product';
import { useLineCatalog } from '~/components/cart/use-line-catalog';
import { Wishlists } from '~/components/account/wishlists';
import { useNotify } from '~/components/notifications/notifications';
import { type BoughtProduct, boughtProducts } from '~/domain/bought-products';
import { lineDisplay } from '~/domain/cart-line-product';
import type { OptionalErpModule } from '~/domain/erp-modules';
import { fullPathOf, pageNotFound } from '~/domain/route-errors';
import type { Picking } from '~/domain/sale';
import type { Wishlist } from '~/domain/wishlists';
import { useIntl } from '~/i18n/intl';
import { pageTitle } from '~/i18n/page-title';
import { requireErpModule } from '~/services/erp/require-erp-module.server';
import type { ErpBrowserClient } from '~/services/erp/erp-browser-client';
import { requireUser } from '~/services/session/require-user';
import type { Route } from './+types/history';
import { wishlistAction } from './wishlist-action.server';

/**
 * The account's pages of optional modules' routes, one route module for both so that the first load's
 * route manifest stays as it was (apps/storefront/performance-budgets.json): `bought`, the products of the
 * customer's orders (shopinvader_api_sale's `GET sales/lines`), and `shipments`, every delivery
 * (shopinvader_api_delivery_carrier's `GET deliveries`), and `wishlists`, the customer's named lists
 * (shopinvader_api_wishlist); each only where the ERP serves its routes.
 */
const SECTIONS = {
  bought: { module: 'boughtProducts', title: 'account.bought.title' },
  shipments: { module: 'shipments', title: 'account.shipments.title' },
  wishlists: { module: 'wishlists', title: 'wishlist.title' },
} as const satisfies Record<string, { module: OptionalErpModule; title: string }>;

type Section = keyof typeof SECTIONS;

/** The lines of the customer's last orders read at once: enough for a reorder list. */
const LINES_READ = 500;
const ORDERS_READ = 100;
/** The customer's shipments read at once. */
const SHIPMENTS_READ = 200;
/** The customer's wishlists read at once. */
const WISHLISTS_READ = 100;

export async function loader({ url, params }: Route.LoaderArgs) {
  const section = params.section as Section;
  if (!Object.hasOwn(SECTIONS, section)) throw pageNotFound(fullPathOf(url));
  await requireErpModule(SECTIONS[section].module, url);
  return { section };
}

/** The wishlists' forms; no other section takes any. */
export async function action({ request, url, params }: Route.ActionArgs) {
  if (params.section !== 'wishlists') throw pageNotFound(fullPathOf(url));
  await requireErpModule('wishlists', url);
  return wishlistAction(request, url);
}

async function loadBought(erp: ErpBrowserClient) {
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
  return boughtProducts(parseErpSaleLines(raw).lines, shippingLineIds);
}

async function loadShipments(erp: ErpBrowserClient) {
  const [{ parseErpDeliveries }, raw] = await Promise.all([
    import('~/services/erp/erp-history-schema'),
    erp.get<unknown>('deliveries', { page: 1, page_size: SHIPMENTS_READ }),
  ]);
  return parseErpDeliveries(raw).pickings;
}

async function loadWishlists(erp: ErpBrowserClient) {
  const [{ parseErpWishlists }, raw] = await Promise.all([
    import('~/services/erp/erp-wishlist-schema'),
    erp.get<unknown>('wishlists', { page: 1, page_size: WISHLISTS_READ }),
  ]);
  return parseErpWishlists(raw);
}

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const { section } = await serverLoader();
  const { erp } = await requireUser(request);
  const none = { products: [] as BoughtProduct[], pickings: [] as Picking[], lists: [] as Wishlist[] };
  try {
    if (section === 'bought') return { section, ...none, products: await loadBought(erp), failed: false };
    if (section === 'wishlists') return { section, ...none, lists: await loadWishlists(erp), failed: false };
    return { section, ...none, pickings: await loadShipments(erp), failed: false };
  } catch {
    return { section, ...none, failed: true };
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <Spinner />;
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const title = SECTIONS[loaderData?.section ?? 'bought'].title;
  return [...pageTitle(matches, title), { name: 'robots', content: 'noindex' }];
}

export default function HistoryPage({ loaderData, actionData }: Route.ComponentProps) {
  const { section, products, pickings, lists, failed } = loaderData;
  if (section === 'wishlists') return <Wishlists lists={lists} failed={failed} outcome={actionData} />;
  return section === 'bought' ? (
    <BoughtProducts products={products} failed={failed} />
  ) : (
    <Shipments pickings={pickings} failed={failed} />
  );
}

function BoughtProducts({ products, failed }: { products: BoughtProduct[]; failed: boolean }) {
  const intl = useIntl();
  const notify = useNotify();
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

function Shipments({ pickings, failed }: { pickings: Picking[]; failed: boolean }) {
  const intl = useIntl();
  const notify = useNotify();
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
