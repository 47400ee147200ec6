// Lets plain Node load the storefront's search modules as Vite does: `~/` is apps/storefront/app, and
// relative imports name no extension (.ts is tried).
import { registerHooks } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from '../lib/services.mjs';

const appDir = path.join(repoRoot, 'apps/storefront/app');

export function registerStorefrontImports() {
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const target = specifier.startsWith('~/')
        ? pathToFileURL(path.join(appDir, specifier.slice(2))).href
        : specifier;
      try {
        return nextResolve(target, context);
      } catch (error) {
        if (!/^(\.|file:)/.test(target) || path.extname(target)) throw error;
        return nextResolve(`${target}.ts`, context);
      }
    },
  });
}
