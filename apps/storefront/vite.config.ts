import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { chunkGroups } from './vite-plugins/chunk-groups.ts';
import { clientBuildFacts } from './vite-plugins/client-build-facts.ts';
import { precompressAssets } from './vite-plugins/precompress.ts';

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

const chunking = chunkGroups();

export default defineConfig({
  define: {
    __BUILD_ID__: JSON.stringify(buildId()),
    // The bench's public-API hydration variant (app/build-variant.d.ts); never a shop's build.
    __HYDRATION_GATE__: JSON.stringify(process.env.STOREFRONT_HYDRATION === 'gate'),
  },
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  plugins: [tailwindcss(), reactRouter(), clientBuildFacts(), chunking.plugin, precompressAssets()],
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: { groups: chunking.groups },
          },
        },
      },
    },
  },
});
