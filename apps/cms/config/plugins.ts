import type { Core } from '@strapi/strapi';
import { secret } from '../src/lib/secrets';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Plugin => ({
  'users-permissions': { config: { jwtSecret: secret('JWT_SECRET') } },
  upload: {
    config: {
      sizeLimit: env.int('CMS_UPLOAD_SIZE_LIMIT', 20 * 1024 * 1024),
      // The storefront's media model has small, medium, large and xlarge formats.
      breakpoints: { xlarge: 1920, large: 1000, medium: 750, small: 500 },
      security: {
        allowedTypes: ['image/*', 'application/pdf'],
        deniedTypes: ['image/svg+xml'],
      },
    },
  },
});

export default config;
