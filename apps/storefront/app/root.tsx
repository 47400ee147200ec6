import { lazy, Suspense, useEffect } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import './app.css';
import { ConsentBanner } from './components/consent/consent-banner';
import { ConsentProvider } from './components/consent/consent-context';
import { ConsentSettings } from './components/consent/consent-settings';
import { TagManager } from './components/consent/tag-manager';
import { FieldData } from './components/field-data/field-data';
import { ErrorScreen } from './components/error/error-screen';
import { NotificationProvider } from './components/notifications/notifications';
import { SessionPricelist } from './components/product/session-pricelist';
import { AlternateLinks } from './components/layout/alternate-links';
import { AppUpdateWatcher } from './components/layout/app-update-watcher';
import { PageLinkNavigation } from './components/ui/page-link';
import { useNonce } from './components/layout/nonce-context';
import { publicOrigin } from './config/request-origin.server';
import type { RootData } from './config/root-data';
import { getServerConfig } from './config/server-config.server';
import { THEME_COLOR } from './config/ui-constants';
import { resolveBrowserErpUrl } from './domain/erp-base-url';
import { type ErrorBody, isMalformedPath, malformedAddress } from './domain/route-errors';
import { catalogueAt, loadCatalogue } from './i18n/catalogues';
import { IntlProvider } from './i18n/intl';
import { isLocale, localeFromPathname } from './i18n/locales';
import { catalogueAddress, errorScreenMessages } from './i18n/messages.server';
import { getLegalPages } from './services/cms/cms.server';
import { currentPreview, previewMiddleware } from './services/cms/preview.server';
import { cacheTagsMiddleware } from './services/cache/cache-tags.server';
import { pageCacheMiddleware } from './services/cache/page-cache.server';
import { logger } from './services/observability/logger.server';
import { requestContextMiddleware } from './services/observability/request-context-middleware.server';
import { listenForInvalidations } from './services/fleet/invalidation.server';
import { erpModules } from './services/erp/erp-modules.server';
import { NO_ERP_MODULES } from './domain/erp-modules';
import { SessionProvider } from './components/session/session-provider';
import { CartProvider } from './components/cart/cart-context';

/** Runs before every loader and action, resource routes included. */
export const middleware: Route.MiddlewareFunction[] = [
  requestContextMiddleware,
  ({ request }, next) => {
    // A fleet's node hears the others' invalidations from its first request on.
    listenForInvalidations();
    const { pathname } = new URL(request.url);
    if (isMalformedPath(pathname)) {
      // Raised before the root's data: the error screen brings its messages along.
      const locale = localeFromPathname(pathname);
      const messages = errorScreenMessages(locale);
      const title = `${messages['error.400.title']} | ${getServerConfig().shopName}`;
      throw malformedAddress(pathname, { locale, messages, title });
    }
    return next();
  },
  // Before the page cache, which a preview passes by.
  previewMiddleware,
  pageCacheMiddleware,
  cacheTagsMiddleware,
];

export async function loader({ request, url }: Route.LoaderArgs): Promise<RootData> {
  // `url` is the page's address; on client navigations `request.url` ends in .data.
  const locale = localeFromPathname(url.pathname);
  const config = getServerConfig();
  const origin = publicOrigin(request);
  return {
    locale,
    catalogue: catalogueAddress(locale),
    shopName: config.shopName,
    origin,
    erpBaseUrl: resolveBrowserErpUrl(config.erpPublicUrl, origin),
    erpApi: config.erpApi,
    erpModules: (await erpModules()) ?? NO_ERP_MODULES,
    defaultPricelistId: config.defaultPricelistId ?? null,
    tagManagerId: config.tagManagerId,
    auth: config.auth,
    preview: currentPreview() !== undefined,
    // A CMS that cannot be read costs the legal links, never the page.
    legalPages: await getLegalPages(locale, config.legalPageHandles).catch((error: unknown) => {
      logger.error({ err: error }, 'legal pages could not be read');
      return {};
    }),
  };
}

/**
 * The page names its language's catalogue; the browser reads the one it hydrates with before it
 * hydrates (entry.client.tsx), and another language's before a navigation shows it.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs): Promise<RootData> {
  const data = await serverLoader();
  await loadCatalogue(data.catalogue);
  return data;
}

/** Before the root data exists (an error while loading it) the error screen shows message ids. */
const NO_MESSAGES = {};

/** The root data depends on the language alone, so only a change of language reloads it. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return localeFromPathname(currentUrl.pathname) !== localeFromPathname(nextUrl.pathname);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<RootData>('root');
  const nonce = useNonce();
  const { pathname } = useLocation();
  // Without the root's data (an error before it loaded), the address still says the language.
  const locale = root?.locale ?? localeFromPathname(pathname);
  useEffect(() => {
    // Lets tests and monitoring know when the page has become interactive.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOR} />
        {/* Scripts added later (Vite's preloads, the tag manager) take the nonce from here. */}
        <meta property="csp-nonce" nonce={nonce} suppressHydrationWarning />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* An editor's preview may show drafts: never to be indexed (also said in X-Robots-Tag). */}
        {root?.preview ? <meta name="robots" content="noindex" /> : null}
        <Meta />
        {root ? <AlternateLinks origin={root.origin} /> : null}
        <Links />
        {/* Read before hydrating (entry.client); after a change of language, from the browser's cache. */}
        {root ? (
          <link rel="preload" href={root.catalogue} as="fetch" crossOrigin="anonymous" data-catalogue="" />
        ) : null}
        {/* Without JavaScript no cookie is set, so there is no consent to ask for (consent-banner.tsx). */}
        <noscript>
          <style>{'.consent-banner{display:none}'}</style>
        </noscript>
      </head>
      <body className="min-h-dvh antialiased">
        <IntlProvider locale={locale} messages={(root && catalogueAt(root.catalogue)) || NO_MESSAGES}>
          {children}
        </IntlProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** It shows only while a navigation is under way, after hydration: its code loads beside the page's. */
const LoadingBar = lazy(() =>
  import('./components/layout/loading-bar').then(({ LoadingBar }) => ({ default: LoadingBar })),
);

/** Only editors see it: shoppers' pages do not carry its code (the first-load budget). */
const PreviewBar = lazy(() =>
  import('./components/layout/preview-bar').then(({ PreviewBar }) => ({ default: PreviewBar })),
);

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <ConsentProvider>
      {loaderData.preview ? (
        <Suspense fallback={null}>
          <PreviewBar />
        </Suspense>
      ) : null}
      <Suspense fallback={null}>
        <LoadingBar />
      </Suspense>
      <AppUpdateWatcher />
      <PageLinkNavigation />
      <NotificationProvider>
        <SessionProvider>
          <SessionPricelist>
            <CartProvider>
              <Outlet />
            </CartProvider>
          </SessionPricelist>
        </SessionProvider>
      </NotificationProvider>
      <ConsentBanner />
      <ConsentSettings />
      <TagManager id={loaderData.tagManagerId} />
      <FieldData />
    </ConsentProvider>
  );
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  // Without the root's data (a malformed address) the error brings the tab's title in the page's language.
  const body = isRouteErrorResponse(error) ? (error.data as Partial<ErrorBody> | null) : null;
  return [{ title: loaderData?.shopName ?? body?.screen?.title ?? 'Shop' }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error)) {
    const body = (error.data && typeof error.data === 'object' ? error.data : {}) as Partial<ErrorBody>;
    const message = typeof body.message === 'string' ? body.message : error.statusText;
    const screen = <ErrorScreen status={error.status} message={message} messageId={body.messageId} />;
    // An error raised before the root's data brings the error screen's messages in its language.
    return body.screen && isLocale(body.screen.locale) ? (
      <IntlProvider locale={body.screen.locale} messages={body.screen.messages}>
        {screen}
      </IntlProvider>
    ) : (
      screen
    );
  }
  return (
    <ErrorScreen status={500} message={error instanceof Error ? error.message : undefined} error={error} />
  );
}
