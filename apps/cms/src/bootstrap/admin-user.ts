import type { Core } from '@strapi/strapi';

/** Documented development defaults; see README.md. */
export const DEV_ADMIN = {
  email: 'admin@example.com',
  password: 'Admin1234!',
  firstname: 'Shop',
  lastname: 'Admin',
};

/**
 * Creates the first admin account so that editors can sign in without the registration screen.
 * In production only explicit CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD are used, never the defaults,
 * and nothing happens once any admin exists.
 */
export const ensureFirstAdmin = async (strapi: Core.Strapi): Promise<void> => {
  const users = strapi.service('admin::user');
  if (await users.exists()) return;
  const production = process.env.NODE_ENV === 'production';
  const email = process.env.CMS_ADMIN_EMAIL || (production ? undefined : DEV_ADMIN.email);
  const password = process.env.CMS_ADMIN_PASSWORD || (production ? undefined : DEV_ADMIN.password);
  if (!email || !password) {
    strapi.log.info('[cms] no admin account yet: create one at /admin or set CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD');
    return;
  }
  const superAdmin = await strapi.service('admin::role').getSuperAdmin();
  await users.create({
    email: email.toLowerCase(),
    password,
    firstname: process.env.CMS_ADMIN_FIRSTNAME || DEV_ADMIN.firstname,
    lastname: process.env.CMS_ADMIN_LASTNAME || DEV_ADMIN.lastname,
    isActive: true,
    registrationToken: null,
    roles: [superAdmin.id],
  });
  strapi.log.info(`[cms] created the first admin account ${email}`);
};
