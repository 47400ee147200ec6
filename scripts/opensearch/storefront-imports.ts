// Lets plain Node load the storefront's modules as Vite does: `~/` is apps/storefront/app, and
// relative imports name no extension (.ts is tried, also after a `.server` or `.client` suffix).
import { registerHooks } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from '../lib/services.ts';

const appDir = path.join(repoRoot, 'apps/storefront/app');
const MODULE_EXTENSIONS = new Set(['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json']);

export function registerStorefrontImports() {
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const target = specifier.startsWith('~/')
        ? pathToFileURL(path.join(appDir, specifier.slice(2))).href
        : specifier;
      try {
        return nextResolve(target, context);
      } catch (error) {
        if (!/^(\.|file:)/.test(target) || MODULE_EXTENSIONS.has(path.extname(target))) throw error;
        return nextResolve(`${target}.ts`, context);
      }
    },
  });
}
