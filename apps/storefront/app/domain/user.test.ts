import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE, isActiveCustomer, needsRegistration, roleOf, toUser } from './user';

describe('role (SPEC §6)', () => {
  it("is the user's pricelist", () => {
    expect(roleOf({ role: 'therapist' })).toBe('therapist');
  });

  it("falls back to 'default' when absent or signed out", () => {
    expect(DEFAULT_ROLE).toBe('default');
    expect(roleOf(null)).toBe('default');
    expect(roleOf(undefined)).toBe('default');
    expect(roleOf({ role: '' })).toBe('default');
  });

  it('reads the role or the numeric pricelist id of the ERP', () => {
    expect(toUser({ login: 'a@b.c', role: 'b2b' })?.role).toBe('b2b');
    expect(toUser({ email: 'a@b.c', pricelist_id: 3 })?.role).toBe('3');
    expect(toUser({ email: 'a@b.c' })?.role).toBe('default');
  });
});

describe('user from the ERP (SPEC §3, §4)', () => {
  it('is no user without a login', () => {
    expect(toUser({ name: 'Nobody' })).toBeNull();
    expect(toUser(undefined, { mail_verified: true })).toBeNull();
  });

  it('takes the login from the profile, else the login or e-mail of the customer', () => {
    expect(toUser({ email: 'c@d.e' }, { login: 'a@b.c' })?.login).toBe('a@b.c');
    expect(toUser({ email: 'c@d.e' })?.login).toBe('c@d.e');
  });

  it('reads both spellings of customer type and opt-in', () => {
    const user = toUser({ login: 'a@b.c', customer_type: 'therapist', opt_in: true });
    expect(user?.customerType).toBe('therapist');
    expect(user?.optIn).toBe(true);
    expect(toUser({ login: 'a@b.c', customerType: 'b2b', optIn: false })?.customerType).toBe('b2b');
  });

  it('keeps loyalty cards and promo codes', () => {
    const user = toUser({
      login: 'a@b.c',
      loyalty_cards: [{ code: 'L1', points: 230, rewards: [{ discount: 5, required_points: 50 }] }],
      promo_codes: { MARIE15: { discount: 15, discount_mode: 'percent' } },
    });
    expect(user?.loyaltyCards).toEqual([
      { code: 'L1', points: 230, rewards: [{ discount: 5, required_points: 50 }] },
    ]);
    expect(user?.promoCodes.MARIE15?.discount).toBe(15);
  });
});

describe('customer rules (SPEC §2, §4, §6)', () => {
  it('forces registration when the customer type is empty', () => {
    expect(needsRegistration({ customerType: '' })).toBe(true);
    expect(needsRegistration({ customerType: '  ' })).toBe(true);
    expect(needsRegistration({ customerType: 'individual' })).toBe(false);
    expect(needsRegistration(null)).toBe(false);
  });

  it('is active only when validated', () => {
    expect(isActiveCustomer({ customerStatus: 'validated' })).toBe(true);
    expect(isActiveCustomer({ customerStatus: 'pending' })).toBe(false);
  });
});
