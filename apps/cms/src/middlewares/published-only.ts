import type { Core } from '@strapi/strapi';

/**
 * Strapi's public `find` permission also answers `?status=draft`, which would let anyone read
 * unpublished pages. Only requests authenticated with an API token (previews, scripts) may choose
 * the status; everyone else, including signed-in shop users, gets published entries.
 */
// The strategy was called 'api-token' before Strapi 5.x renamed it; both mean an API token.
const TOKEN_STRATEGIES = new Set(['content-api-token', 'api-token']);

export default (_config: unknown, _opts: { strapi: Core.Strapi }) => {
  return async (ctx, next) => {
    if (!TOKEN_STRATEGIES.has(ctx.state?.auth?.strategy?.name) && ctx.query && 'status' in ctx.query) {
      ctx.query = { ...ctx.query, status: 'published' };
    }
    await next();
  };
};
