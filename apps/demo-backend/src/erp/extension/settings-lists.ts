import type { ErpContext } from '../context.ts';
import type { Lang } from '../http/lang.ts';
import {
  B2B_INDUSTRIES,
  CURRENCIES,
  LEAD_SUBJECTS,
  named,
  STATES,
  THERAPIST_INDUSTRIES,
  TITLES,
} from '../settings/settings-data.ts';

/**
 * The lists the shop reads from the settings (docs/product/entities.md#settings) and shopinvader_api_settings does not give (its `Settings`
 * has countries, partner titles and languages only): the shop's Odoo must add them to that schema.
 */
export function settingsLists(ctx: ErpContext, lang: Lang) {
  return {
    titles: named(TITLES, lang),
    states: STATES.map((state) => ({
      id: state.id,
      code: state.code,
      name: state.name,
      country_id: state.country_id,
    })),
    currencies: CURRENCIES,
    lead_subjects: named(LEAD_SUBJECTS, lang),
    therapist_industries: named(THERAPIST_INDUSTRIES, lang),
    b2b_industries: named(B2B_INDUSTRIES, lang),
    recaptchaPublicKey: ctx.options.recaptchaPublicKey,
  };
}
