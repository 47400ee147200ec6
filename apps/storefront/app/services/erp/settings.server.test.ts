import { describe, expect, it } from 'vitest';
import { toSettings } from './settings.server';

describe('ERP settings adapter', () => {
  it('reads both the template and the upstream names, countries in priority order', () => {
    const settings = toSettings({
      countries: [
        { id: 1, name: 'Netherlands', code: 'NL' },
        { id: 21, name: 'Belgium', code: 'BE' },
      ],
      partner_titles: [{ id: 1, name: 'Madam' }],
      lead_subjects: [{ id: 3, name: 'Order' }],
      industries_b2b: [{ id: 7, name: 'Spa' }],
      recaptchaPublicKey: 'key',
    });
    expect(settings.countries.map((c) => c.code)).toEqual(['BE', 'NL']);
    expect(settings.titles).toEqual([{ id: 1, name: 'Madam' }]);
    expect(settings.leadSubjects).toEqual([{ id: 3, name: 'Order' }]);
    expect(settings.b2bIndustries).toEqual([{ id: 7, name: 'Spa' }]);
    expect(settings.recaptchaPublicKey).toBe('key');
  });

  it('gives empty lists and no key for an empty answer', () => {
    expect(toSettings({})).toMatchObject({
      countries: [],
      titles: [],
      leadSubjects: [],
      recaptchaPublicKey: null,
    });
  });

  it('drops a malformed list instead of failing the page', () => {
    expect(toSettings({ countries: [{ id: 'x' }] }).countries).toEqual([]);
  });

  it('refuses something that is not settings at all', () => {
    expect(() => toSettings('oops')).toThrow(/unexpected shape/);
  });
});
