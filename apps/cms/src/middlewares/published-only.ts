import type { Core } from '@strapi/strapi';

// The strategy was called 'api-token' before Strapi 5.x renamed it; both mean an API token.
const TOKEN_STRATEGIES = new Set(['content-api-token', 'api-token']);

/**
 * Strapi's public `find` permission also answers `?status=draft`, which would let anyone read
 * unpublished pages. Only requests authenticated with an API token (previews, scripts) may choose
 * the status; everyone else, including signed-in shop users, gets published entries.
 */
const publishedOnly: Core.MiddlewareFactory = () => {
  return async (ctx, next) => {
    if (!TOKEN_STRATEGIES.has(ctx.state?.auth?.strategy?.name) && ctx.query && 'status' in ctx.query) {
      // Changed in place: assigning ctx.query would re-serialise the whole query string and lose
      // the distinction between `key` (null) and `key=` (empty string) that Strapi's parser keeps.
      ctx.query.status = 'published';
    }
    await next();
  };
};

export default publishedOnly;
