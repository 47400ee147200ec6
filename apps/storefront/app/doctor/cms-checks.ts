import type { ServerConfig } from '~/config/server-config.server';
import { LEGAL_PAGE_KINDS } from '~/domain/cms/legal-pages';
import { LOCALES } from '~/i18n/locales';
import { getHomePage, getLegalPages } from '~/services/cms/cms.server';
import { ask, baseOf, describe, errorText } from './doctor-http';
import { type Check, fail, ok, warn } from './doctor-report';

/** The content types the storefront reads (apps/cms/README.md), each asked for one entry in French. */
const CONTENT_TYPES = [
  { path: 'pages', uid: 'api::page.page', single: false },
  { path: 'navigation-items', uid: 'api::navigation-item.navigation-item', single: false },
  { path: 'articles', uid: 'api::article.article', single: false },
  { path: 'header', uid: 'api::header.header', single: true },
] as const;

function cms(config: ServerConfig) {
  const base = baseOf(config.cmsUrl!);
  const headers: Record<string, string> = config.cmsToken
    ? { Authorization: `Bearer ${config.cmsToken}` }
    : {};
  return (path: string) =>
    ask(new URL(`api/${path}`, base), { headers, timeoutMs: Math.max(config.cmsTimeoutMs, 10_000) });
}

function readAccessFix(config: ServerConfig, uid: string): string {
  return config.cmsToken
    ? `give the API token of SHOP_CMS_TOKEN read access (find, findOne) to ${uid}, or use a read-only token`
    : `grant the Public role find and findOne on ${uid} (Settings › Users & Permissions › Roles), or set SHOP_CMS_TOKEN to a read-only API token`;
}

async function contentTypeChecks(config: ServerConfig, read: ReturnType<typeof cms>): Promise<Check[]> {
  const checks: Check[] = [];
  for (const type of CONTENT_TYPES) {
    const answer = await read(`${type.path}?locale=fr${type.single ? '' : '&pagination[pageSize]=1'}`);
    const name = `type ${type.path}`;
    if (answer.status === 200) checks.push(ok('cms', name, `GET /api/${type.path} answers`));
    else if (answer.status === 401)
      checks.push(
        fail(
          'cms',
          name,
          `GET /api/${type.path} ${describe(answer)}: the token is refused`,
          'set SHOP_CMS_TOKEN to a valid API token (Settings › API Tokens), or unset it to read as the Public role',
        ),
      );
    else if (answer.status === 403)
      checks.push(
        fail('cms', name, `GET /api/${type.path} ${describe(answer)}`, readAccessFix(config, type.uid)),
      );
    else if (answer.status === 404 && type.single)
      checks.push(
        warn(
          'cms',
          name,
          `GET /api/${type.path} answers 404: no header is published (or the type is missing)`,
          `publish the header single type (${type.uid})`,
        ),
      );
    else
      checks.push(
        fail(
          'cms',
          name,
          `GET /api/${type.path} ${describe(answer)}`,
          `the storefront needs the content type ${type.uid}, localized: apps/cms/README.md`,
        ),
      );
  }
  return checks;
}

async function localeCheck(read: ReturnType<typeof cms>): Promise<Check> {
  const answer = await read('i18n/locales');
  if (answer.status !== 200 || !Array.isArray(answer.body))
    return warn(
      'cms',
      'locales',
      `GET /api/i18n/locales ${describe(answer)}: the languages could not be listed`,
      'grant the Public role (or the token) find on the i18n locales',
    );
  const codes = (answer.body as { code?: unknown }[]).map((locale) => String(locale.code));
  const missing = LOCALES.filter((locale) => !codes.includes(locale));
  if (missing.length > 0)
    return fail(
      'cms',
      'locales',
      `the CMS has no ${missing.join(', ')} locale (it has ${codes.join(', ')}): those pages, menus and articles cannot be written`,
      `add ${missing.join(', ')} in Settings › Internationalization`,
    );
  return ok('cms', 'locales', `the CMS has ${LOCALES.join(', ')}`);
}

async function pageChecks(config: ServerConfig): Promise<Check[]> {
  const checks: Check[] = [];
  for (const locale of LOCALES) {
    try {
      const home = await getHomePage(locale);
      checks.push(
        home
          ? ok('cms', `home ${locale}`, `the ${locale} home page has ${home.content.length} sections`)
          : warn(
              'cms',
              `home ${locale}`,
              `no published ${locale} page with the handle home: the ${locale} home shows the catalogue's first products`,
              `publish the ${locale} translation of the page whose handle is home (full path /)`,
            ),
      );
    } catch (error) {
      checks.push(
        fail('cms', `home ${locale}`, `the ${locale} home page could not be read: ${errorText(error)}`),
      );
      continue;
    }
    try {
      const found = await getLegalPages(locale, config.legalPageHandles);
      const missing = LEGAL_PAGE_KINDS.filter((kind) => !found[kind]);
      checks.push(
        missing.length === 0
          ? ok('cms', `legal ${locale}`, `terms, privacy, data protection and shipping pages found by handle`)
          : warn(
              'cms',
              `legal ${locale}`,
              `no published ${locale} page with the handle ${missing.map((kind) => `"${config.legalPageHandles[kind]}" (${kind})`).join(', ')}: their links are left out, the terms one at checkout too`,
              'publish them with these handles, or name their handles in SHOP_LEGAL_PAGES',
            ),
      );
    } catch (error) {
      checks.push(
        fail('cms', `legal ${locale}`, `the ${locale} legal pages could not be read: ${errorText(error)}`),
      );
    }
  }
  return checks;
}

/** The token previews read drafts with (SHOP_CMS_PREVIEW_TOKEN) is one Strapi accepts for reading. */
async function previewTokenCheck(config: ServerConfig, token: string): Promise<Check> {
  const answer = await ask(
    new URL('api/pages?locale=fr&status=draft&pagination[pageSize]=1', baseOf(config.cmsUrl!)),
    {
      headers: { Authorization: `Bearer ${token}` },
      timeoutMs: Math.max(config.cmsTimeoutMs, 10_000),
    },
  );
  if (answer.status === 200) return ok('preview', 'token', 'SHOP_CMS_PREVIEW_TOKEN reads drafts');
  return fail(
    'preview',
    'token',
    `GET /api/pages?status=draft with SHOP_CMS_PREVIEW_TOKEN ${describe(answer)}: previews would show the published page`,
    'set SHOP_CMS_PREVIEW_TOKEN to a read-only API token of this CMS (Settings › API Tokens)',
  );
}

/** Strapi: reachable with the token (or as Public), the content types, the four locales, the pages. */
export async function cmsChecks(config: ServerConfig): Promise<Check[]> {
  if (!config.cmsUrl)
    return [
      warn(
        'cms',
        'url',
        'SHOP_CMS_URL is not set: the shop runs without CMS pages, menus and blog',
        "set SHOP_CMS_URL to Strapi's base URL",
      ),
    ];
  const read = cms(config);
  const health = await read('pages?locale=fr&pagination[pageSize]=1');
  if (health.status === 0)
    return [
      fail(
        'cms',
        'url',
        `${config.cmsUrl.href} ${describe(health)}`,
        "check SHOP_CMS_URL: Strapi's base URL, without /api",
      ),
    ];
  const types = await contentTypeChecks(config, read);
  const locales = await localeCheck(read);
  // Pages are read only when the page type can be.
  const pages = types[0]?.status === 'ok' ? await pageChecks(config) : [];
  const preview = config.preview ? [await previewTokenCheck(config, config.preview.cmsToken)] : [];
  return [...types, locales, ...pages, ...preview];
}
