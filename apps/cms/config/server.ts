import fs from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { fromAppRoot } from '../src/lib/app-root';
import { appKeys } from '../src/lib/secrets';

/** The public folder, with the uploads folder that the local upload provider requires to exist. */
const publicDir = (dir: string): string => {
  fs.mkdirSync(path.join(dir, 'uploads'), { recursive: true });
  return dir;
};

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  // Loopback by default: the development admin account has a documented password.
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  app: { keys: appKeys() },
  dirs: { public: publicDir(fromAppRoot(env('CMS_PUBLIC_DIR', 'public'))) },
  // No "new version available" lookup on the registry (the v5 switch; the old env var is ignored).
  logger: { updates: { enabled: false } },
});

export default config;
