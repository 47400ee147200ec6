import { describe, expect, it } from 'vitest';
import { ConfigError } from './config-error.ts';
import { loadConfig } from './config.ts';

describe('demo backend configuration', () => {
  it('listens on 127.0.0.1:4000 in development mode by default', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ host: '127.0.0.1', port: 4000, mode: 'development' });
  });

  it('refuses a port that is not a number and an unknown mode, naming the variable', () => {
    expect(() => loadConfig({ DEMO_BACKEND_PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ DEMO_BACKEND_PORT: 'abc' })).toThrow(/DEMO_BACKEND_PORT/);
    expect(() => loadConfig({ DEMO_BACKEND_MODE: 'staging' })).toThrow(/DEMO_BACKEND_MODE/);
  });

  it('sends the carriers’ taxed price with the extension, or as DEMO_ERP_CARRIER_TAXED_PRICE says, refusing other values', () => {
    expect(loadConfig({}).erp?.carrierTaxedPrice).toBe(false);
    expect(loadConfig({ DEMO_ERP_EXTENSION: 'true' }).erp?.carrierTaxedPrice).toBe(true);
    const off = { DEMO_ERP_EXTENSION: 'true', DEMO_ERP_CARRIER_TAXED_PRICE: 'false' };
    expect(loadConfig(off).erp?.carrierTaxedPrice).toBe(false);
    expect(loadConfig({ DEMO_ERP_CARRIER_TAXED_PRICE: '0' }).erp?.carrierTaxedPrice).toBe(false);
    expect(loadConfig({ DEMO_ERP_CARRIER_TAXED_PRICE: 'on' }).erp?.carrierTaxedPrice).toBe(true);
    expect(() => loadConfig({ DEMO_ERP_CARRIER_TAXED_PRICE: 'maybe' })).toThrow(
      /DEMO_ERP_CARRIER_TAXED_PRICE/,
    );
  });

  it('stands in for stock Shopinvader 16.0 with cart options by default, or what DEMO_ERP_API, DEMO_ERP_CART_OPTIONS and DEMO_ERP_EXTENSION say', () => {
    expect(loadConfig({}).erp).toEqual({
      carrierTaxedPrice: false,
      api: 'current',
      cartOptions: true,
      extension: false,
      modules: [
        'shopinvader_api_mass_mailing',
        'shopinvader_api_quotation',
        'shopinvader_api_wishlist',
        'shopinvader_api_sale/sales/lines',
        'shopinvader_api_delivery_carrier/deliveries',
        'shopinvader_api_address_shipping_note',
        'shopinvader_api_cart_step',
      ],
    });
    expect(
      loadConfig({ DEMO_ERP_API: 'classic', DEMO_ERP_CART_OPTIONS: 'false', DEMO_ERP_EXTENSION: 'true' }).erp,
    ).toMatchObject({ api: 'classic', cartOptions: false, extension: true });
    expect(() => loadConfig({ DEMO_ERP_API: '18.0' })).toThrow(/DEMO_ERP_API must be classic or current/);
    expect(() => loadConfig({ DEMO_ERP_CART_OPTIONS: 'maybe' })).toThrow(/DEMO_ERP_CART_OPTIONS/);
    expect(() => loadConfig({ DEMO_ERP_EXTENSION: 'maybe' })).toThrow(/DEMO_ERP_EXTENSION/);
  });

  it('serves every optional module but those DEMO_ERP_WITHOUT_MODULES names, refusing unknown ones', () => {
    expect(
      loadConfig({
        DEMO_ERP_WITHOUT_MODULES:
          ' shopinvader_api_mass_mailing ,shopinvader_api_sale/sales/lines,shopinvader_api_wishlist',
      }).erp?.modules,
    ).toEqual([
      'shopinvader_api_quotation',
      'shopinvader_api_delivery_carrier/deliveries',
      'shopinvader_api_address_shipping_note',
      'shopinvader_api_cart_step',
    ]);
    expect(() => loadConfig({ DEMO_ERP_WITHOUT_MODULES: 'shopinvader_api_mailing' })).toThrow(
      /DEMO_ERP_WITHOUT_MODULES names modules the demo ERP does not serve: shopinvader_api_mailing/,
    );
  });
});
