import type { Core } from '@strapi/strapi';

/**
 * Strapi's public `find` permission also answers `?status=draft`, which would let anyone read
 * unpublished pages. Only requests authenticated with an API token (previews, scripts) may choose
 * the status; everyone else, including signed-in shop users, gets published entries.
 */
export default (_config: unknown, _opts: { strapi: Core.Strapi }) => {
  return async (ctx, next) => {
    const strategy = ctx.state?.auth?.strategy?.name;
    if (strategy !== 'api-token' && ctx.query && 'status' in ctx.query) {
      ctx.query = { ...ctx.query, status: 'published' };
    }
    await next();
  };
};
