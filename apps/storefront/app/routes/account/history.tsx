import { useEffect } from 'react';
import { QuotationDetail } from '~/components/account/quotation-detail';
import { QuickOrder } from '~/components/account/quick-order';
import { QuotationList } from '~/components/account/quotation-list';
import { SalePickings } from '~/components/account/sale-pickings';
import { Spinner } from '~/components/account/spinner';
import { AddToCart } from '~/components/cart/add-to-cart';
import { LinePicture, LineTitle } from '~/components/cart/line-product';
import { useLineCatalog } from '~/components/cart/use-line-catalog';
import { Wishlists } from '~/components/account/wishlists';
import { useNotify } from '~/components/notifications/notifications';
import type { BoughtProduct } from '~/domain/bought-products';
import { lineDisplay } from '~/domain/cart-line-product';
import type { OptionalErpModule } from '~/domain/erp-modules';
import { fullPathOf, invalidRouteParams, pageNotFound } from '~/domain/route-errors';
import type { Picking, Sale } from '~/domain/sale';
import type { Wishlist } from '~/domain/wishlists';
import { useIntl } from '~/i18n/intl';
import { pageTitle } from '~/i18n/page-title';
import { requireErpModule } from '~/services/erp/require-erp-module.server';
import {
  loadBought,
  loadQuotation,
  loadQuotations,
  loadShipments,
  loadWishlists,
} from '~/services/erp/account-sections';
import { requireUser } from '~/services/session/require-user';
import type { Route } from './+types/history';
import { quickOrderAction } from './quick-order-action.server';
import { wishlistAction } from './wishlist-action.server';

/**
 * The account's pages of optional modules' routes, one route module for all so that the first load's
 * route manifest stays as it was (apps/storefront/performance-budgets.json): `bought`, the products of the
 * customer's orders (shopinvader_api_sale's `GET sales/lines`); `shipments`, every delivery
 * (shopinvader_api_delivery_carrier's `GET deliveries`); `quotations`, the customer's open quotations,
 * and at `quotations/:_id` one of them (shopinvader_api_quotation); `wishlists`, the customer's named
 * lists (shopinvader_api_wishlist). Each only where the ERP serves its routes. `quick-order`, a business
 * customer's order by SKU (domain/quick-order.ts), needs the catalogue and the cart alone.
 */
const SECTIONS = {
  bought: { module: 'boughtProducts', title: 'account.bought.title' },
  shipments: { module: 'shipments', title: 'account.shipments.title' },
  quotations: { module: 'quotations', title: 'quotations.title' },
  wishlists: { module: 'wishlists', title: 'wishlist.title' },
  'quick-order': { module: null, title: 'quick_order.title' },
} as const satisfies Record<string, { module: OptionalErpModule | null; title: string }>;

type Section = keyof typeof SECTIONS;

/** The one section whose items have a page of their own, and what their ids look like. */
const WITH_ITEMS: Section = 'quotations';
const ITEM_ID = /^[1-9]\d*$/;

export async function loader({ url, params }: Route.LoaderArgs) {
  const section = params.section as Section;
  if (!Object.hasOwn(SECTIONS, section)) throw pageNotFound(fullPathOf(url));
  if (params._id !== undefined && section !== WITH_ITEMS) throw pageNotFound(fullPathOf(url));
  const { module } = SECTIONS[section];
  if (module) await requireErpModule(module, url);
  if (params._id !== undefined && !ITEM_ID.test(params._id)) throw invalidRouteParams(url.pathname);
  return { section, id: params._id ?? null };
}

/** The wishlists' and the quick order's forms; no other section takes any. */
export async function action({ request, url, params }: Route.ActionArgs) {
  if (params.section === 'quick-order') return quickOrderAction(request, url);
  if (params.section !== 'wishlists') throw pageNotFound(fullPathOf(url));
  await requireErpModule('wishlists', url);
  return wishlistAction(request, url);
}

const NOTHING = {
  products: [] as BoughtProduct[],
  pickings: [] as Picking[],
  quotations: [] as Sale[],
  lists: [] as Wishlist[],
};

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const { section, id } = await serverLoader();
  const { erp } = await requireUser(request);
  const url = new URL(request.url);
  if (id !== null)
    return { ...NOTHING, section, id, quotation: await loadQuotation(erp, id, url), failed: false };
  const list = { ...NOTHING, section, id, quotation: null, page: 1, pageSize: 0, count: 0, failed: false };
  try {
    if (section === 'bought') return { ...list, products: await loadBought(erp) };
    if (section === 'shipments') return { ...list, pickings: await loadShipments(erp) };
    if (section === 'wishlists') return { ...list, lists: await loadWishlists(erp) };
    if (section === 'quick-order') return list;
    return { ...list, ...(await loadQuotations(erp, url)) };
  } catch {
    return { ...list, failed: true };
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <Spinner />;
}

/** A quotation's page is titled "Quotation SQ0028" once read. */
export function meta({ matches, loaderData }: Route.MetaArgs) {
  const quotation = loaderData && 'quotation' in loaderData ? loaderData.quotation : null;
  const title = quotation
    ? pageTitle(matches, 'quotations.quotation', { name: quotation.name })
    : pageTitle(matches, SECTIONS[loaderData?.section ?? 'bought'].title);
  return [...title, { name: 'robots', content: 'noindex' }];
}

export default function HistoryPage({ loaderData, actionData }: Route.ComponentProps) {
  const { section, products, pickings, lists, failed } = loaderData;
  if (section === 'quotations')
    return loaderData.id === null ? (
      <QuotationList {...loaderData} />
    ) : (
      <QuotationDetail quotation={loaderData.quotation} />
    );
  if (section === 'wishlists')
    return (
      <Wishlists
        lists={lists}
        failed={failed}
        outcome={actionData && !('text' in actionData) ? actionData : undefined}
      />
    );
  if (section === 'quick-order')
    return <QuickOrder outcome={actionData && 'text' in actionData ? actionData : undefined} />;
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
