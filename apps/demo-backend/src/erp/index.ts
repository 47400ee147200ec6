import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { AreaOptions } from '../area-options.ts';
import { registerCredentialsRoutes } from './auth/credentials-routes.ts';
import { registerJwtSigninRoutes } from './auth/jwt-signin-routes.ts';
import { LoginThrottle } from './auth/login-throttle.ts';
import { registerCartRoutes } from './cart/cart-routes.ts';
import { registerDeliveryRoutes } from './cart/delivery-routes.ts';
import { registerLoyaltyRoutes } from './cart/loyalty-routes.ts';
import { searchProductCatalog } from './catalog/search-product-catalog.ts';
import { registerLeadRoutes } from './contact/lead-routes.ts';
import { registerMassMailingRoutes } from './contact/mass-mailing-routes.ts';
import { registerWishlistRoutes } from './wishlist/wishlist-routes.ts';
import type { ErpContext } from './context.ts';
import { registerDevRoutes } from './dev/dev-routes.ts';
import { FaultInjector } from './dev/fault-injector.ts';
import { type ErpOverrides, loadErpOptions } from './erp-options.ts';
import { extensionRoutes, registerExtensionRoutes } from './extension/extension-routes.ts';
import { installErrorHandling } from './http/error-handler.ts';
import { upstreamOracleCheck, upstreamOracleFromEnv } from './http/upstream-oracle.ts';
import type { UpstreamOracle } from '../../../../scripts/lib/upstream-oracle.ts';
import { collectOpenApiPaths, registerOpenApiRoute } from './modules/openapi-routes.ts';
import { registerAddressRoutes } from './partners/address-routes.ts';
import { registerCustomerRoutes } from './partners/customer-routes.ts';
import { registerPaymentRoutes } from './payment/payment-routes.ts';
import { registerHistoryRoutes } from './sales/history-routes.ts';
import { registerQuotationRoutes } from './sales/quotation-routes.ts';
import { registerSaleRoutes } from './sales/sale-routes.ts';
import { registerSettingsRoutes } from './settings/settings-routes.ts';

/** `upstreamOracle` (tests; DEMO_ERP_ORACLE otherwise) holds every call and answer to the released modules. */
export type ErpRouteOptions = AreaOptions & { erp?: ErpOverrides; upstreamOracle?: UpstreamOracle };

/** Shopinvader v2-compatible ERP API (docs/contracts/erp.md); documented in docs/erp.md. */
export const erpRoutes: FastifyPluginAsync<ErpRouteOptions> = async (
  app,
  { db, config, erp, upstreamOracle },
) => {
  const options = loadErpOptions(db, config, erp);
  const ctx: ErpContext = {
    db,
    mode: config.mode,
    options,
    catalog: searchProductCatalog(db),
    throttle: new LoginThrottle(options.throttle),
    faults: new FaultInjector(),
  };

  await app.register(cookie, { secret: options.secret });
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  await app.register(multipart, {
    limits: { fileSize: options.maxUploadBytes, files: 5, fields: 10, fieldSize: 100 * 1024, parts: 20 },
  });
  installErrorHandling(app);
  const oracle = upstreamOracle ?? upstreamOracleFromEnv();
  if (oracle)
    await app.register(upstreamOracleCheck, {
      oracle,
      extensionRoutes: options.extension ? extensionRoutes : [],
      production: config.mode === 'production',
    });

  const openApiPaths = collectOpenApiPaths(app);
  app.get('/', async () => ({ area: 'erp' }));
  registerOpenApiRoute(app, openApiPaths, options.modules);
  registerCredentialsRoutes(app, ctx);
  registerJwtSigninRoutes(app, ctx);
  registerCustomerRoutes(app, ctx);
  registerAddressRoutes(app, ctx);
  registerDeliveryRoutes(app, ctx);
  registerLoyaltyRoutes(app, ctx);
  registerSaleRoutes(app, ctx);
  registerHistoryRoutes(app, ctx, options.modules);
  registerSettingsRoutes(app, ctx);
  registerLeadRoutes(app, ctx);
  if (options.modules.includes('shopinvader_api_mass_mailing')) registerMassMailingRoutes(app, ctx);
  if (options.modules.includes('shopinvader_api_quotation')) registerQuotationRoutes(app, ctx);
  if (options.modules.includes('shopinvader_api_wishlist')) registerWishlistRoutes(app, ctx);
  if (options.extension) registerExtensionRoutes(app, ctx);
  registerPaymentRoutes(app, ctx, app.prefix);
  await registerCartRoutes(app, ctx);
  await app.register(async (scope) => registerDevRoutes(scope, ctx), { prefix: '/_dev' });
};
