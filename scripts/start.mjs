// `npm start`: the demo backend and the production storefront, with the URLs printed once both answer.
import { demoBackendEnv, repoRoot, startService } from './lib/services.mjs';

const backendPort = Number(process.env.DEMO_BACKEND_PORT || 4000);
const storefrontPort = Number(process.env.PORT || 3000);
const services = [];

async function stopAll(code) {
  await Promise.all(services.map((service) => service.stop()));
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

try {
  services.push(
    await startService({
      name: 'demo-backend',
      command: process.execPath,
      args: ['apps/demo-backend/src/main.ts'],
      env: { DEMO_BACKEND_PORT: String(backendPort) },
      readyUrl: `http://127.0.0.1:${backendPort}/health`,
    }),
  );
  services.push(
    await startService({
      name: 'storefront',
      command: process.execPath,
      args: ['apps/storefront/server/main.ts'],
      env: { ...demoBackendEnv(backendPort), ...process.env, PORT: String(storefrontPort) },
      readyUrl: `http://127.0.0.1:${storefrontPort}/_build`,
    }),
  );
} catch (error) {
  console.error(error.message);
  await stopAll(1);
}

for (const service of services) {
  service.child.on('exit', (code) => {
    console.error(`${service.name} stopped (exit ${code}); stopping the others.`);
    void stopAll(code ?? 1);
  });
}

console.log(`
  Shop (French):     http://localhost:${storefrontPort}/
  Dutch, English, German: http://localhost:${storefrontPort}/nl  /en  /de
  Demo backend:      http://127.0.0.1:${backendPort}  (ERP /shopinvader-api/demo, search /es, OpenID /oidc)
  Stop with Ctrl+C.  (from ${repoRoot})
`);
