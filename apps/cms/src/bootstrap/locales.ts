import type { Core } from '@strapi/strapi';
import { DEFAULT_LOCALE, LOCALES } from '../lib/locales';

/** Locales are database rows in Strapi 5 (not configuration), so they are ensured at every start. */
export const ensureLocales = async (strapi: Core.Strapi): Promise<void> => {
  const service = strapi.plugin('i18n').service('locales');
  for (const { code, name } of LOCALES) {
    if (!(await service.findByCode(code))) {
      await service.create({ code, name });
      strapi.log.info(`[cms] created locale ${code}`);
    }
  }
  const current = await service.getDefaultLocale();
  if (current !== DEFAULT_LOCALE) {
    await service.setDefaultLocale({ code: DEFAULT_LOCALE });
  }
};
