import type { Core } from '@strapi/strapi';
import { secret } from '../src/lib/secrets';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => ({
  auth: { secret: secret('ADMIN_JWT_SECRET') },
  apiToken: { salt: secret('API_TOKEN_SALT') },
  transfer: { token: { salt: secret('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: secret('ENCRYPTION_KEY') },
  flags: { nps: false, promoteEE: false },
  url: env('ADMIN_PATH', '/admin'),
  // false: the admin API still answers (editors' tools, tests) but no admin pages are served.
  serveAdminPanel: env.bool('CMS_SERVE_ADMIN', true),
});

export default config;
