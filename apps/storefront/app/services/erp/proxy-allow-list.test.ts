import { describe, expect, it } from 'vitest';
import { checkErpCall } from './proxy-allow-list';

const STOCK = { extension: false };
const EXTENSION = { extension: true };

describe('ERP proxy allow-list (docs/contracts/README.md#erp-calls)', () => {
  it.each([
    ['POST', 'auth/login'],
    ['POST', 'auth/logout'],
    ['GET', 'auth/profile'],
    ['POST', 'auth/register'],
    ['POST', 'auth/request_reset_password'],
    ['POST', 'auth/set_password'],
    ['POST', 'auth/validate_email'],
    ['POST', 'auth/signin'],
    ['POST', 'auth/signout'],
    ['GET', 'customer'],
    ['POST', 'customer'],
    ['GET', 'addresses/invoicing'],
    ['GET', 'addresses/delivery'],
    ['POST', 'addresses/delivery'],
    ['POST', 'addresses/delivery/7'],
    ['DELETE', 'addresses/delivery/7'],
    ['GET', 'sales'],
    ['GET', 'sales/3'],
    ['GET', 'sales/3/download'],
    ['GET', 'invoice/3/download'],
    ['GET', 'invoices/3/download'],
    ['GET', 'invoices'],
    ['GET', 'sales/lines'],
    ['GET', 'deliveries'],
    ['GET', 'wishlists'],
    ['GET', 'settings'],
    ['GET', 'payment/methods'],
    ['POST', 'payment/transactions'],
    ['GET', 'delivery_carriers'],
    ['GET', '5/delivery_carriers'],
    ['GET', 'delivery_pickups'],
    ['POST', 'v2/cart/sync'],
    ['POST', 'carts/sync'],
    ['POST', 'carts/current/set_carrier'],
    ['POST', 'carts/current/carrier'],
    ['POST', 'v2/cart/current/update'],
    ['GET', 'carts/current/delivery_carriers'],
    ['POST', 'carts/current/coupon'],
    ['POST', 'carts/current/reward'],
    ['GET', 'loyalty/GIFT'],
    ['GET', 'loyalty/WELCOME%2010'],
    ['GET', 'carts/current/payable'],
    ['POST', 'carts/current/set_pickup'],
    ['POST', 'carts/current/set_public_delivery_pickup'],
    ['POST', 'carts/current/request_quotation'],
    ['GET', 'quotations'],
    ['GET', 'quotations/3'],
    ['GET', 'quotations/3/download'],
    ['POST', 'quotations/3/confirm'],
    ['HEAD', 'settings'],
  ])('forwards %s %s, with or without the extension', (method, path) => {
    expect(checkErpCall(method, path, STOCK)).toEqual({ kind: 'allowed' });
    expect(checkErpCall(method, path, EXTENSION)).toEqual({ kind: 'allowed' });
  });

  it.each([
    ['POST', 'customer/upload_files'],
    ['POST', 'auth/customer/upload_files'],
    ['GET', 'resellers'],
  ])("forwards the extension's %s %s only to an ERP that has it", (method, path) => {
    expect(checkErpCall(method, path, EXTENSION)).toEqual({ kind: 'allowed' });
    expect(checkErpCall(method, path, STOCK)).toEqual({ kind: 'unknown-path' });
  });

  it.each([
    ['POST', 'customer/12/update'],
    ['POST', 'leads'],
    ['POST', 'mass_mailing/subscribe'],
  ])(
    'refuses %s %s, which the browser never calls (no module routes the first; the server sends the others)',
    (method, path) => {
      expect(checkErpCall(method, path, EXTENSION)).toEqual({ kind: 'unknown-path' });
      expect(checkErpCall(method, path, STOCK)).toEqual({ kind: 'unknown-path' });
    },
  );

  it.each([
    'admin',
    'web/login',
    'auth/../admin',
    'sales/abc',
    'addresses/other/1',
    'carts/current/confirm',
    'settings/extra',
    'loyalty',
    'loyalty/GIFT/extra',
    '',
  ])('refuses the path %j, which the storefront never calls', (path) => {
    expect(checkErpCall('GET', path, EXTENSION).kind).toBe('unknown-path');
  });

  it('refuses a known path with another method and says which ones it takes', () => {
    expect(checkErpCall('DELETE', 'settings', STOCK)).toEqual({ kind: 'wrong-method', allow: ['GET'] });
    expect(checkErpCall('GET', 'auth/login', STOCK)).toEqual({ kind: 'wrong-method', allow: ['POST'] });
    expect(checkErpCall('POST', 'resellers', EXTENSION)).toEqual({ kind: 'wrong-method', allow: ['GET'] });
    // The shop reads a quotation and accepts it; it never changes one (POST quotations/{id}).
    expect(checkErpCall('POST', 'quotations/3', STOCK)).toEqual({ kind: 'wrong-method', allow: ['GET'] });
    expect(checkErpCall('POST', 'loyalty/GIFT', STOCK)).toEqual({ kind: 'wrong-method', allow: ['GET'] });
  });
});
