// The server configuration imports this file with Node itself: no path aliases, no packages.

/**
 * What the storefront limits per shopper's address (docs/decisions/004-fleet.md). Sign-in counts
 * failures only, per address and per address and e-mail, never per e-mail alone: someone hammering a
 * customer's e-mail from elsewhere cannot lock that customer out.
 */
const RATE_LIMIT_RULES = [
  /** Failed sign-ins from one address, whatever the e-mail. */
  'sign-in',
  /** Failed sign-ins from one address on one e-mail. */
  'sign-in-account',
  'register',
  'password-reset',
  /** Contact messages that reach the ERP (a form refused for its values does not count). */
  'contact',
  /** Newsletter sign-ups that reach the ERP. */
  'newsletter',
  /** Autocomplete requests that reach a storefront node (answers an HTTP cache keeps do not). */
  'autocomplete',
  /** Field-data beacons (Web Vitals of visitors who consented), valid or not. */
  'field-data',
] as const;

export type RateLimitRule = (typeof RATE_LIMIT_RULES)[number];

export interface RateLimit {
  points: number;
  durationSeconds: number;
}

/** A rule without a limit is off. */
export type RateLimits = Record<RateLimitRule, RateLimit | undefined>;

export const DEFAULT_RATE_LIMITS: Readonly<Record<RateLimitRule, RateLimit>> = {
  'sign-in': { points: 20, durationSeconds: 15 * 60 },
  'sign-in-account': { points: 5, durationSeconds: 15 * 60 },
  register: { points: 10, durationSeconds: 60 * 60 },
  'password-reset': { points: 5, durationSeconds: 15 * 60 },
  contact: { points: 5, durationSeconds: 10 * 60 },
  newsletter: { points: 10, durationSeconds: 10 * 60 },
  autocomplete: { points: 300, durationSeconds: 60 },
  'field-data': { points: 120, durationSeconds: 60 },
};

const UNIT_SECONDS: Record<string, number> = { s: 1, m: 60, h: 3600 };
const LIMIT = /^(\d+)\/(\d+)([smh])$/;

function isRule(name: string): name is RateLimitRule {
  return (RATE_LIMIT_RULES as readonly string[]).includes(name);
}

/**
 * `SHOP_RATE_LIMITS`: empty for the defaults, `off` for none, or comma-separated changes to the
 * defaults, each `rule=points/duration` (`sign-in=10/15m`, `autocomplete=600/1m`) or `rule=off`.
 * Throws with the reason on anything else.
 */
export function parseRateLimits(raw: string | undefined): RateLimits {
  const limits: RateLimits = { ...DEFAULT_RATE_LIMITS };
  const text = raw?.trim() ?? '';
  if (text === '') return limits;
  if (text === 'off')
    return Object.fromEntries(RATE_LIMIT_RULES.map((rule) => [rule, undefined])) as RateLimits;
  for (const item of text.split(',').map((part) => part.trim())) {
    const [name = '', value = ''] = item.split('=').map((part) => part.trim());
    if (!isRule(name)) throw new Error(`unknown rule '${name}' (rules: ${RATE_LIMIT_RULES.join(', ')})`);
    if (value === 'off') {
      limits[name] = undefined;
      continue;
    }
    const match = LIMIT.exec(value);
    const points = Number(match?.[1]);
    const duration = Number(match?.[2]) * UNIT_SECONDS[match?.[3] ?? 's']!;
    if (!match || points < 1 || duration < 1) {
      throw new Error(`'${item}' must be ${name}=points/duration, e.g. ${name}=10/15m, or ${name}=off`);
    }
    limits[name] = { points, durationSeconds: duration };
  }
  return limits;
}
