import type { FastifyInstance } from 'fastify';
import type { ErpContext } from '../context.ts';
import { langOf } from '../http/request.ts';
import {
  B2B_INDUSTRIES,
  COUNTRIES,
  countryName,
  CURRENCIES,
  LANGUAGES,
  LEAD_SUBJECTS,
  named,
  STATES,
  THERAPIST_INDUSTRIES,
  TITLES,
} from './settings-data.ts';

/**
 * GET settings: the union of upstream's keys (`countries`, `partner_titles`, `langs`) and the
 * storefront's (`titles`, `states`, `currencies`, `lead_subjects`, industries, recaptcha key), contract §7.1.
 */
export function registerSettingsRoutes(app: FastifyInstance, ctx: ErpContext): void {
  app.get('/settings', async (request) => {
    const lang = langOf(request);
    const titles = named(TITLES, lang);
    return {
      countries: COUNTRIES.map((country) => ({
        id: country.id,
        code: country.code,
        name: countryName(country, lang),
      })),
      titles,
      partner_titles: titles,
      states: STATES.map((state) => ({
        id: state.id,
        code: state.code,
        name: state.name,
        country_id: state.country_id,
      })),
      currencies: CURRENCIES,
      langs: LANGUAGES,
      lead_subjects: named(LEAD_SUBJECTS, lang),
      therapist_industries: named(THERAPIST_INDUSTRIES, lang),
      b2b_industries: named(B2B_INDUSTRIES, lang),
      recaptchaPublicKey: ctx.options.recaptchaPublicKey,
    };
  });
}
