import { type RouteConfig, type RouteConfigEntry, index, layout, route } from '@react-router/dev/routes';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './i18n/locales';

/**
 * Every page exists once per locale with a fixed prefix ('' for French). A single optional `:lang?`
 * segment would read `/shoes` as a language, so the table is generated instead (docs/decisions/001-stack.md#locale-routing). The prefix
 * is the path of the locale's layouts: React Router tries the table's pages in turn for an address (four
 * times a request), and another locale's page then fails at its first segment, before its layout is matched.
 */
function localizedRoutes(locale: Locale): RouteConfigEntry[] {
  const id = (name: string) => `${name}.${locale}`;
  const page = (path: string, file: string, name: string) => route(path, file, { id: id(name) });
  const localeLayout = (file: string, name: string, children: RouteConfigEntry[]) =>
    locale === DEFAULT_LOCALE
      ? layout(file, { id: id(name) }, children)
      : route(locale, file, { id: id(name) }, children);

  return [
    localeLayout('routes/layouts/default-layout.tsx', 'layout-default', [
      index('routes/home.tsx', { id: id('home') }),
      page('search', 'routes/search.tsx', 'search'),
      page('cart', 'routes/cart.tsx', 'cart'),
      page('checkout/validated', 'routes/checkout-validated.tsx', 'checkout-validated'),
      page('contact', 'routes/contact.tsx', 'contact'),
      page('blog', 'routes/blog.tsx', 'blog'),
      page('blog/*', 'routes/blog-article.tsx', 'blog-article'),
      page('newsletter/unsubscribe', 'routes/newsletter-unsubscribe.tsx', 'newsletter-unsubscribe'),
      layout('routes/layouts/account-layout.tsx', { id: id('layout-account') }, [
        page('account', 'routes/account/dashboard.tsx', 'account'),
        page('account/addresses', 'routes/account/addresses.tsx', 'account-addresses'),
        page('account/profile', 'routes/account/profile.tsx', 'account-profile'),
        page('account/sales', 'routes/account/sales.tsx', 'account-sales'),
        page('account/sales/:_id', 'routes/account/sale-detail.tsx', 'account-sale'),
        page('account/:section/:_id?', 'routes/account/history.tsx', 'account-history'),
      ]),
      page('*', 'routes/catch-all.tsx', 'catch-all'),
    ]),
    localeLayout('routes/layouts/checkout-layout.tsx', 'layout-checkout', [
      page('checkout', 'routes/checkout.tsx', 'checkout'),
    ]),
    localeLayout('routes/layouts/login-layout.tsx', 'layout-login', [
      page('account/login', 'routes/account/login.tsx', 'account-login'),
      page('account/register', 'routes/account/register.tsx', 'account-register'),
      page('account/password-reset', 'routes/account/password-reset.tsx', 'account-password-reset'),
      page('account/set-new-password', 'routes/account/set-new-password.tsx', 'account-set-new-password'),
    ]),
    localeLayout('routes/layouts/empty-layout.tsx', 'layout-empty', [
      page('account/signup-validation', 'routes/account/signup-validation.tsx', 'account-signup-validation'),
    ]),
  ];
}

export default [
  // Unlocalized endpoints of the storefront's own server.
  route('shopinvader/*', 'routes/api/erp-proxy.ts'),
  route('_build', 'routes/api/build-id.ts'),
  route('_revalidate', 'routes/api/revalidate.ts'),
  route('_rum', 'routes/api/field-data.ts'),
  route('_messages/:file', 'routes/api/messages.ts'),
  route('_preview', 'routes/api/preview.ts'),
  route('_preview/exit', 'routes/api/preview-exit.ts'),
  route('sitemap.xml', 'routes/api/sitemap-index.ts'),
  ...LOCALES.map((locale) =>
    route(`sitemap-${locale}.xml`, 'routes/api/sitemap-locale.ts', { id: `sitemap.${locale}` }),
  ),
  route('robots.txt', 'routes/api/robots.ts'),
  route('set-locale', 'routes/api/set-locale.ts'),
  route('newsletter', 'routes/api/newsletter.ts'),
  route('api/autocomplete', 'routes/api/autocomplete.ts'),
  route('api/cart-products', 'routes/api/cart-products.ts'),
  route('api/prices', 'routes/api/prices.ts'),
  // French has no prefix: /fr and /fr/... answer with the unprefixed page's address.
  route('fr', 'routes/api/french-prefix-redirect.ts', { id: 'french-prefix' }),
  route('fr/*', 'routes/api/french-prefix-redirect.ts', { id: 'french-prefix-splat' }),
  ...LOCALES.flatMap(localizedRoutes),
] satisfies RouteConfig;
