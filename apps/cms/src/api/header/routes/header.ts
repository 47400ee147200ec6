import { factories } from '@strapi/strapi';

// Readers without an API token only ever see the published header (see the middleware).
export default factories.createCoreRouter('api::header.header', {
  config: {
    find: { middlewares: ['global::published-only'] },
  },
});
