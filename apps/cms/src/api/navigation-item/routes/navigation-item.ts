import { factories } from '@strapi/strapi';
import { readMiddlewares } from '../../../lib/read-routes';

export default factories.createCoreRouter('api::navigation-item.navigation-item', {
  config: {
    find: { middlewares: readMiddlewares('api::navigation-item.navigation-item') },
    findOne: { middlewares: readMiddlewares('api::navigation-item.navigation-item') },
  },
});
