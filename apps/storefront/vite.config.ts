import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

/** One id per build, compared by the client with the server's to notice a new deployment. */
function buildId(): string {
  if (process.env.BUILD_ID) return process.env.BUILD_ID;
  let commit = 'local';
  try {
    commit = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    // Outside a git checkout (e.g. a tarball deploy) the timestamp alone identifies the build.
  }
  return `${commit}-${Date.now().toString(36)}`;
}

/**
 * Writes which source modules each browser chunk holds to `<build>/client-chunks.json` (beside the
 * public `client/` folder, not in it), so the size-budget test can tell what a page's first load ships.
 */
function clientChunkModules(): Plugin {
  return {
    name: 'client-chunk-modules',
    applyToEnvironment: (environment) => environment.name === 'client',
    writeBundle(options, bundle) {
      if (!options.dir) return;
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
    },
  };
}

export default defineConfig({
  define: { __BUILD_ID__: JSON.stringify(buildId()) },
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  plugins: [tailwindcss(), reactRouter(), clientChunkModules()],
});
