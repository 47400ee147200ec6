import { expect, test } from './fixtures';

test('the ERP proxy refuses a path that is not one of the storefront’s calls', async ({ request }) => {
  const response = await request.get('/shopinvader/web/database/manager');
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ detail: 'Not found: web/database/manager' });
});

test('the ERP proxy refuses a cross-origin POST and one without Origin', async ({ request }) => {
  const crossOrigin = await request.post('/shopinvader/auth/login', {
    headers: { Origin: 'https://evil.example' },
    data: { login: 'a', password: 'b' },
  });
  expect(crossOrigin.status()).toBe(403);
  const noOrigin = await request.fetch('/shopinvader/auth/login', {
    method: 'POST',
    data: { login: 'a', password: 'b' },
  });
  expect(noOrigin.status()).toBe(403);
});

test('the ERP proxy forwards an allowed call to the demo backend', async ({ request }) => {
  const response = await request.get('/shopinvader/settings');
  expect(response.headers()['cache-control']).toBe('no-store');
  // The answer comes from the ERP (its settings, or its own "route not found" naming the upstream path).
  const body = await response.text();
  expect(body).toMatch(/countries|\/shopinvader-api\/demo\/settings/);
});

test('the language switch refuses a cross-origin post too', async ({ request }) => {
  const response = await request.post('/set-locale', {
    headers: { Origin: 'https://evil.example' },
    form: { locale: 'de', path: '/' },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
});
