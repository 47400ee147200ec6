import type { RateLimitRule } from '~/domain/rate-limits';
import { erpLanguage, isLocale, LOCALES, type Locale } from '~/i18n/locales';
import { limiter, limitKey, tooManyRequests } from './rate-limiter.server';

/** The page's language, from the ERP language the browser's client sends (`en_gb`), else French. */
function localeOfErpCall(request: Request): Locale {
  const sent = request.headers.get('accept-language')?.trim().toLowerCase() ?? '';
  const prefix = sent.slice(0, 2);
  return (
    LOCALES.find((locale) => erpLanguage(locale).toLowerCase() === sent) ?? (isLocale(prefix) ? prefix : 'fr')
  );
}

async function loginOf(request: Request): Promise<string | undefined> {
  const body: unknown = await request
    .clone()
    .json()
    .catch(() => undefined);
  const login = body && typeof body === 'object' && 'login' in body ? body.login : undefined;
  return typeof login === 'string' && login.trim() ? login.trim().toLowerCase() : undefined;
}

/**
 * The ERP calls the storefront limits per shopper's address (domain/rate-limits.ts), around `forward`,
 * which makes the call. Sign-in counts failures (the ERP's 403) per address and per address and
 * e-mail, counted before the call and cleared for that address and e-mail by a success; registration
 * and password reset count every request. A 429 of the ERP itself is answered like the shop's own, in
 * the page's language.
 */
export async function limitErpCall(
  request: Request,
  path: string,
  address: string,
  forward: () => Promise<Response>,
): Promise<Response> {
  const locale = localeOfErpCall(request);
  const call = async () => {
    const answer = await forward();
    if (answer.status !== 429) return answer;
    const wait = Number(answer.headers.get('retry-after'));
    await answer.body?.cancel();
    return tooManyRequests(Number.isInteger(wait) && wait > 0 ? wait : 60, locale);
  };
  const method = request.method.toUpperCase();
  if (method !== 'POST') return call();
  if (path === 'auth/login') return limitSignIn(request, address, locale, call);
  const rule = RULE_OF_PATH[path];
  const wait = rule ? await limiter(rule)?.take(limitKey(address)) : undefined;
  return wait ? tooManyRequests(wait, locale) : call();
}

const RULE_OF_PATH: Record<string, RateLimitRule | undefined> = {
  'auth/register': 'register',
  'auth/request_reset_password': 'password-reset',
};

/**
 * A sign-in takes its points, per address and per address and e-mail, before the ERP sees it, so that
 * concurrent guesses cannot all pass one check before any is counted; an attempt that was no failure
 * (anything but the ERP's 403) gives them back, and a success forgets the e-mail's count.
 */
async function limitSignIn(
  request: Request,
  address: string,
  locale: Locale,
  forward: () => Promise<Response>,
): Promise<Response> {
  const login = await loginOf(request);
  const perAddress = limiter('sign-in');
  const perAccount = login === undefined ? undefined : limiter('sign-in-account');
  const addressKey = limitKey(address);
  const accountKey = login === undefined ? undefined : limitKey(address, login);
  const waits = await Promise.all([
    perAddress?.take(addressKey),
    accountKey ? perAccount?.take(accountKey) : undefined,
  ]);
  const wait = Math.max(0, ...waits.map((seconds) => seconds ?? 0));
  if (wait > 0) return tooManyRequests(wait, locale);
  const answer = await forward();
  if (answer.status === 403) return answer;
  await Promise.all([
    perAddress?.giveBack(addressKey),
    accountKey && (answer.ok ? perAccount?.reset(accountKey) : perAccount?.giveBack(accountKey)),
  ]);
  return answer;
}
