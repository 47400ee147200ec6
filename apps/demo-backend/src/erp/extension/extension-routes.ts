import type { FastifyInstance } from 'fastify';
import type { ErpContext } from '../context.ts';
import { registerCustomerOptInRoutes } from './customer-opt-in-routes.ts';
import { registerResellerRoutes } from './reseller-routes.ts';
import { registerUploadRoutes } from './upload-routes.ts';

/**
 * The routes of the shop's deployment extension (DEMO_ERP_EXTENSION, docs/erp.md): those the storefront's
 * product calls for and no released Shopinvader module routes, which a stock ERP answers 404, and, with
 * `extraFields`, upstream's routes the extension widens with fields of its own (customer types, the
 * settings' lists) or another body (a lead's attachments as multipart).
 */
export const extensionRoutes: readonly { method: 'GET' | 'POST'; path: string; extraFields?: true }[] = [
  { method: 'GET', path: '/resellers' },
  { method: 'POST', path: '/customer/upload_files' },
  { method: 'POST', path: '/auth/customer/upload_files' },
  { method: 'POST', path: '/customer/{id}/update' },
  { method: 'GET', path: '/customer', extraFields: true },
  { method: 'POST', path: '/customer', extraFields: true },
  { method: 'GET', path: '/settings', extraFields: true },
  { method: 'POST', path: '/leads', extraFields: true },
];

export function registerExtensionRoutes(app: FastifyInstance, ctx: ErpContext): void {
  registerResellerRoutes(app, ctx);
  registerUploadRoutes(app, ctx);
  registerCustomerOptInRoutes(app, ctx);
}
