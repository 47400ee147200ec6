import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE, isActiveCustomer, needsRegistration, roleOf } from './user';
import { toUser } from './user-from-erp';

describe('role (docs/product/roles.md#pricelists)', () => {
  it("is the user's pricelist", () => {
    expect(roleOf({ role: 'therapist' })).toBe('therapist');
  });

  it("falls back to 'default' when absent or signed out", () => {
    expect(DEFAULT_ROLE).toBe('default');
    expect(roleOf(null)).toBe('default');
    expect(roleOf(undefined)).toBe('default');
    expect(roleOf({ role: '' })).toBe('default');
  });

  it("reads the shop's default pricelist, named by its Odoo id, as the default prices", () => {
    expect(roleOf({ role: '1' }, '1')).toBe('default');
    expect(roleOf({ role: '2' }, '1')).toBe('2');
    expect(roleOf({ role: '1' })).toBe('1');
  });

  it('reads the role or the numeric pricelist id of the ERP', () => {
    expect(toUser({ login: 'a@b.c', role: 'b2b' })?.role).toBe('b2b');
    expect(toUser({ email: 'a@b.c', pricelist_id: 3 })?.role).toBe('3');
    expect(toUser({ email: 'a@b.c' })?.role).toBe('default');
  });
});

describe('user from the ERP (docs/product/entities.md#user, docs/product/states.md#session)', () => {
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

  it("reads stock Shopinvader's customer: nulls and Odoo's false are blank, extra fields ignored", () => {
    const user = toUser(
      {
        email: 'jan@demo.shop',
        name: null,
        phone: null,
        mobile: false,
        opt_in: null,
        pricelist_id: false,
        lang_id: 2,
        unknown_field: { nested: true },
      },
      { login: 'jan@demo.shop', mail_verified: true },
    );
    expect(user).toMatchObject({
      id: null,
      login: 'jan@demo.shop',
      name: 'jan@demo.shop',
      role: DEFAULT_ROLE,
      customerType: '',
      customerStatus: '',
      companyName: '',
      phone: '',
      mobile: '',
      optIn: false,
      mailVerified: true,
      loyaltyCards: [],
      promoCodes: {},
    });
    expect(toUser({ email: 'jan@demo.shop', name: 'Jan', opt_in: true, pricelist_id: 3 })).toMatchObject({
      name: 'Jan',
      role: '3',
      optIn: true,
    });
  });

  it("reads the extension's fields, Odoo's false for an empty one being blank", () => {
    const user = toUser({
      email: 'jan@demo.shop',
      customer_type: false,
      customer_status: false,
      company_name: false,
      vat: false,
      industry_b2b: false,
      industry_therapist: 4,
    });
    expect(user).toMatchObject({
      customerType: '',
      customerStatus: '',
      companyName: '',
      vat: '',
      hasVatNumber: false,
      industryB2b: null,
      industryTherapist: 4,
    });
    expect(needsRegistration(user, true)).toBe(true);
  });

  it('drops odd loyalty cards and promo codes, never the user', () => {
    const user = toUser({
      login: 'a@b.c',
      loyalty_cards: [
        null,
        'L0',
        { code: 'L1', points: 5, rewards: [null, { discount: 2, required_points: 4 }] },
      ],
      promo_codes: { BAD: null },
    });
    expect(user?.loyaltyCards).toEqual([
      { code: 'L1', points: 5, rewards: [{ discount: 2, required_points: 4 }] },
    ]);
    expect(user?.promoCodes.BAD).toEqual({ code: 'BAD' });
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

describe('customer rules (docs/product/screens.md#layouts-and-guards, docs/product/states.md#session, docs/product/roles.md#customer-types)', () => {
  it('with the extension, forces registration when the customer type is empty', () => {
    expect(needsRegistration({ customerType: '' }, true)).toBe(true);
    expect(needsRegistration({ customerType: '  ' }, true)).toBe(true);
    expect(needsRegistration({ customerType: 'individual' }, true)).toBe(false);
    expect(needsRegistration(null, true)).toBe(false);
  });

  it('on stock Shopinvader, never forces registration', () => {
    expect(needsRegistration({ customerType: '' }, false)).toBe(false);
    expect(needsRegistration({ customerType: 'individual' }, false)).toBe(false);
  });

  it('is active only when validated', () => {
    expect(isActiveCustomer({ customerStatus: 'validated' })).toBe(true);
    expect(isActiveCustomer({ customerStatus: 'pending' })).toBe(false);
  });
});
