import { buildApp } from './app.ts';
import { ConfigError } from './config-error.ts';
import { loadConfig } from './config.ts';
import { migrate, openDatabase } from './db/database.ts';
import { seedErpDemoData } from '../seed/erp/seed-erp.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = openDatabase(config.dataDir);
  migrate(db);
  // Idempotent: the ERP demo customers, orders and catalogue load on the first start only.
  await seedErpDemoData(db);
  const app = await buildApp({ db, config });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Finish in-flight requests, then close the database so WAL content is checkpointed.
    app
      .close()
      .then(() => db.close())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  const address = await app.listen({ host: config.host, port: config.port });
  app.log.info({ address, dataDir: config.dataDir, mode: config.mode }, 'demo backend ready');
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`demo backend: ${error.message}`);
  } else {
    console.error('demo backend failed to start:', error);
  }
  process.exit(1);
});
