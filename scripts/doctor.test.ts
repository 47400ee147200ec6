import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Check, CheckedSystem, DoctorReport } from '../apps/storefront/app/doctor/doctor-report.ts';
import {
  createCmsReadToken,
  demoBackendEnv,
  freePort,
  repoRoot,
  startCms,
  type StartedService,
  startDemoBackend,
} from './lib/services.ts';

/**
 * `npm run doctor` against the real demo backend (one per Shopinvader generation) and the real Strapi,
 * started as the browser tests' global setup starts them: well configured, then misconfigured one
 * setting at a time, then with a CMS an editor has broken.
 */
const STARTUP_MS = 300_000;
const SECRET = randomBytes(24).toString('hex');
const PREVIEW_SECRET = randomBytes(24).toString('hex');
const dirs: string[] = [];
const services: StartedService[] = [];
let classic: number;
let current: number;
let cmsUrl: string;
let previewToken: string;

async function backend(env: Record<string, string>): Promise<number> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'doctor-erp-'));
  dirs.push(dataDir);
  const port = await freePort();
  services.push(await startDemoBackend({ port, dataDir, mode: 'test', quiet: true, logLevel: 'warn', env }));
  return port;
}

beforeAll(async () => {
  const workDir = mkdtempSync(path.join(tmpdir(), 'doctor-cms-'));
  dirs.push(workDir);
  const cmsPort = await freePort();
  const cms = startCms({
    port: cmsPort,
    workDir,
    serveAdmin: false,
    quiet: true,
    webhook: { url: 'https://shop.example/_revalidate', secret: SECRET },
  });
  [classic, current] = await Promise.all([
    backend({ DEMO_ERP_API: 'classic' }),
    // Stock Shopinvader 16.0 as released: no cart options, no extension of the shop's.
    backend({ DEMO_ERP_API: 'current', DEMO_ERP_CART_OPTIONS: 'false', DEMO_ERP_EXTENSION: 'false' }),
  ]);
  services.push(await cms);
  cmsUrl = `http://127.0.0.1:${cmsPort}`;
  previewToken = await createCmsReadToken(cmsUrl);
}, STARTUP_MS);

afterAll(async () => {
  await Promise.all(services.map((service) => service.stop()));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}, 60_000);

/** The settings of a storefront in production on https, pointed at the demo backend on `port`. */
function shop(
  port: number,
  extra: Record<string, string | undefined> = {},
): Record<string, string | undefined> {
  return {
    ...demoBackendEnv(port, Number(new URL(cmsUrl).port)),
    // A shop on the classic ERP speaks its calls, unless the test says otherwise.
    ...(port === classic ? { SHOP_ERP_API: 'classic' } : {}),
    NODE_ENV: 'production',
    SHOP_PUBLIC_URL: 'https://shop.example',
    SHOP_REVALIDATE_SECRET: SECRET,
    SHOP_PREVIEW_SECRET: PREVIEW_SECRET,
    SHOP_CMS_PREVIEW_TOKEN: previewToken,
    // The CMS's own settings, as an environment file shared by both would hold them.
    STOREFRONT_REVALIDATE_SECRET: SECRET,
    STOREFRONT_REVALIDATE_URL: 'https://shop.example/_revalidate',
    STOREFRONT_PREVIEW_SECRET: PREVIEW_SECRET,
    STOREFRONT_URL: 'https://shop.example',
    ...extra,
  };
}

/** Runs the doctor with exactly these settings (none inherited), as JSON unless `human`. */
interface DoctorRun {
  code: number;
  stdout: string;
  report: DoctorReport;
}

function doctor(env: Record<string, string | undefined>): Promise<DoctorRun>;
function doctor(
  env: Record<string, string | undefined>,
  options: { human: true },
): Promise<Omit<DoctorRun, 'report'>>;
function doctor(
  env: Record<string, string | undefined>,
  { human = false }: { human?: boolean } = {},
): Promise<DoctorRun | Omit<DoctorRun, 'report'>> {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(SHOP_|STOREFRONT_|NODE_ENV$)/.test(name)),
  );
  const settings = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined));
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['scripts/doctor.ts', ...(human ? [] : ['--json'])],
      { cwd: repoRoot, env: { ...inherited, ...settings }, timeout: 120_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        if (human) return resolve({ code, stdout });
        // A doctor that crashed has no report: the test fails at once with its error, not at its timeout.
        try {
          resolve({ code, stdout, report: JSON.parse(stdout) as DoctorReport });
        } catch {
          reject(new Error(`the doctor gave no report (exit ${code}):\n${stderr.slice(-2000)}`));
        }
      },
    );
  });
}

/** The check of that system and name; the test fails here when the report has none. */
const check = (report: DoctorReport, system: CheckedSystem, name: string): Check => {
  const found = report.checks.find((c) => c.system === system && c.name === name);
  if (!found) throw new Error(`the report has no check ${system} ${name}`);
  return found;
};
const failing = (report: DoctorReport) =>
  report.checks.filter((c) => c.status === 'fail').map((c) => `${c.system} ${c.name}`);

describe('the doctor on a well configured shop', { timeout: 120_000 }, () => {
  it('finds nothing wrong with the classic ERP, the indices and the CMS, and exits 0', async () => {
    const { code, report } = await doctor(shop(classic));
    expect(report.checks.filter((c) => c.status !== 'ok')).toEqual([]);
    expect(code).toBe(0);
    expect(check(report, 'erp', 'generation').message).toContain('SHOP_ERP_API=classic matches the ERP');
    expect(check(report, 'cms', 'locales').message).toBe('the CMS has fr, nl, en, de');
    // Every language's product and category index, mapping and document.
    expect(report.checks.filter((c) => c.system === 'search')).toHaveLength(16);
  });

  it('tells a person the same, one line per check, with a summary', async () => {
    const { code, stdout } = await doctor(shop(classic), { human: true });
    expect(code).toBe(0);
    expect(stdout).toMatch(/^ok {4}erp generation +SHOP_ERP_API=classic matches the ERP/m);
    expect(stdout.trim().split('\n').at(-1)).toMatch(
      /^\d+ ok, 0 warnings, 0 failures: nothing blocks the shop\.$/,
    );
  });

  it('recognises stock Shopinvader 16.0: the current generation, no cart options module, no extension', async () => {
    const { code, report } = await doctor(
      shop(current, { SHOP_ERP_API: 'current', SHOP_ERP_EXTENSION: 'off' }),
    );
    expect(failing(report)).toEqual([]);
    expect(code).toBe(0);
    expect(check(report, 'erp', 'generation').message).toContain(
      'pick-up points near an address, set by carrier_id and code',
    );
    expect(check(report, 'erp', 'cart options').message).toBe(
      'the ERP has no cart options module and the shop sends no options key',
    );
    expect(check(report, 'erp', 'extension').message).toBe(
      "SHOP_ERP_EXTENSION=off: stock Shopinvader, without the shop's extension",
    );
    expect(check(report, 'erp', 'leads').message).toContain('JSON {subject, email, description}');
    expect(check(report, 'erp', 'payment').status).toBe('ok');
  });
});

describe('the doctor on a misconfigured shop', { timeout: 120_000 }, () => {
  it('fails on the other Shopinvader generation, naming the setting to change', async () => {
    const onClassic = await doctor(shop(classic, { SHOP_ERP_API: 'current' }));
    expect(onClassic.code).toBe(1);
    expect(failing(onClassic.report)).toEqual(['erp generation']);
    expect(check(onClassic.report, 'erp', 'generation').fix).toBe('set SHOP_ERP_API=classic');
    const onCurrent = await doctor(
      shop(current, { SHOP_ERP_API: 'classic', SHOP_ERP_CART_OPTIONS: 'true', SHOP_ERP_EXTENSION: 'off' }),
    );
    expect(failing(onCurrent.report)).toEqual(['erp generation', 'erp cart options']);
    expect(check(onCurrent.report, 'erp', 'generation').fix).toBe('set SHOP_ERP_API=current');
  });

  it("fails on SHOP_ERP_EXTENSION=on against stock Shopinvader, whose ERP has none of the extension's routes", async () => {
    const { code, report } = await doctor(
      shop(current, { SHOP_ERP_API: 'current', SHOP_ERP_EXTENSION: 'on' }),
    );
    expect(code).toBe(1);
    expect(failing(report)).toEqual(['erp extension']);
    expect(check(report, 'erp', 'extension').fix).toContain('SHOP_ERP_EXTENSION=off');
  });

  it("fails on a default pricelist id the index's prices are not keyed by, naming those it has", async () => {
    const { code, report } = await doctor(shop(classic, { SHOP_SEARCH_DEFAULT_PRICELIST_ID: '99' }));
    expect(code).toBe(1);
    expect(failing(report)).toEqual(
      ['fr', 'nl', 'en', 'de'].map((locale) => `search products ${locale} document`),
    );
    expect(check(report, 'search', 'products fr document').fix).toMatch(
      /^set SHOP_SEARCH_DEFAULT_PRICELIST_ID to the Odoo id of the public pricelist, one of 1\b/,
    );
  });

  it('fails on a wrong index suffix, naming the indices the engine has', async () => {
    const { code, report } = await doctor(shop(classic, { SHOP_SEARCH_INDEX_LOCALES: '{"nl":"dutch"}' }));
    expect(code).toBe(1);
    expect(failing(report)).toEqual(['search products nl', 'search categories nl']);
    expect(check(report, 'search', 'products nl').message).toBe(
      'the index demo_products_dutch does not exist (404)',
    );
    expect(check(report, 'search', 'products nl').fix).toContain('demo_products_nl');
  });

  it('warns when the shop reads picture sizes the index does not have', async () => {
    const { code, report } = await doctor(
      shop(classic, { SHOP_SEARCH_IMAGE_SIZES: '{"medium":"card","small":"thumb"}' }),
    );
    expect(code).toBe(0);
    expect(check(report, 'search', 'products fr document')).toMatchObject({ status: 'ok' });
    const odd = await doctor(
      shop(classic, {
        SHOP_SEARCH_IMAGE_SIZES: '{"small":"thumb","medium":"thumb","large":"thumb","xlarge":"thumb"}',
      }),
    );
    expect(check(odd.report, 'search', 'products fr document')).toMatchObject({ status: 'warn' });
    expect(check(odd.report, 'search', 'products fr document').fix).toContain('SHOP_SEARCH_IMAGE_SIZES');
  });

  it('fails on an http public address in production, and only warns outside production', async () => {
    const production = await doctor(shop(classic, { SHOP_PUBLIC_URL: 'http://shop.example' }));
    expect(production.code).toBe(1);
    expect(failing(production.report)).toEqual(['deployment public url']);
    const development = await doctor(
      shop(classic, { SHOP_PUBLIC_URL: 'http://localhost:3000', NODE_ENV: 'development' }),
    );
    expect(development.code).toBe(0);
    expect(check(development.report, 'deployment', 'public url').status).toBe('warn');
  });

  it('warns without a webhook secret, and fails when the CMS signs with another one', async () => {
    const none = await doctor(
      shop(classic, { SHOP_REVALIDATE_SECRET: undefined, STOREFRONT_REVALIDATE_SECRET: undefined }),
    );
    expect(none.code).toBe(0);
    expect(check(none.report, 'webhook', 'secret').status).toBe('warn');
    const other = await doctor(shop(classic, { STOREFRONT_REVALIDATE_SECRET: 'x'.repeat(48) }));
    expect(other.code).toBe(1);
    expect(failing(other.report)).toEqual(['webhook cms side']);
  });

  it("fails on a preview token Strapi refuses, and on the CMS's other preview secret", async () => {
    const refused = await doctor(shop(classic, { SHOP_CMS_PREVIEW_TOKEN: 'not-a-token' }));
    expect(refused.code).toBe(1);
    expect(failing(refused.report)).toEqual(['preview token']);
    const other = await doctor(shop(classic, { STOREFRONT_PREVIEW_SECRET: 'y'.repeat(48) }));
    expect(failing(other.report)).toEqual(['preview cms side']);
  });

  it('fails on a CMS token Strapi refuses', async () => {
    const { code, report } = await doctor(shop(classic, { SHOP_CMS_TOKEN: 'not-a-token' }));
    expect(code).toBe(1);
    expect(check(report, 'cms', 'type pages').message).toContain('the token is refused');
  });

  it('fails on an ERP it cannot reach, and on settings the storefront refuses', async () => {
    const closed = await freePort();
    const down = await doctor(
      shop(classic, { SHOP_ERP_URL: `http://127.0.0.1:${closed}/shopinvader-api/demo` }),
    );
    expect(down.code).toBe(1);
    expect(down.report.checks.filter((c) => c.system === 'erp').map((c) => c.name)).toEqual(['settings']);
    const refused = await doctor(shop(classic, { SHOP_ERP_API: 'v3' }));
    expect(refused.code).toBe(1);
    expect(refused.report.checks).toEqual([
      expect.objectContaining({
        system: 'config',
        status: 'fail',
        message: expect.stringContaining('SHOP_ERP_API must be classic or current'),
      }),
    ]);
  });
});

describe('the doctor on a CMS an editor broke', { timeout: 120_000 }, () => {
  /** An admin session, with the development account Strapi creates at its first start. */
  async function admin() {
    const login = await fetch(`${cmsUrl}/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'Admin1234!' }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    return (method: 'GET' | 'POST' | 'DELETE', url: string) =>
      fetch(`${cmsUrl}${url}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: method === 'POST' ? '{}' : undefined,
      });
  }

  it('fails on a missing language and warns about a missing home page', async () => {
    const call = await admin();
    const locales = (await (await call('GET', '/i18n/locales')).json()) as { id: number; code: string }[];
    const german = locales.find((locale) => locale.code === 'de');
    expect((await call('DELETE', `/i18n/locales/${german?.id}`)).status).toBe(200);
    const home = (await (
      await fetch(`${cmsUrl}/api/pages?locale=nl&filters[handle][$eq]=home&fields[0]=handle`)
    ).json()) as { data: { documentId: string }[] };
    const unpublish = await call(
      'POST',
      `/content-manager/collection-types/api::page.page/${home.data[0].documentId}/actions/unpublish?locale=nl`,
    );
    expect(unpublish.status).toBe(200);

    const { code, report } = await doctor(shop(classic));
    expect(code).toBe(1);
    expect(failing(report)).toEqual(['cms locales']);
    expect(check(report, 'cms', 'locales').fix).toBe('add de in Settings › Internationalization');
    expect(check(report, 'cms', 'home nl')).toMatchObject({ status: 'warn' });
    expect(check(report, 'cms', 'home fr')).toMatchObject({ status: 'ok' });
  });
});
