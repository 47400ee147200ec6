// `npm run doctor [-- --json]`: checks the ERP, the search engine and the CMS the storefront's settings
// (the environment) point at, and prints what is wrong and how to fix it; changes nothing. Exits 1 when
// something blocks the shop, 0 otherwise (warnings included). docs/deploying.md explains each check.
import { registerStorefrontImports } from './opensearch/storefront-imports.mjs';

registerStorefrontImports();
const { runDoctor } = await import('../apps/storefront/app/doctor/run-doctor.ts');
const { formatReport } = await import('../apps/storefront/app/doctor/doctor-report.ts');

const json = process.argv.includes('--json');
// The storefront's modules log what they would tell an operator at run time; the report says it here.
const { warn, error } = console;
console.warn = () => {};
console.error = () => {};
const report = await runDoctor(process.env);
console.warn = warn;
console.error = error;

process.stdout.write(`${json ? JSON.stringify(report, null, 2) : formatReport(report)}\n`);
process.exitCode = report.ok ? 0 : 1;
