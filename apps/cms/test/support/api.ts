export const LOCALES = ['fr', 'nl', 'en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];

export const cmsUrl = (): string => {
  const url = process.env.CMS_TEST_URL;
  if (!url) throw new Error('CMS_TEST_URL is unset: run the tests with `npm test`, whose global setup starts Strapi');
  return url;
};

export type Json = Record<string, any>;

/** GET (or another method) on the CMS; the path carries the query string exactly as a client sends it. */
export const request = async (path: string, init: RequestInit = {}): Promise<{ status: number; body: Json }> => {
  const response = await fetch(`${cmsUrl()}${path}`, { ...init, signal: AbortSignal.timeout(15_000) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {} };
};

/** GET that must answer 200, returning the JSON body. */
export const getOk = async (path: string): Promise<Json> => {
  const { status, body } = await request(path);
  if (status !== 200) throw new Error(`GET ${path} answered ${status}: ${JSON.stringify(body).slice(0, 500)}`);
  return body;
};

/**
 * An admin session, as an editor in the admin panel has. Strapi rate-limits /admin/login, so the
 * global setup signs in once and hands the token over; this only signs in when run without it.
 */
export const adminToken = async (): Promise<string> => {
  if (process.env.CMS_TEST_ADMIN_TOKEN) return process.env.CMS_TEST_ADMIN_TOKEN;
  const { status, body } = await request('/admin/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: process.env.CMS_TEST_ADMIN_EMAIL, password: process.env.CMS_TEST_ADMIN_PASSWORD }),
  });
  if (status !== 200) throw new Error(`admin login answered ${status}: ${JSON.stringify(body)}`);
  return body.data.token;
};

/** A call to the admin's content-manager API with an admin session. */
export const admin = async (token: string, method: string, path: string, data?: unknown) =>
  request(path, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: data === undefined ? undefined : JSON.stringify(data),
  });
