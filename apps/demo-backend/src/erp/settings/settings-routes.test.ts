import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { Client, createErpTestApp } from '../testing/erp-test-app.ts';

let subject: TestApp;
beforeEach(async () => {
  subject = await createErpTestApp({ extension: true });
});
afterEach(async () => subject.close());

const settings = async (lang?: string) =>
  (await new Client(subject).get('settings', lang ? { 'accept-language': lang } : {})).json();

describe('settings', () => {
  it('is public and lists Luxembourg, Belgium, France and Germany first with their ids', async () => {
    const { countries } = await settings('en');
    expect(countries.slice(0, 4)).toEqual([
      { id: 134, name: 'Luxembourg', code: 'LU' },
      { id: 21, name: 'Belgium', code: 'BE' },
      { id: 76, name: 'France', code: 'FR' },
      { id: 58, name: 'Germany', code: 'DE' },
    ]);
  });

  it('translates names from Accept-Language, French by default', async () => {
    expect((await settings('nl-BE,nl;q=0.9')).countries[1].name).toBe('België');
    expect((await settings('de')).titles[0].name).toBe('Frau');
    expect((await settings('fr_BE')).lead_subjects[0].name).toBe('Question sur un produit');
    expect((await settings()).countries[3].name).toBe('Allemagne');
    expect((await settings('es, en;q=0.5')).therapist_industries[0].name).toBe('Aromatherapist');
  });

  it('stock: answers exactly upstream’s Settings, countries, partner titles and languages', async () => {
    await subject.close();
    subject = await createErpTestApp({ extension: false });
    const body = await settings('en');
    expect(Object.keys(body).sort()).toEqual(['countries', 'langs', 'partner_titles']);
    expect(body.partner_titles[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });
    expect(body.langs[0]).toEqual({ id: 1, name: expect.any(String), code: 'fr_BE' });
  });

  it('extension: adds the storefront’s lists, with an empty recaptcha key', async () => {
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
