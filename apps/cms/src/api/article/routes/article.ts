import { factories } from '@strapi/strapi';
import { readMiddlewares } from '../../../lib/read-routes';

export default factories.createCoreRouter('api::article.article', {
  config: {
    find: { middlewares: readMiddlewares('api::article.article') },
    findOne: { middlewares: readMiddlewares('api::article.article') },
  },
});
