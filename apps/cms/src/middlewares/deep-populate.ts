import type { Core } from '@strapi/strapi';
import { deepPopulate } from '../lib/deep-populate';

/**
 * `populate=deep` (the convention of the populate-deep plugin the reference storefront used)
 * returns the whole document in one request. Strapi 5 only returns the dynamic-zone components
 * named in `populate[content][on]`, so without it a section type the client does not list would
 * vanish from the response instead of reaching the client's fallback.
 */
export default ({ uid }: { uid: string }, { strapi }: { strapi: Core.Strapi }) => {
  let populate: Record<string, unknown> | undefined;
  return async (ctx, next) => {
    if (ctx.query?.populate === 'deep') {
      populate ??= deepPopulate(strapi, strapi.contentType(uid as never).attributes as never);
      // In place, like published-only, so that the rest of the query string is kept as parsed.
      ctx.query.populate = populate;
    }
    await next();
  };
};
