// Part of npm run lint: fails on an import cycle in the storefront, the demo backend or the CMS.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importCycles } from './import-cycles.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const app = (folder: string) => path.join(repo, 'apps', folder);

const cycles = [
  importCycles({
    roots: [app('storefront/app'), app('storefront/server')],
    aliases: { '~/': app('storefront/app') },
  }),
  importCycles({ roots: [app('demo-backend/src'), app('demo-backend/scripts')] }),
  importCycles({
    roots: [app('cms/src'), app('cms/config'), app('cms/test'), app('cms/scripts'), app('cms/seed')],
  }),
].flat();

for (const cycle of cycles) {
  console.error(`Import cycle: ${cycle.map((file) => path.relative(repo, file)).join(' ⇄ ')}`);
}
if (cycles.length > 0) process.exit(1);
