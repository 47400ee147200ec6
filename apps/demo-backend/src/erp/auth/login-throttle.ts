import { ErpError } from '../http/errors.ts';

export interface LoginThrottleLimits {
  /** Failed sign-ins allowed per client IP and login within the window. */
  perLogin: number;
  /** Failed sign-ins allowed per client IP within the window, whatever the login. */
  perIp: number;
  windowMs: number;
}

interface Window {
  failures: number;
  resetAt: number;
}

/**
 * Counts failed sign-ins per IP and per IP and login over a fixed window. @fastify/rate-limit runs one
 * limiter per request and counts every request; guessing passwords needs two keys and only failures
 * should count, so that a shopper who signs in successfully is never locked out. Nothing counts per
 * login alone: failures from elsewhere never lock a customer out of their account.
 */
export class LoginThrottle {
  private readonly windows = new Map<string, Window>();
  private readonly limits: LoginThrottleLimits;
  private readonly now: () => number;

  constructor(limits: LoginThrottleLimits, now: () => number = Date.now) {
    this.limits = limits;
    this.now = now;
  }

  /** Throws 429 with Retry-After when either the IP or the login has used up its attempts. */
  check(ip: string, login: string): void {
    const blocked = [
      this.blockedUntil(`ip:${ip}`, this.limits.perIp),
      this.blockedUntil(`ip-login:${ip}|${login}`, this.limits.perLogin),
    ];
    const until = Math.max(0, ...blocked);
    if (until > 0) {
      const seconds = Math.max(1, Math.ceil((until - this.now()) / 1000));
      throw new ErpError(429, `Too many sign-in attempts, retry in ${seconds} seconds`, {
        'retry-after': String(seconds),
      });
    }
  }

  recordFailure(ip: string, login: string): void {
    this.bump(`ip:${ip}`);
    this.bump(`ip-login:${ip}|${login}`);
  }

  recordSuccess(ip: string, login: string): void {
    this.windows.delete(`ip-login:${ip}|${login}`);
  }

  private blockedUntil(key: string, limit: number): number {
    const window = this.current(key);
    return window && window.failures >= limit ? window.resetAt : 0;
  }

  private current(key: string): Window | undefined {
    const window = this.windows.get(key);
    if (window && window.resetAt <= this.now()) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  private bump(key: string): void {
    // Keep memory bounded when an attacker cycles through many logins.
    if (this.windows.size > 10_000) {
      for (const existing of [...this.windows.keys()]) this.current(existing);
    }
    const window = this.current(key) ?? { failures: 0, resetAt: this.now() + this.limits.windowMs };
    window.failures += 1;
    this.windows.set(key, window);
  }
}
