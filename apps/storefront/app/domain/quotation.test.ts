import { describe, expect, it } from 'vitest';
import { canAcceptQuotation, isBusinessCustomer, quotationStage } from './quotation';

describe('quotationStage', () => {
  it('reads Odoo’s sale states and the classic shopinvader states', () => {
    expect(quotationStage('draft')).toBe('requested');
    expect(quotationStage('estimating')).toBe('requested');
    expect(quotationStage('sent')).toBe('priced');
    expect(quotationStage('estimated')).toBe('priced');
    expect(quotationStage('sale')).toBeNull();
    expect(quotationStage('constructor')).toBeNull();
  });

  it('lets only a priced quotation be accepted', () => {
    expect(canAcceptQuotation('sent')).toBe(true);
    expect(canAcceptQuotation('estimated')).toBe(true);
    expect(canAcceptQuotation('draft')).toBe(false);
    expect(canAcceptQuotation('cancel')).toBe(false);
  });
});

describe('isBusinessCustomer', () => {
  const customer = (customerType: string, role: string) => ({ customerType, role });

  it('with the extension: business customers only', () => {
    const extension = { extension: true, defaultPricelistId: '1' };
    expect(isBusinessCustomer(customer('b2b', 'b2b'), extension)).toBe(true);
    expect(isBusinessCustomer(customer('therapist', 'therapist'), extension)).toBe(false);
    expect(isBusinessCustomer(customer('individual', 'default'), extension)).toBe(false);
    expect(isBusinessCustomer(null, extension)).toBe(false);
  });

  it('on stock Shopinvader: a customer with a pricelist of its own, not the public one', () => {
    const stock = { extension: false, defaultPricelistId: '1' };
    expect(isBusinessCustomer(customer('', '3'), stock)).toBe(true);
    expect(isBusinessCustomer(customer('', '1'), stock)).toBe(false);
    expect(isBusinessCustomer(customer('', ''), stock)).toBe(false);
    expect(isBusinessCustomer(customer('', '3'), { extension: false, defaultPricelistId: null })).toBe(true);
    expect(isBusinessCustomer(undefined, stock)).toBe(false);
  });
});
