import type { OptionalErpModule } from '~/domain/erp-modules';
import { fullPathOf, pageNotFound } from '~/domain/route-errors';
import { erpModules } from './erp-modules.server';

/** A page of an optional module's feature is not found where the ERP lacks the module (domain/erp-modules.ts). */
export async function requireErpModule(name: OptionalErpModule, url: URL): Promise<null> {
  if (!(await erpModules())?.[name]) throw pageNotFound(fullPathOf(url));
  return null;
}
