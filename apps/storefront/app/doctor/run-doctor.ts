import { ConfigError } from '~/config/config-error';
import { parseServerConfig } from '~/config/server-config.server';
import { cmsChecks } from './cms-checks';
import { pageCacheCheck, previewChecks, publicAddressCheck, webhookChecks } from './deployment-checks';
import { type DoctorReport, fail, ok, reportOf, warn } from './doctor-report';
import { erpChecks } from './erp-checks';
import { searchChecks } from './search-checks';
import { unknownSettingsCheck } from './unknown-settings';

/**
 * `npm run doctor`: with the storefront's own settings, asks each system what the shop will ask of it,
 * with the schemas the shop reads answers with, and changes nothing (docs/deploying.md).
 */
export async function runDoctor(env: Record<string, string | undefined>): Promise<DoctorReport> {
  let config;
  try {
    config = parseServerConfig(env);
  } catch (error) {
    const message = error instanceof ConfigError ? error.message : String(error);
    return reportOf([
      fail('config', 'settings', `the storefront would not start: ${message}`, 'README › Configuration'),
    ]);
  }
  const [erp, search, cms] = await Promise.all([erpChecks(config), searchChecks(config), cmsChecks(config)]);
  return reportOf([
    ok(
      'config',
      'settings',
      `the storefront accepts its settings (SHOP_ERP_API=${config.erpApi.generation})`,
    ),
    unknownSettingsCheck(env),
    ...config.ignoredSettings.map((refusal) => warn('config', 'ignored setting', refusal)),
    publicAddressCheck(config, env),
    pageCacheCheck(config),
    ...erp,
    ...search,
    ...cms,
    ...webhookChecks(config, env),
    ...previewChecks(config, env),
  ]);
}
