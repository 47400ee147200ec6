import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|svg|json)$/;
/** Smaller files gain less than the bytes a Content-Encoding header costs. */
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);

/**
 * Writes `file.br` (Brotli, highest quality) and `file.gz` (gzip by Zopfli, some 5% smaller than zlib's
 * best) beside every compressible browser file, once per build instead of on every request. The server
 * sends them to browsers that accept them (server/precompressed.ts).
 */
export function precompressAssets(): Plugin {
  return {
    name: 'precompress-assets',
    applyToEnvironment: (environment) => environment.name === 'client',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (!options.dir) return;
      const files = Object.keys(bundle).filter((fileName) => COMPRESSIBLE.test(fileName));
      await Promise.all(
        files.map(async (fileName) => {
          const file = path.join(options.dir!, fileName);
          const bytes = await readFile(file);
          if (bytes.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
            gzipAsync(bytes, { numiterations: 15 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}
