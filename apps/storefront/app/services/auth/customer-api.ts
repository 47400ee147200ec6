import { toUser, type User } from '~/domain/user';
import type { ErpBrowserClient } from '~/services/erp/erp-browser-client';

/** The signed-in customer, from GET customer; null when the ERP gives no login (docs/product/states.md#session). */
export async function fetchUser(erp: ErpBrowserClient, profile?: unknown): Promise<User | null> {
  return toUser(await erp.get<unknown>('customer'), profile);
}
