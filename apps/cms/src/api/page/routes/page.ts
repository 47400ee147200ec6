import { factories } from '@strapi/strapi';
import { readMiddlewares } from '../../../lib/read-routes';

export default factories.createCoreRouter('api::page.page', {
  config: {
    find: { middlewares: readMiddlewares('api::page.page') },
    findOne: { middlewares: readMiddlewares('api::page.page') },
  },
});
