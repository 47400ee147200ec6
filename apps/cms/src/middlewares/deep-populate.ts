import type { Core } from '@strapi/strapi';
import { deepPopulate } from '../lib/deep-populate';

/**
 * `populate=deep` (the convention of the populate-deep plugin the reference storefront used)
 * returns the whole document in one request. Strapi 5 only returns the dynamic-zone components
 * named in `populate[content][on]`, so without it a section type the client does not list would
 * vanish from the response instead of reaching the client's fallback.
 */
const deepPopulateMiddleware: Core.MiddlewareFactory<{ uid: string }> = ({ uid }, { strapi }) => {
  let populate: Record<string, unknown> | undefined;
  return async (ctx, next) => {
    // Strapi parses the query string with qs, so values are objects, not only strings.
    const query = ctx.query as Record<string, unknown>;
    if (query?.populate === 'deep') {
      populate ??= deepPopulate(strapi, strapi.contentType(uid as never).attributes as never);
      // In place, like published-only, so that the rest of the query string is kept as parsed.
      query.populate = populate;
    }
    await next();
  };
};

export default deepPopulateMiddleware;
