import { describe, expect, it } from 'vitest';
import { unknownSettingsCheck } from './unknown-settings';

describe('SHOP_* variables the storefront does not read', () => {
  it('are named in a warning, beside the settings it reads and other variables', () => {
    expect(unknownSettingsCheck({ SHOP_ERP_URL: 'x', PATH: '/bin' }).status).toBe('ok');
    const check = unknownSettingsCheck({
      SHOP_ERP_URL: 'x',
      SHOP_ERP_TIMOUT_MS: '1',
      SHOP_CMS_CACHE_MB: '8',
    });
    expect(check.status).toBe('warn');
    expect(check.message).toContain('SHOP_ERP_TIMOUT_MS, SHOP_CMS_CACHE_MB');
  });
});
