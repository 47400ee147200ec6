import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:dynamic-entry-assets';

/**
 * Facts of the client build that other parts need:
 * - `<build>/client-chunks.json` (beside the public `client/` folder, not in it): which source modules
 *   each browser chunk holds, so the size-budget test can tell what a page's first load ships;
 * - `virtual:dynamic-entry-assets`, for the server build (built after the client one), and
 *   `<build>/dynamic-entry-assets.json`, for the size measurements: the files of each dynamically
 *   imported module, by source path, so a page can preload the code it will need.
 */
export function clientBuildFacts(): Plugin {
  let dynamicEntryAssets: Record<string, string[]> = {};
  return {
    name: 'client-build-facts',
    resolveId(id) {
      return id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : undefined;
    },
    load(id) {
      // In development every module is served on its own: nothing to preload.
      return id === `\0${VIRTUAL_ID}` ? `export default ${JSON.stringify(dynamicEntryAssets)};` : undefined;
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      const root = process.cwd();
      const chunks = new Map(
        Object.values(bundle).flatMap((output) =>
          output.type === 'chunk' ? [[output.fileName, output]] : [],
        ),
      );
      const withImports = (fileName: string, seen = new Set<string>()): Set<string> => {
        if (seen.has(fileName)) return seen;
        seen.add(fileName);
        for (const imported of chunks.get(fileName)?.imports ?? []) withImports(imported, seen);
        return seen;
      };
      dynamicEntryAssets = {};
      for (const chunk of chunks.values()) {
        if (!chunk.isDynamicEntry || !chunk.facadeModuleId) continue;
        dynamicEntryAssets[path.relative(root, chunk.facadeModuleId)] = [...withImports(chunk.fileName)].map(
          (fileName) => `/${fileName}`,
        );
      }
    },
    writeBundle(options, bundle) {
      if (this.environment.name !== 'client' || !options.dir) return;
      const root = process.cwd();
      const chunks: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[`/${output.fileName}`] = output.moduleIds.map((id) =>
          path.relative(root, id.replace(/\?.*$/, '')),
        );
      }
      writeFileSync(
        path.join(options.dir, '..', 'client-chunks.json'),
        `${JSON.stringify(chunks, null, 1)}\n`,
      );
      writeFileSync(
        path.join(options.dir, '..', 'dynamic-entry-assets.json'),
        `${JSON.stringify(dynamicEntryAssets, null, 1)}\n`,
      );
    },
  };
}
