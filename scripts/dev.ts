// `npm run dev`: the demo backend in watch mode and the storefront's Vite dev server with hot reload.
import {
  demoBackendEnv,
  type StartedService,
  startCms,
  startDemoBackend,
  startService,
  stopAllOnSignals,
} from './lib/services.ts';

const backendPort = Number(process.env.DEMO_BACKEND_PORT || 4000);
const cmsPort = Number(process.env.CMS_PORT || 1337);
const services: StartedService[] = [];

const stopAll = stopAllOnSignals(services);

try {
  const started = await Promise.all([
    startDemoBackend({ port: backendPort, watch: true }),
    startCms({ port: cmsPort }),
  ]);
  services.push(...started);
  services.push(
    await startService({
      name: 'storefront',
      command: 'npx',
      args: ['react-router', 'dev', '--port', process.env.PORT || '3000'],
      cwd: 'apps/storefront',
      env: { ...demoBackendEnv(backendPort, cmsPort), ...process.env },
    }),
  );
} catch (error) {
  console.error((error as Error).message);
  await stopAll(1);
}
