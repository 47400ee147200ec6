import { describe, expect, it } from 'vitest';
import type { ErpError } from '../http/errors.ts';
import { LoginThrottle } from './login-throttle.ts';

describe('login throttle', () => {
  it('blocks a login after its failures until the window ends, with the seconds left', () => {
    let now = 0;
    const throttle = new LoginThrottle({ perLogin: 2, perIp: 100, windowMs: 60_000 }, () => now);
    throttle.recordFailure('ip', 'a');
    throttle.recordFailure('ip', 'a');
    now = 15_000;
    const error = (() => {
      try {
        throttle.check('ip', 'a');
      } catch (caught) {
        return caught as ErpError;
      }
    })();
    expect(error?.statusCode).toBe(429);
    expect(error?.headers['retry-after']).toBe('45');
    now = 60_000;
    expect(() => throttle.check('ip', 'a')).not.toThrow();
  });

  it('forgets a login’s failures after a success', () => {
    const throttle = new LoginThrottle({ perLogin: 1, perIp: 100, windowMs: 60_000 });
    throttle.recordFailure('ip', 'a');
    throttle.recordSuccess('ip', 'a');
    expect(() => throttle.check('ip', 'a')).not.toThrow();
  });

  it('never locks a customer out from elsewhere: failures on one login from one address leave other addresses free', () => {
    const throttle = new LoginThrottle({ perLogin: 2, perIp: 100, windowMs: 60_000 });
    throttle.recordFailure('attacker', 'a');
    throttle.recordFailure('attacker', 'a');
    expect(() => throttle.check('attacker', 'a')).toThrow();
    expect(() => throttle.check('customer', 'a')).not.toThrow();
  });
});
