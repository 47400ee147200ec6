import { shopSettings } from '~/config/settings/shop-settings';
import { type Check, ok, warn } from './doctor-report';

/**
 * `SHOP_*` variables the storefront does not read: a misspelt name, or a setting since turned into code,
 * would otherwise be ignored without a word.
 */
export function unknownSettingsCheck(env: Record<string, string | undefined>): Check {
  const unknown = Object.keys(env).filter(
    (name) => name.startsWith('SHOP_') && !(name in shopSettings.shape),
  );
  if (unknown.length === 0) return ok('config', 'unknown settings', 'every SHOP_* variable is a setting');
  return warn(
    'config',
    'unknown settings',
    `the storefront does not read ${unknown.join(', ')}`,
    'check the names against README › Configuration, or remove them',
  );
}
