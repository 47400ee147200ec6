/**
 * Cookie consent (docs/product/entities.md#cookie-consent-entry, docs/product/states.md#consent, docs/product/constants.md#cookies-and-storage): which cookie groups the visitor
 * allowed, kept in two cookies. Pure rules; the browser adapter reads and writes document.cookie.
 */
export const CONSENT_COOKIE = 'ncc_c';
export const ENABLED_COOKIE = 'ncc_e';
/** Both consent cookies live for 31536000000 ms (one year) on path / (docs/product/constants.md#cookies-and-storage). */
export const CONSENT_COOKIE_MAX_AGE_MS = 31_536_000_000;

export interface CookieEntry {
  id: string;
  necessary: boolean;
  /** Cookies that belong to the entry; they are removed when the entry is refused. */
  targetCookieIds: readonly string[];
}

export const COOKIE_ENTRIES: readonly CookieEntry[] = [
  { id: 'sh', necessary: true, targetCookieIds: [CONSENT_COOKIE, ENABLED_COOKIE] },
  { id: 'gtm', necessary: false, targetCookieIds: ['gtm'] },
];

const NECESSARY_IDS = COOKIE_ENTRIES.filter((entry) => entry.necessary).map((entry) => entry.id);
const OPTIONAL_IDS = COOKIE_ENTRIES.filter((entry) => !entry.necessary).map((entry) => entry.id);

/** Consent is given only when the stored value is every necessary then optional id, concatenated. */
export const CONSENT_VALUE = [...NECESSARY_IDS, ...OPTIONAL_IDS].join('');

export interface ConsentState {
  given: boolean;
  /** Ids of the enabled entries; the necessary ones are always in once consent is given. */
  enabled: string[];
}

export type ConsentChoice =
  | { kind: 'accept-all' }
  | { kind: 'decline-all' }
  | { kind: 'accept-necessary' }
  | { kind: 'save'; optional: readonly string[] };

export const NO_CONSENT: ConsentState = { given: false, enabled: [] };

/** The state stored in the two cookie values (undefined when a cookie is absent). */
export function consentFromCookies(
  consentValue: string | undefined,
  enabledValue: string | undefined,
): ConsentState {
  if (consentValue !== CONSENT_VALUE) return NO_CONSENT;
  const stored = (enabledValue ?? '').split('|');
  const optional = OPTIONAL_IDS.filter((id) => stored.includes(id));
  return { given: true, enabled: [...NECESSARY_IDS, ...optional] };
}

/** What a choice in the banner or the dialog leads to. Refusing never disables necessary cookies. */
export function decideConsent(choice: ConsentChoice): ConsentState {
  switch (choice.kind) {
    case 'accept-all':
      return { given: true, enabled: [...NECESSARY_IDS, ...OPTIONAL_IDS] };
    case 'decline-all':
    case 'accept-necessary':
      return { given: true, enabled: [...NECESSARY_IDS] };
    case 'save':
      return {
        given: true,
        enabled: [...NECESSARY_IDS, ...OPTIONAL_IDS.filter((id) => choice.optional.includes(id))],
      };
  }
}

/** The two cookie values to store: the consent marker and the pipe-separated enabled ids. */
export function consentCookieValues(state: ConsentState): {
  [CONSENT_COOKIE]: string;
  [ENABLED_COOKIE]: string;
} {
  return { [CONSENT_COOKIE]: CONSENT_VALUE, [ENABLED_COOKIE]: state.enabled.join('|') };
}

/** Entries enabled before and not any more: their cookies must go, and their scripts with them. */
export function withdrawnEntries(before: ConsentState, after: ConsentState): CookieEntry[] {
  return COOKIE_ENTRIES.filter(
    (entry) => before.enabled.includes(entry.id) && !after.enabled.includes(entry.id),
  );
}

export function isEnabled(state: ConsentState, id: string): boolean {
  return state.given && state.enabled.includes(id);
}
