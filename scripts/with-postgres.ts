// `node scripts/with-postgres.ts <command> [args…]`: runs the command with the CMS's database settings
// (DATABASE_CLIENT=postgres, DATABASE_HOST, …) pointed at a throwaway PostgreSQL cluster, which is
// deleted afterwards; exits with the command's status. `npm run test:cms:postgres` runs the CMS's tests
// so; `node scripts/with-postgres.ts npm start` runs the whole shop with Strapi on PostgreSQL.
import { spawn } from 'node:child_process';
import { PostgresUnavailableError, startTemporaryPostgres, type TemporaryPostgres } from './lib/postgres.ts';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('Usage: node scripts/with-postgres.ts <command> [args…]');
  process.exit(2);
}

let postgres: TemporaryPostgres;
try {
  postgres = await startTemporaryPostgres();
} catch (error) {
  console.error(error instanceof PostgresUnavailableError ? error.message : error);
  process.exit(1);
}
console.log(
  `PostgreSQL on 127.0.0.1:${postgres.port} (a throwaway cluster) for: ${[command, ...args].join(' ')}`,
);

const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...postgres.env } });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  postgres.stop();
  process.exit(code ?? (signal ? 1 : 0));
});
