import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { LANGUAGES } from '../settings/settings-data.ts';
import { Client, createErpTestApp } from '../testing/erp-test-app.ts';

let subject: TestApp;
afterEach(async () => subject?.close());

async function outboxToken(client: Client, to: string): Promise<string> {
  const outbox = (await client.get(`_dev/outbox?to=${encodeURIComponent(to)}`)).json();
  return outbox.items[0].token;
}

describe('credentials sign-in', () => {
  it('signs in with the demo password: 200 profile and a signed, HttpOnly, SameSite=Strict session cookie at path /', async () => {
    subject = await createErpTestApp();
    const client = new Client(subject);
    const response = await client.login('individual@demo.shop');
    expect(response.statusCode).toBe(200);
    // fastapi_auth_partner's AuthPartnerResponse, nothing more.
    expect(response.json()).toEqual({ login: 'individual@demo.shop', mail_verified: true });
    const cookie = response.cookies.find((c) => c.name === 'fastapi_auth_partner');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    // Signed: the value carries a signature after the token.
    expect(cookie?.value).toMatch(/^[\w-]+\.[\w+/=-]+$/);
    expect((await client.get('auth/profile')).json().login).toBe('individual@demo.shop');
  });

  it('answers 403 AccessError to a wrong password or an unknown login, and 422 to a missing field', async () => {
    subject = await createErpTestApp();
    const client = new Client(subject);
    const wrong = await client.login('individual@demo.shop', 'not-the-password');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ detail: 'AccessError' });
    expect((await client.login('nobody@demo.shop')).statusCode).toBe(403);
    const missing = await client.post('auth/login', { login: 'individual@demo.shop' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail[0]).toMatchObject({ loc: ['body', 'password'] });
  });

  it('refuses the profile without a session (401) and with a forged cookie (401)', async () => {
    subject = await createErpTestApp();
    const client = new Client(subject);
    expect((await client.get('auth/profile')).statusCode).toBe(401);
    expect((await client.get('auth/profile')).json()).toEqual({ detail: 'Unauthorized' });
    client.cookies.set('fastapi_auth_partner', 'forged.signature');
    expect((await client.get('auth/profile')).statusCode).toBe(401);
  });

  it('logs out with 205, clears the cookie and ends the session even for a kept copy of the cookie', async () => {
    subject = await createErpTestApp();
    const client = new Client(subject);
    await client.login('individual@demo.shop');
    const kept = client.cookies.get('fastapi_auth_partner') as string;
    const response = await client.post('auth/logout', '', { 'content-type': 'application/json' });
    expect(response.statusCode).toBe(205);
    expect(response.cookies.find((c) => c.name === 'fastapi_auth_partner')?.value).toBe('');
    expect(client.cookies.has('fastapi_auth_partner')).toBe(false);
    client.cookies.set('fastapi_auth_partner', kept);
    expect((await client.get('auth/profile')).statusCode).toBe(401);
  });

  it('registers (201, signed in, validation mail in the outbox), refuses a used login (400) and a short password (422)', async () => {
    subject = await createErpTestApp();
    const client = new Client(subject);
    const response = await client.post('auth/register', {
      name: 'New Shopper',
      login: 'New@Example.com',
      password: 'long-enough',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ login: 'new@example.com', mail_verified: false });
    expect((await client.get('auth/profile')).statusCode).toBe(200);
    const token = await outboxToken(client, 'new@example.com');
    expect(token).toBeTruthy();
    expect((await client.post('auth/validate_email', { token })).json()).toEqual({});
    expect((await client.get('auth/profile')).json().mail_verified).toBe(true);
    expect((await client.post('auth/validate_email', { token })).statusCode).toBe(400);

    const again = await new Client(subject).post('auth/register', {
      name: 'X',
      login: 'new@example.com',
      password: 'long-enough',
    });
    expect(again.statusCode).toBe(400);
    const short = await new Client(subject).post('auth/register', {
      name: 'X',
      login: 'y@example.com',
      password: 'short',
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().detail[0].msg).toMatch(/at least 8/);
    const extra = await new Client(subject).post('auth/register', {
      name: 'X',
      login: 'z@example.com',
      password: 'long-enough',
      customer_type: 'individual',
    });
    expect(extra.json().detail).toEqual([
      { type: 'extra_forbidden', loc: ['body', 'customer_type'], msg: 'Extra inputs are not permitted' },
    ]);
  });

  it('resets a password through the mailed token, once, and answers {} even for unknown logins', async () => {
    subject = await createErpTestApp();
    const client = new Client(subject);
    expect((await client.post('auth/request_reset_password', { login: 'nobody@demo.shop' })).json()).toEqual(
      {},
    );
    expect((await client.get('_dev/outbox?to=nobody@demo.shop')).json().count).toBe(0);
    expect((await client.post('auth/request_reset_password', { login: 'b2b@demo.shop' })).statusCode).toBe(
      200,
    );
    const token = await outboxToken(client, 'b2b@demo.shop');
    const set = await client.post('auth/set_password', { token, password: 'brand-new-pass' });
    expect(set.statusCode).toBe(200);
    expect(set.json().login).toBe('b2b@demo.shop');
    expect(client.cookies.has('fastapi_auth_partner')).toBe(true);
    const reuse = await client.post('auth/set_password', { token, password: 'another-pass' });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().detail).toBe('The token is not valid, please request a new one');
    expect((await new Client(subject).login('b2b@demo.shop', 'brand-new-pass')).statusCode).toBe(200);
    expect((await new Client(subject).login('b2b@demo.shop')).statusCode).toBe(403);
  });
});

describe('sign-in rate limiting', () => {
  it('answers 429 with Retry-After after five failures for one login, even with the right password', async () => {
    subject = await createErpTestApp();
    const client = new Client(subject);
    for (let i = 0; i < 5; i += 1)
      expect((await client.login('therapist@demo.shop', 'wrong-guess')).statusCode).toBe(403);
    const blocked = await client.login('therapist@demo.shop');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().detail).toMatch(/Too many sign-in attempts/);
    // Another login from the same IP is not blocked by this login's failures.
    expect((await client.login('individual@demo.shop')).statusCode).toBe(200);
  });

  it('counts each shopper a trusted storefront names in X-Forwarded-For: one shopper’s failures never lock another out', async () => {
    subject = await createErpTestApp();
    const attacker = new Client(subject, { 'x-forwarded-for': '203.0.113.7' });
    for (let i = 0; i < 5; i += 1) await attacker.login('therapist@demo.shop', 'wrong-guess');
    expect((await attacker.login('therapist@demo.shop')).statusCode).toBe(429);
    const customer = new Client(subject, { 'x-forwarded-for': '198.51.100.2' });
    expect((await customer.login('therapist@demo.shop')).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For from a storefront it does not trust', async () => {
    subject = await createErpTestApp(undefined, { trustedStorefronts: ['192.0.2.1'] });
    for (let i = 0; i < 5; i += 1) {
      const forged = new Client(subject, { 'x-forwarded-for': `203.0.113.${i}` });
      await forged.login('therapist@demo.shop', 'wrong-guess');
    }
    const customer = new Client(subject, { 'x-forwarded-for': '198.51.100.2' });
    expect((await customer.login('therapist@demo.shop')).statusCode).toBe(429);
  });

  it('limits failures per IP across logins', async () => {
    subject = await createErpTestApp({ throttle: { perLogin: 100, perIp: 3, windowMs: 60_000 } });
    const client = new Client(subject);
    for (const login of ['a@x.example', 'b@x.example', 'c@x.example'])
      await client.login(login, 'wrong-guess');
    expect((await client.login('individual@demo.shop')).statusCode).toBe(429);
  });
});

describe('mails in the recipient’s language', () => {
  const lastMail = async (client: Client, to: string) =>
    (await client.get(`_dev/outbox?to=${encodeURIComponent(to)}`)).json().items[0];

  it('writes the validation mail in the language of the sign-up, links to that language’s page, and keeps it', async () => {
    subject = await createErpTestApp();
    const expected = {
      fr_be: [
        'Confirmez votre adresse e-mail',
        /^Bonjour Léa,/,
        'http://localhost:3000/account/signup-validation?token=',
      ],
      nl_be: [
        'Bevestig uw e-mailadres',
        /^Beste Léa,/,
        'http://localhost:3000/nl/account/signup-validation?token=',
      ],
      en_us: [
        'Validate your e-mail address',
        /^Hello Léa,/,
        'http://localhost:3000/en/account/signup-validation?token=',
      ],
      de_de: [
        'Bestätigen Sie Ihre E-Mail-Adresse',
        /^Hallo Léa,/,
        'http://localhost:3000/de/account/signup-validation?token=',
      ],
    } as const;
    for (const [language, [subjectLine, greeting, page]] of Object.entries(expected)) {
      const client = new Client(subject, { 'accept-language': language });
      const login = `lea-${language}@example.com`;
      const response = await client.post('auth/register', { name: 'Léa', login, password: 'long-enough' });
      expect(response.statusCode).toBe(201);
      const mail = await lastMail(client, login);
      expect(mail.subject).toBe(subjectLine);
      expect(mail.body).toMatch(greeting);
      expect(mail.body).toContain(mail.link);
      expect(mail.link.startsWith(page)).toBe(true);
      const langId = (await client.get('customer')).json().lang_id;
      expect(LANGUAGES.find((lang) => lang.id === langId)?.code.slice(0, 2)).toBe(language.slice(0, 2));
    }
  });

  it('writes the reset mail in the partner’s language, whatever language asks for it', async () => {
    subject = await createErpTestApp();
    // Anna Weber, the demo therapist, reads German; Marie Dubois French.
    const english = new Client(subject, { 'accept-language': 'en_us' });
    await english.post('auth/request_reset_password', { login: 'therapist@demo.shop' });
    const german = await lastMail(english, 'therapist@demo.shop');
    expect(german.subject).toBe('Setzen Sie Ihr Passwort zurück');
    expect(german.body).toMatch(/^Hallo Praxis Anna Weber,/);
    expect(german.link).toMatch(/^http:\/\/localhost:3000\/de\/account\/set-new-password\?token=/);

    await english.post('auth/request_reset_password', { login: 'individual@demo.shop' });
    const french = await lastMail(english, 'individual@demo.shop');
    expect(french.subject).toBe('Réinitialisez votre mot de passe');
    expect(french.link).toMatch(/^http:\/\/localhost:3000\/account\/set-new-password\?token=/);
  });

  it('puts the language prefix after the configured shop address', async () => {
    subject = await createErpTestApp({ shopUrl: 'https://shop.example' });
    const client = new Client(subject, { 'accept-language': 'nl_be' });
    await client.post('auth/register', { name: 'Jan', login: 'jan@example.com', password: 'long-enough' });
    expect((await lastMail(client, 'jan@example.com')).link).toMatch(
      /^https:\/\/shop\.example\/nl\/account\/signup-validation\?token=[\w-]+$/,
    );
  });
});
