import {
  CONSENT_COOKIE,
  CONSENT_COOKIE_MAX_AGE_MS,
  consentCookieValues,
  consentFromCookies,
  type ConsentState,
  type CookieEntry,
  ENABLED_COOKIE,
} from '~/domain/consent';
import { readCookie } from '~/i18n/locales';
import { writeBrowserCookie } from '~/services/browser-cookie';

/** The consent the visitor stored in this browser. */
export function readConsent(): ConsentState {
  return consentFromCookies(
    readCookie(document.cookie, CONSENT_COOKIE),
    readCookie(document.cookie, ENABLED_COOKIE),
  );
}

/** Stores the consent cookies for the visitor: path /, one year, SameSite=Lax (docs/product/constants.md#cookies-and-storage). */
export function storeConsent(state: ConsentState): void {
  const expires = new Date(Date.now() + CONSENT_COOKIE_MAX_AGE_MS);
  for (const [name, value] of Object.entries(consentCookieValues(state))) {
    writeBrowserCookie(name, encodeURIComponent(value), { expires });
  }
}

/** Cookies that tag managers set besides their own entry's, removed with it on withdrawal. */
const TAG_MANAGER_COOKIE_PREFIXES = ['_ga', '_gid', '_gcl', '_gat'];

/** Deletes the cookies of withdrawn entries, on this host and on its parent domains. */
export function removeCookiesOf(entries: readonly CookieEntry[]): void {
  const names = new Set(entries.flatMap((entry) => entry.targetCookieIds));
  if (entries.some((entry) => entry.id === 'gtm')) {
    for (const cookie of document.cookie.split(';')) {
      const name = cookie.split('=')[0]?.trim() ?? '';
      if (TAG_MANAGER_COOKIE_PREFIXES.some((prefix) => name.startsWith(prefix))) names.add(name);
    }
  }
  const parts = window.location.hostname.split('.');
  const domains = [
    '',
    ...parts.map((_, index) => parts.slice(index).join('.')).filter((domain) => domain.includes('.')),
  ];
  for (const name of names) {
    for (const domain of domains) {
      const scope = domain ? `; Domain=${domain}` : '';
      document.cookie = `${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT${scope}`;
    }
  }
}
