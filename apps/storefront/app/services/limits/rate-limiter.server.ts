import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { getServerConfig } from '~/config/server-config.server';
import type { RateLimit, RateLimitRule } from '~/domain/rate-limits';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages.server';
import { type RedisLink, redisLink } from '../fleet/redis.server';
import { logger } from '../observability/logger.server';

/** One rule's counter (rate-limiter-flexible): in this process, or in Redis across a fleet. */
interface Limiter {
  /** Counts one for `key`; the seconds to wait when that went over the limit, else undefined. */
  take(key: string): Promise<number | undefined>;
  /** Gives back one point `take` counted (an attempt that turned out not to be a failure). */
  giveBack(key: string): Promise<void>;
  /** Forgets `key`'s count (a customer who signed in is no longer guessing). */
  reset(key: string): Promise<void>;
}

const seconds = (result: RateLimiterRes) => Math.max(1, Math.ceil(result.msBeforeNext / 1000));

/**
 * A limiter of `limit.points` per `limit.durationSeconds` for one rule. With Redis, every node counts in
 * one place; while Redis is away or slow, each node counts in its own memory (the insurance limiter), so
 * that limits hold, only per node, and nobody waits for Redis.
 */
export function createLimiter(rule: RateLimitRule, limit: RateLimit, redis?: RedisLink): Limiter {
  const options = { points: limit.points, duration: limit.durationSeconds, keyPrefix: `limit:${rule}` };
  const memory = new RateLimiterMemory(options);
  const counter: RateLimiterAbstract = redis
    ? new RateLimiterRedis({
        ...options,
        keyPrefix: redis.key('limit', rule),
        storeClient: redis.client,
        rejectIfRedisNotReady: true,
        insuranceLimiter: memory,
      })
    : memory;
  return {
    async take(key) {
      try {
        await counter.consume(key);
        return undefined;
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) return seconds(refusal);
        // Neither Redis nor memory could count: the shopper is not made to pay for it.
        logger.error({ err: refusal, rule }, 'rate limit: could not count');
        return undefined;
      }
    },
    async giveBack(key) {
      await counter.reward(key, 1).catch((error: unknown) => {
        logger.error({ err: error, rule }, 'rate limit: could not give back');
      });
    },
    async reset(key) {
      await counter.delete(key).catch((error: unknown) => {
        logger.error({ err: error, rule }, 'rate limit: could not reset');
      });
    },
  };
}

const limiters = new Map<RateLimitRule, Limiter | undefined>();

/** The configured limiter of a rule (SHOP_RATE_LIMITS), or undefined when the rule is off. */
export function limiter(rule: RateLimitRule): Limiter | undefined {
  if (!limiters.has(rule)) {
    const limit = getServerConfig().rateLimits[rule];
    limiters.set(rule, limit && createLimiter(rule, limit, redisLink()));
  }
  return limiters.get(rule);
}

/**
 * The key of a shopper's address: an IPv6 address by its /64 network (one subscriber's devices and
 * the addresses they rotate through), and an e-mail when given, hashed (no addresses in Redis).
 */
export function limitKey(address: string, email?: string): string {
  const network = isIPv6(address) ? ipv6Network(address) : address;
  if (email === undefined) return network;
  const hashed = createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 22);
  return `${network}|${hashed}`;
}

/** The first four groups of an IPv6 address, written in full. */
function ipv6Network(address: string): string {
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.padStart(4, '0'))
    .join(':')}::/64`;
}

/** The 429 of a refused request: when to come back, and why, in the page's language. */
export function tooManyRequests(retryAfterSeconds: number, locale: Locale): Response {
  return Response.json(
    { detail: messagesFor(locale)['error.rate_limited'] },
    {
      status: 429,
      headers: { 'Retry-After': String(retryAfterSeconds), 'Cache-Control': 'no-store' },
    },
  );
}
