import { describe, expect, it } from 'vitest';
import { modulesFromOpenApi, NO_ERP_MODULES } from './erp-modules';

const post = { post: { responses: {} } };

describe('the optional modules an ERP has, from its openapi.json', () => {
  it('counts a module in when the document lists each of its routes with their methods', () => {
    const paths = { '/mass_mailing/subscribe': post, '/mass_mailing/unsubscribe': post, '/leads': post };
    expect(modulesFromOpenApi({ openapi: '3.1.0', paths })).toMatchObject({ mailingList: true });
  });

  it('counts it out when a route, or its method, is missing', () => {
    expect(modulesFromOpenApi({ paths: { '/mass_mailing/subscribe': post } })).toEqual(NO_ERP_MODULES);
    const getOnly = { '/mass_mailing/subscribe': { get: {} }, '/mass_mailing/unsubscribe': post };
    expect(modulesFromOpenApi({ paths: getOnly })).toMatchObject({ mailingList: false });
  });

  it('counts the bought lines and the shipments in by their GET routes alone', () => {
    const get = { get: { responses: {} } };
    expect(modulesFromOpenApi({ paths: { '/sales/lines': get, '/sales/{sale_id}': get } })).toEqual({
      ...NO_ERP_MODULES,
      boughtProducts: true,
    });
    expect(modulesFromOpenApi({ paths: { '/deliveries': get } })).toEqual({
      ...NO_ERP_MODULES,
      shipments: true,
    });
    expect(modulesFromOpenApi({ paths: { '/deliveries': post } })).toEqual(NO_ERP_MODULES);
  });

  it('counts a module without routes in by the schema property it adds', () => {
    const noted = {
      properties: { name: {}, shipping_note: { anyOf: [{ type: 'string' }, { type: 'null' }] } },
    };
    expect(modulesFromOpenApi({ paths: {}, components: { schemas: { DeliveryAddress: noted } } })).toEqual({
      ...NO_ERP_MODULES,
      shippingNote: true,
    });
    const plain = { properties: { name: {} } };
    expect(modulesFromOpenApi({ paths: {}, components: { schemas: { DeliveryAddress: plain } } })).toEqual(
      NO_ERP_MODULES,
    );
    expect(modulesFromOpenApi({ paths: {} })).toEqual(NO_ERP_MODULES);
  });

  it('counts the cart steps in only when the update input and the cart both have their properties', () => {
    const text = { anyOf: [{ type: 'string' }, { type: 'null' }] };
    const input = { properties: { note: text, current_step: text, next_step: text } };
    const sale = { properties: { name: {}, step: {}, done_steps: {} } };
    expect(
      modulesFromOpenApi({ paths: {}, components: { schemas: { CartUpdateInput: input, Sale: sale } } }),
    ).toEqual({ ...NO_ERP_MODULES, cartStep: true });
    expect(
      modulesFromOpenApi({
        paths: {},
        components: { schemas: { CartUpdateInput: input, Sale: { properties: {} } } },
      }),
    ).toEqual(NO_ERP_MODULES);
  });

  it('counts quotations in by the routes of its quotation router, out when one lacks', () => {
    const get = { get: { responses: {} } };
    const paths = {
      '/quotations': get,
      '/quotations/{quotation_id}': { ...get, ...post },
      '/quotations/{quotation_id}/confirm': post,
      '/quotations/{quotation_id}/download': get,
    };
    expect(modulesFromOpenApi({ paths })).toEqual({ ...NO_ERP_MODULES, quotations: true });
    const { ['/quotations/{quotation_id}/confirm']: _confirm, ...withoutConfirm } = paths;
    expect(modulesFromOpenApi({ paths: withoutConfirm })).toEqual(NO_ERP_MODULES);
  });

  it('counts the wishlists in by the routes the shop calls, as the released router names them', () => {
    const wishlistPaths = {
      '/wishlists': { get: {} },
      '/wishlists/create': post,
      '/wishlists/{_id}': { delete: {}, get: {}, put: {} },
      '/wishlists/{_id}/update': post,
      '/wishlists/{_id}/add_item': post,
      '/wishlists/{_id}/delete_item': post,
      '/wishlists/{_id}/add_to_cart': post,
    };
    expect(modulesFromOpenApi({ paths: wishlistPaths })).toEqual({ ...NO_ERP_MODULES, wishlists: true });
    const { ['/wishlists/{_id}/add_to_cart']: _left, ...withoutCart } = wishlistPaths;
    expect(modulesFromOpenApi({ paths: withoutCart })).toEqual(NO_ERP_MODULES);
  });

  it('tells nothing from a document without paths', () => {
    expect(modulesFromOpenApi({ detail: 'Not Found' })).toBeUndefined();
    expect(modulesFromOpenApi('<html>')).toBeUndefined();
    expect(modulesFromOpenApi({ paths: [] })).toBeUndefined();
  });
});
