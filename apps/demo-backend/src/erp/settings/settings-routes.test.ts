import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { Client, createErpTestApp } from '../testing/erp-test-app.ts';

let subject: TestApp;
beforeEach(async () => {
  subject = await createErpTestApp();
});
afterEach(async () => subject.close());

const settings = async (lang?: string) =>
  (await new Client(subject).get('settings', lang ? { 'accept-language': lang } : {})).json();

describe('settings', () => {
  it('is public and lists Luxembourg, Belgium, France and Germany first with their ids', async () => {
    const { countries } = await settings('en');
    expect(countries.slice(0, 4)).toEqual([
      { id: 134, code: 'LU', name: 'Luxembourg' },
      { id: 21, code: 'BE', name: 'Belgium' },
      { id: 76, code: 'FR', name: 'France' },
      { id: 58, code: 'DE', name: 'Germany' },
    ]);
  });

  it('translates names from Accept-Language, French by default', async () => {
    expect((await settings('nl-BE,nl;q=0.9')).countries[1].name).toBe('België');
    expect((await settings('de')).titles[0].name).toBe('Frau');
    expect((await settings('fr_BE')).lead_subjects[0].name).toBe('Question sur un produit');
    expect((await settings()).countries[3].name).toBe('Allemagne');
    expect((await settings('es, en;q=0.5')).therapist_industries[0].name).toBe('Aromatherapist');
  });

  it('answers the union of the upstream and storefront keys, with an empty recaptcha key', async () => {
    const body = await settings('en');
    for (const key of [
      'countries',
      'titles',
      'partner_titles',
      'states',
      'currencies',
      'langs',
      'lead_subjects',
      'therapist_industries',
      'b2b_industries',
    ]) {
      expect(Array.isArray(body[key]), key).toBe(true);
      expect(body[key].length, key).toBeGreaterThan(0);
    }
    expect(body.currencies[0]).toMatchObject({ code: 'EUR' });
    expect(body.recaptchaPublicKey).toBe('');
  });
});
