import { describe, expect, it } from 'vitest';
import {
  acceptedAttachments,
  type ContactValues,
  contactValues,
  leadData,
  leadDescription,
  validateContact,
} from './contact-lead';

const complete: ContactValues = {
  subject: 'Order',
  email: 'ann@example.com',
  name: 'Ann Peeters',
  phone: '+32 2 123 45 67',
  street: 'Rue Haute 1',
  street2: 'Box 3',
  zip: '1000',
  city: 'Brussels',
  country: '21',
  company: 'Spa Lumière',
  mobile: '+32 470 00 00 00',
  description: 'Do you ship to Luxembourg?',
  consent: 'on',
};

describe('contact form rules', () => {
  it('accepts a complete form', () => {
    expect(validateContact(complete, [], { countryRequired: true })).toEqual({});
  });

  it('names every missing required field', () => {
    const empty = contactValues(() => undefined);
    expect(validateContact(empty, [], { countryRequired: true })).toEqual({
      subject: 'contact.errors.required',
      email: 'contact.errors.required',
      name: 'contact.errors.required',
      phone: 'contact.errors.required',
      street: 'contact.errors.required',
      zip: 'contact.errors.required',
      city: 'contact.errors.required',
      country: 'contact.errors.required',
      description: 'contact.errors.required',
      consent: 'contact.errors.consent',
    });
  });

  it('does not ask for a country when the shop has no country list', () => {
    expect(validateContact({ ...complete, country: '' }, [], { countryRequired: false })).toEqual({});
  });

  it('refuses an e-mail address that is not one, and trims what it reads', () => {
    expect(validateContact({ ...complete, email: 'ann@' }, [], { countryRequired: true }).email).toBe(
      'contact.errors.email',
    );
    expect(contactValues((name) => (name === 'name' ? '  Ann ' : '')).name).toBe('Ann');
  });

  it('checks attachments: count, size and type', () => {
    const pdf = { name: 'a.pdf', size: 1000, type: 'application/pdf' };
    expect(validateContact(complete, [pdf], { countryRequired: true })).toEqual({});
    expect(validateContact(complete, [pdf, pdf, pdf, pdf], { countryRequired: true }).attachments).toBe(
      'contact.errors.file_count',
    );
    expect(
      validateContact(complete, [{ ...pdf, size: 6 * 1024 * 1024 }], { countryRequired: true }).attachments,
    ).toBe('contact.errors.file_size');
    expect(
      validateContact(complete, [{ ...pdf, type: 'application/x-msdownload' }], { countryRequired: true })
        .attachments,
    ).toBe('contact.errors.file_type');
  });
});

describe('lead sent to the ERP (docs/product/entities.md#contact-lead)', () => {
  it('joins name, company, street lines, zip and city, country, phones and text by line breaks', () => {
    expect(leadDescription(complete, 'Belgium')).toBe(
      [
        'Ann Peeters',
        'Spa Lumière',
        'Rue Haute 1',
        'Box 3',
        '1000 Brussels',
        'Belgium',
        '+32 2 123 45 67',
        '+32 470 00 00 00',
        'Do you ship to Luxembourg?',
      ].join('\n'),
    );
  });

  it('skips the parts left empty', () => {
    const minimal = { ...complete, company: '', street2: '', mobile: '' };
    expect(leadDescription(minimal, '')).toBe(
      ['Ann Peeters', 'Rue Haute 1', '1000 Brussels', '+32 2 123 45 67', 'Do you ship to Luxembourg?'].join(
        '\n',
      ),
    );
  });

  it('sends subject, email and the description', () => {
    expect(leadData(complete, 'Belgium')).toEqual({
      subject: 'Order',
      email: 'ann@example.com',
      description: leadDescription(complete, 'Belgium'),
    });
  });
});

describe('attachments of a lead', () => {
  const pdf = { name: 'order.pdf', size: 10, type: 'application/pdf' };

  it("go to an ERP with the shop's extension", () => {
    expect(acceptedAttachments([pdf], true)).toEqual([pdf]);
  });

  it('are left out on stock Shopinvader, whose lead takes text only', () => {
    expect(acceptedAttachments([pdf], false)).toEqual([]);
  });
});
