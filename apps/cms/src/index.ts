import type { Core } from '@strapi/strapi';
import { ensureFirstAdmin } from './bootstrap/admin-user';
import { ensureEditorHelp } from './bootstrap/editor-help';
import { ensureLocales } from './bootstrap/locales';
import { ensurePublicPermissions } from './bootstrap/public-permissions';
import { registerRevalidateWebhook } from './bootstrap/revalidate-webhook';
import { seedDemoContent } from './seed';

export default {
  register() {},

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensureLocales(strapi);
    await ensurePublicPermissions(strapi);
    await ensureEditorHelp(strapi);
    await ensureFirstAdmin(strapi);
    await seedDemoContent(strapi);
    // After seeding, so that the demo's own publications do not call the storefront.
    registerRevalidateWebhook(strapi);
  },
};
