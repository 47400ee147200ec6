import type { Core } from '@strapi/strapi';
import { previewHandler } from '../src/lib/preview-handler';
import { secret } from '../src/lib/secrets';

/**
 * "Open preview" in the content manager shows the entry's page in the shop (STOREFRONT_URL), its
 * draft through a signed preview address (STOREFRONT_PREVIEW_SECRET, README "Previewing drafts").
 */
const preview = (storefrontUrl: string | undefined): Core.Config.Admin['preview'] =>
  storefrontUrl
    ? {
        enabled: true,
        config: {
          allowedOrigins: [new URL(storefrontUrl).origin],
          handler: previewHandler(
            { storefrontUrl, secret: process.env.STOREFRONT_PREVIEW_SECRET || undefined },
            () => strapi,
          ),
        },
      }
    : { enabled: false, config: { handler: () => null } };

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => ({
  auth: { secret: secret('ADMIN_JWT_SECRET') },
  apiToken: { salt: secret('API_TOKEN_SALT') },
  transfer: { token: { salt: secret('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: secret('ENCRYPTION_KEY') },
  flags: { nps: false, promoteEE: false },
  url: env('ADMIN_PATH', '/admin'),
  // false: the admin API still answers (editors' tools, tests) but no admin pages are served.
  serveAdminPanel: env.bool('CMS_SERVE_ADMIN', true),
  preview: preview(env('STOREFRONT_URL')),
});

export default config;
