import type { Core } from '@strapi/strapi';

/** What an anonymous reader (the storefront) may call: reads only. */
export const PUBLIC_ACTIONS = [
  'api::page.page.find',
  'api::page.page.findOne',
  'api::article.article.find',
  'api::article.article.findOne',
  'api::navigation-item.navigation-item.find',
  'api::navigation-item.navigation-item.findOne',
  'api::header.header.find',
  'plugin::i18n.locales.listLocales',
];

export const ensurePublicPermissions = async (strapi: Core.Strapi): Promise<void> => {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } });
  if (!role) throw new Error('The users-permissions public role is missing');
  const permissions = strapi.db.query('plugin::users-permissions.permission');
  for (const action of PUBLIC_ACTIONS) {
    if (!(await permissions.findOne({ where: { action, role: role.id } }))) {
      await permissions.create({ data: { action, role: role.id } });
    }
  }
};
