import { factories } from '@strapi/strapi';
import { readMiddlewares } from '../../../lib/read-routes';

export default factories.createCoreRouter('api::header.header', {
  config: {
    find: { middlewares: readMiddlewares('api::header.header') },
  },
});
