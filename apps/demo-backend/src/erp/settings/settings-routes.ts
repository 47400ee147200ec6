import type { FastifyInstance } from 'fastify';
import type { ErpContext } from '../context.ts';
import { settingsLists } from '../extension/settings-lists.ts';
import { langOf } from '../http/request.ts';
import { COUNTRIES, countryName, LANGUAGES, named, TITLES } from './settings-data.ts';

/**
 * GET settings (shopinvader_api_settings): `countries`, `partner_titles` and `langs`, names translated
 * from Accept-Language; with the extension, the storefront's other lists too.
 */
export function registerSettingsRoutes(app: FastifyInstance, ctx: ErpContext): void {
  app.get('/settings', async (request) => {
    const lang = langOf(request);
    const settings = {
      countries: COUNTRIES.map((country) => ({
        id: country.id,
        name: countryName(country, lang),
        code: country.code,
      })),
      partner_titles: named(TITLES, lang),
      langs: LANGUAGES,
    };
    return ctx.options.extension ? { ...settings, ...settingsLists(ctx, lang) } : settings;
  });
}
