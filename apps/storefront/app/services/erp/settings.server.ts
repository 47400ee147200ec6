import { z } from 'zod';
import { EMPTY_SETTINGS, type Settings, sortCountries } from '~/domain/settings';
import type { Locale } from '~/i18n/locales';
import { callErp } from './erp-client.server';
import { logger } from '../observability/logger.server';

const named = z.object({ id: z.number(), name: z.string() });
// Upstream declares a country's or currency's code nullable (Odoo's `false` when empty): one without a
// code is still listed, instead of costing the whole list.
const coded = named.extend({
  code: z
    .string()
    .nullish()
    .catch(null)
    .transform((code) => code ?? ''),
});
const list = <T extends z.ZodType>(item: T) => z.array(item).catch([]);

/** Upstream and template name some lists differently (docs/contracts/erp.md#settings); both are read. */
const settingsSchema = z.object({
  countries: list(coded).default([]),
  titles: list(named).optional(),
  partner_titles: list(named).optional(),
  states: list(coded).default([]),
  currencies: list(coded).default([]),
  lead_subjects: list(named).default([]),
  industries_therapist: list(named).optional(),
  therapist_industries: list(named).optional(),
  industries_b2b: list(named).optional(),
  b2b_industries: list(named).optional(),
  recaptchaPublicKey: z.string().nullish(),
  recaptcha_public_key: z.string().nullish(),
});

/** Turns the ERP's settings JSON into the shop's Settings; throws a readable error on a wrong shape. */
export function toSettings(raw: unknown): Settings {
  const parsed = settingsSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`ERP settings have an unexpected shape: ${parsed.error.message}`);
  const s = parsed.data;
  return {
    countries: sortCountries(s.countries),
    titles: s.titles ?? s.partner_titles ?? [],
    states: s.states,
    currencies: s.currencies,
    leadSubjects: s.lead_subjects,
    therapistIndustries: s.industries_therapist ?? s.therapist_industries ?? [],
    b2bIndustries: s.industries_b2b ?? s.b2b_industries ?? [],
    recaptchaPublicKey: s.recaptchaPublicKey || s.recaptcha_public_key || null,
  };
}

/** The ERP's settings in the visitor's language; a failure is logged and gives empty settings (docs/product/errors.md#backends-down). */
export async function loadSettings(locale: Locale): Promise<Settings> {
  try {
    return toSettings(await callErp('settings', { locale }));
  } catch (error) {
    logger.error({ err: error }, 'settings: could not load them from the ERP');
    return EMPTY_SETTINGS;
  }
}
