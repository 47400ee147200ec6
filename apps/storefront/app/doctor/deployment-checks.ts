import type { ServerConfig } from '~/config/server-config.server';
import { type Check, fail, ok, warn } from './doctor-report';

type Env = Record<string, string | undefined>;

/** The storefront server runs React's production build unless NODE_ENV says otherwise (server/main.ts). */
function isProduction(env: Env): boolean {
  return (env.NODE_ENV ?? 'production') === 'production';
}

/**
 * The shop's public address: https in production, so that its cookies are Secure (the storefront marks
 * them so exactly when the address is https) and its canonical and sitemap links are https.
 */
export function publicAddressCheck(config: ServerConfig, env: Env): Check {
  const production = isProduction(env);
  const url = config.publicUrl;
  const report = production ? fail : warn;
  const when = production ? 'in production' : `with NODE_ENV=${env.NODE_ENV}`;
  if (!url) {
    return report(
      'deployment',
      'public url',
      `SHOP_PUBLIC_URL is not set ${when}: behind a proxy that ends TLS the shop sees http, so its cookies would not be Secure and its links would be http`,
      "set SHOP_PUBLIC_URL to the shop's https address, e.g. https://shop.example",
    );
  }
  if (url.protocol !== 'https:') {
    return report(
      'deployment',
      'public url',
      `SHOP_PUBLIC_URL is ${url.origin} ${when}: cookies would not be Secure and links would be http`,
      'serve the shop over https and set SHOP_PUBLIC_URL to that address',
    );
  }
  return ok(
    'deployment',
    'public url',
    `${url.origin}: session, language and consent cookies are Secure, links are https`,
  );
}

export function pageCacheCheck(config: ServerConfig): Check {
  const mb = Math.round(config.pageCacheBytes / 1024 / 1024);
  return ok(
    'deployment',
    'page cache',
    mb > 0
      ? `the server keeps up to ${mb} MB of public pages (SHOP_PAGE_CACHE_MB); a CDN in front may keep them too (s-maxage=60)`
      : 'the server keeps no page (SHOP_PAGE_CACHE_MB=0): a CDN in front should keep public pages (s-maxage=60)',
  );
}

/** Below this, a shared secret is easier to guess than to steal. */
const SECRET_MIN_LENGTH = 32;

/**
 * The CMS's publish webhook: the storefront's secret is set and long, and, when this environment also
 * holds the CMS's settings (one file for both), they agree.
 */
export function webhookChecks(config: ServerConfig, env: Env): Check[] {
  if (!config.cmsUrl) return [];
  const fix = `set one long random value (openssl rand -hex 32) as SHOP_REVALIDATE_SECRET here and as STOREFRONT_REVALIDATE_SECRET on the CMS, with STOREFRONT_REVALIDATE_URL=${config.publicUrl?.origin ?? 'https://shop.example'}/_revalidate there`;
  const secret = config.revalidateSecret;
  if (!secret) {
    return [
      warn(
        'webhook',
        'secret',
        'SHOP_REVALIDATE_SECRET is not set: /_revalidate is off, and what editors publish reaches visitors only as caches expire (up to 6 minutes)',
        fix,
      ),
    ];
  }
  const checks: Check[] = [
    secret.length < SECRET_MIN_LENGTH
      ? warn(
          'webhook',
          'secret',
          `SHOP_REVALIDATE_SECRET has ${secret.length} characters, fewer than ${SECRET_MIN_LENGTH}`,
          fix,
        )
      : ok(
          'webhook',
          'secret',
          "SHOP_REVALIDATE_SECRET is set: the CMS's signed calls to /_revalidate clear the caches",
        ),
  ];
  const cmsSecret = env.STOREFRONT_REVALIDATE_SECRET;
  if (cmsSecret === undefined) {
    checks.push(
      warn(
        'webhook',
        'cms side',
        "the CMS's settings are not in this environment, so its secret cannot be compared",
        'make sure the CMS has STOREFRONT_REVALIDATE_SECRET equal to SHOP_REVALIDATE_SECRET and STOREFRONT_REVALIDATE_URL pointing at /_revalidate (apps/cms/README.md)',
      ),
    );
  } else if (cmsSecret !== secret) {
    checks.push(
      fail(
        'webhook',
        'cms side',
        "STOREFRONT_REVALIDATE_SECRET (the CMS's) differs from SHOP_REVALIDATE_SECRET: every publish call would be refused with 401",
        fix,
      ),
    );
  } else {
    checks.push(ok('webhook', 'cms side', 'the CMS signs its calls with the same secret'));
  }
  const target = env.STOREFRONT_REVALIDATE_URL;
  if (target !== undefined && config.publicUrl && target !== new URL('/_revalidate', config.publicUrl).href) {
    checks.push(
      warn(
        'webhook',
        'cms url',
        `STOREFRONT_REVALIDATE_URL is ${target}, not ${new URL('/_revalidate', config.publicUrl).href}`,
        "point the CMS at the shop's /_revalidate (each storefront node, or the address that reaches all of them)",
      ),
    );
  }
  return checks;
}

/**
 * Editors' previews of drafts: on (both settings), and, when this environment also holds the CMS's
 * settings, the CMS signs with the same secret and sends editors to this shop.
 */
export function previewChecks(config: ServerConfig, env: Env): Check[] {
  if (!config.cmsUrl) return [];
  const shop = config.publicUrl?.origin ?? 'https://shop.example';
  if (!config.preview) {
    return [
      warn(
        'preview',
        'settings',
        "SHOP_PREVIEW_SECRET and SHOP_CMS_PREVIEW_TOKEN are not set: the CMS's Open preview cannot show drafts in the shop",
        `set one long random value (openssl rand -hex 32) as SHOP_PREVIEW_SECRET here and as STOREFRONT_PREVIEW_SECRET on the CMS, with STOREFRONT_URL=${shop} there, and a read-only API token as SHOP_CMS_PREVIEW_TOKEN`,
      ),
    ];
  }
  const checks = [
    ok('preview', 'settings', 'editors open drafts through signed preview addresses (/_preview)'),
  ];
  const cmsSecret = env.STOREFRONT_PREVIEW_SECRET;
  if (cmsSecret === undefined) {
    checks.push(
      warn(
        'preview',
        'cms side',
        "this environment does not hold the CMS's STOREFRONT_PREVIEW_SECRET: the doctor cannot compare them",
        'make sure the CMS has STOREFRONT_PREVIEW_SECRET equal to SHOP_PREVIEW_SECRET and STOREFRONT_URL set to the shop (apps/cms/README.md)',
      ),
    );
  } else if (cmsSecret !== config.preview.secret) {
    checks.push(
      fail(
        'preview',
        'cms side',
        "STOREFRONT_PREVIEW_SECRET (the CMS's) differs from SHOP_PREVIEW_SECRET: every preview would show the published page",
        'give both the same value',
      ),
    );
  } else {
    checks.push(ok('preview', 'cms side', 'the CMS signs preview addresses with the same secret'));
  }
  const target = env.STOREFRONT_URL;
  if (target !== undefined && config.publicUrl && URL.canParse(target) && new URL(target).origin !== shop) {
    checks.push(
      warn(
        'preview',
        'cms url',
        `STOREFRONT_URL is ${target}, not ${shop}: editors' previews open another shop`,
        `set STOREFRONT_URL=${shop} on the CMS`,
      ),
    );
  }
  return checks;
}
