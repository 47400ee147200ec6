import { factories } from '@strapi/strapi';

// Readers without an API token only ever see published entries (see the middleware).
export default factories.createCoreRouter('api::navigation-item.navigation-item', {
  config: {
    find: { middlewares: ['global::published-only'] },
    findOne: { middlewares: ['global::published-only'] },
  },
});
