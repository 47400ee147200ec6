// `npm run doctor [-- --json]`: checks the ERP, the search engine and the CMS the storefront's settings
// (the environment) point at, and prints what is wrong and how to fix it; changes nothing. Exits 1 when
// something blocks the shop, 0 otherwise (warnings included). docs/deploying.md explains each check.
import type { DoctorReport } from '../apps/storefront/app/doctor/doctor-report.ts';
import { registerStorefrontImports } from './opensearch/storefront-imports.ts';

// The storefront's modules log what they would tell an operator at run time (JSON lines on stdout); the
// report says it here, and stdout carries the report alone. The settings are read before silencing.
const settings = { ...process.env };
process.env.SHOP_LOG_LEVEL = 'silent';
registerStorefrontImports();
// run-doctor.ts reaches the app's modules by `~/` and without extensions, as Vite does: Node resolves them
// through the hooks registered above, this folder's TypeScript settings do not (the storefront checks that file).
const runDoctorModule: string = '../apps/storefront/app/doctor/run-doctor.ts';
const { runDoctor } = (await import(runDoctorModule)) as {
  runDoctor(env: Record<string, string | undefined>): Promise<DoctorReport>;
};
const { formatReport } = await import('../apps/storefront/app/doctor/doctor-report.ts');

const json = process.argv.includes('--json');
const report = await runDoctor(settings);

process.stdout.write(`${json ? JSON.stringify(report, null, 2) : formatReport(report)}\n`);
process.exitCode = report.ok ? 0 : 1;
