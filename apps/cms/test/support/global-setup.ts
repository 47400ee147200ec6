import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { freePort, startCms, stopCms, type CmsProcess } from './cms-process.ts';
import { appRoot } from './paths.ts';
import { startReceiver } from './webhook-receiver.ts';

const SECRETS = ['API_TOKEN_SALT', 'ADMIN_JWT_SECRET', 'TRANSFER_TOKEN_SALT', 'JWT_SECRET', 'ENCRYPTION_KEY'];
// Generous bounds: on a loaded 2-core machine the first start with seeding has taken up to ~110 s.
const FIRST_START_MS = 600_000;
const RESTART_MS = 300_000;

let cms: CmsProcess | undefined;
let receiver: Awaited<ReturnType<typeof startReceiver>> | undefined;
let workDir: string | undefined;

const random = () => crypto.randomBytes(24).toString('base64');

/**
 * One real Strapi for all test files: API-only build (dist/ from `npm run build:api`), a fresh
 * SQLite database and uploads folder inside .tmp/, secrets and admin account from the
 * environment, and the revalidation webhook pointed at a local receiver. It is started twice on
 * the same database, so the tests also read what a restart (with its idempotent seeding) leaves.
 */
export async function globalSetup() {
  workDir = path.join(appRoot, '.tmp', `test-${process.pid}`);
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.mkdirSync(workDir, { recursive: true });
  receiver = await startReceiver();
  const port = await freePort();
  const webhookSecret = random();
  const previewSecret = random();
  // Never reached: the preview addresses are only read, and checked with the shared secret.
  const storefrontUrl = 'http://shop.test:3000';
  const admin = { email: 'editor@example.com', password: `Test-${crypto.randomBytes(6).toString('hex')}A1` };
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    // API-only: the tests need no admin pages (and no admin build), only the admin API.
    CMS_SERVE_ADMIN: 'false',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_FILENAME: path.join(workDir, 'data.db'),
    CMS_PUBLIC_DIR: path.join(workDir, 'public'),
    CMS_SECRETS_FILE: path.join(workDir, 'secrets.json'),
    APP_KEYS: [random(), random()].join(','),
    ...Object.fromEntries(SECRETS.map((name) => [name, random()])),
    CMS_ADMIN_EMAIL: admin.email,
    CMS_ADMIN_PASSWORD: admin.password,
    CMS_SEED_DEMO: 'true',
    STOREFRONT_REVALIDATE_URL: `${receiver.url}/revalidate`,
    STOREFRONT_REVALIDATE_SECRET: webhookSecret,
    STOREFRONT_URL: storefrontUrl,
    STOREFRONT_PREVIEW_SECRET: previewSecret,
  };
  const logFile = path.join(workDir, 'strapi.log');
  let started = Date.now();
  cms = await startCms(env, logFile, FIRST_START_MS);
  const firstStart = Date.now() - started;
  await stopCms(cms);
  started = Date.now();
  cms = await startCms(env, logFile, RESTART_MS);
  console.log(`# Strapi on ${cms.url}: first start with seeding ${(firstStart / 1000).toFixed(1)} s, restart ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const login = await fetch(`${cms.url}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (login.status !== 200) throw new Error(`The admin account from the environment cannot sign in (${login.status})`);
  const { data } = (await login.json()) as { data: { token: string } };

  Object.assign(process.env, {
    CMS_TEST_URL: cms.url,
    CMS_TEST_ADMIN_TOKEN: data.token,
    CMS_TEST_READY_AT: new Date().toISOString(),
    CMS_TEST_RECEIVER_URL: receiver.url,
    CMS_TEST_WEBHOOK_SECRET: webhookSecret,
    CMS_TEST_STOREFRONT_URL: storefrontUrl,
    CMS_TEST_PREVIEW_SECRET: previewSecret,
    CMS_TEST_ADMIN_EMAIL: admin.email,
    CMS_TEST_ADMIN_PASSWORD: admin.password,
    CMS_TEST_LOG: logFile,
  });
  // Never leave a Strapi behind, even if the runner is interrupted.
  process.once('exit', () => {
    if (cms?.child.pid && cms.child.exitCode === null) {
      try {
        process.kill(-cms.child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  });
}

export async function globalTeardown() {
  if (cms) await stopCms(cms);
  await receiver?.close();
  if (workDir && process.env.CMS_TEST_KEEP !== 'true') fs.rmSync(workDir, { recursive: true, force: true });
}
