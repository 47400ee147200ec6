import { describe, expect, it } from 'vitest';
import { customerExtension } from './customer-extension';
import { toUser } from './user-from-erp';

describe("the extension's customer data (docs/product/entities.md#user)", () => {
  const therapist = toUser({
    login: 'marie@demo.shop',
    customer_type: 'therapist',
    customer_status: 'validated',
    company_name: 'Cabinet Marie',
    vat: 'BE0123456789',
    loyalty_cards: [{ code: 'L1', points: 10, rewards: [] }],
    promo_codes: { MARIE15: { discount: 15 } },
  })!;

  it('is shown with the extension: type, status, company, VAT, documents for professionals, loyalty', () => {
    expect(customerExtension(therapist, true)).toEqual({
      customerType: 'therapist',
      active: true,
      companyName: 'Cabinet Marie',
      vat: 'BE0123456789',
      sendsDocuments: true,
      awaitsValidation: false,
      loyaltyCards: [{ code: 'L1', points: 10, rewards: [] }],
      promoCodes: { MARIE15: { code: 'MARIE15', discount: 15 } },
    });
    const individual = toUser({ login: 'jan@demo.shop', customer_type: 'individual' })!;
    expect(customerExtension(individual, true)?.sendsDocuments).toBe(false);
  });

  it('says a professional awaits validation until the shop validates them; an individual never does', () => {
    const pending = (customer_type: string) =>
      customerExtension(toUser({ login: 'p@demo.shop', customer_type, customer_status: 'pending' })!, true);
    expect(pending('therapist')?.awaitsValidation).toBe(true);
    expect(pending('b2b')?.awaitsValidation).toBe(true);
    expect(pending('individual')?.awaitsValidation).toBe(false);
    expect(customerExtension(therapist, true)?.awaitsValidation).toBe(false);
  });

  it('does not exist on stock Shopinvader, whatever the customer holds', () => {
    expect(customerExtension(therapist, false)).toBeNull();
  });
});
