import { describe, expect, it } from 'vitest';
import { filterResellers, type Reseller } from './resellers';

const reseller = (id: number, fields: Partial<Reseller>): Reseller => ({
  id,
  name: '',
  street: '',
  street2: '',
  zip: '',
  city: '',
  phone: '',
  email: '',
  industryTherapist: false,
  industryB2b: false,
  latitude: undefined,
  longitude: undefined,
  ...fields,
});

const list = [
  reseller(1, { name: 'Pharmacie Élan', city: 'Liège', zip: '4000', industryB2b: true }),
  reseller(2, { name: 'Cabinet Dubois', city: 'Namur', email: 'info@dubois.be', industryTherapist: true }),
  reseller(3, {
    name: 'Spa Zen',
    street: 'Rue Haute 5',
    phone: '+32 2 555 00 00',
    industryTherapist: true,
    industryB2b: true,
  }),
];
const all = { therapists: true, b2b: true, signedIn: true };

describe('reseller search (docs/product/validation.md#searching-lists)', () => {
  it('ignores case and accents', () => {
    expect(filterResellers(list, 'LIEGE', all).map((r) => r.id)).toEqual([1]);
    expect(filterResellers(list, 'elan', all).map((r) => r.id)).toEqual([1]);
  });
  it('searches name, email, phone, street, city and zip', () => {
    expect(filterResellers(list, 'dubois.be', all).map((r) => r.id)).toEqual([2]);
    expect(filterResellers(list, '555', all).map((r) => r.id)).toEqual([3]);
    expect(filterResellers(list, 'haute', all).map((r) => r.id)).toEqual([3]);
    expect(filterResellers(list, '4000', all).map((r) => r.id)).toEqual([1]);
  });
  it('filters by the therapist and B2B flags', () => {
    expect(filterResellers(list, '', { ...all, b2b: false }).map((r) => r.id)).toEqual([2, 3]);
    expect(filterResellers(list, '', { ...all, therapists: false }).map((r) => r.id)).toEqual([1, 3]);
    expect(filterResellers(list, '', { ...all, therapists: false, b2b: false })).toEqual([]);
  });
  it('gives nobody when nobody is signed in', () => {
    expect(filterResellers(list, '', { ...all, signedIn: false })).toEqual([]);
  });
});
