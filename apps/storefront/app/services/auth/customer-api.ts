import type { User } from '~/domain/user';
import type { ErpBrowserClient } from '~/services/erp/erp-browser-client';

/**
 * The signed-in customer, from GET customer; null when the ERP gives no login (docs/product/states.md#session).
 * Its parser loads while the ERP answers (domain/user-from-erp.ts).
 */
export async function fetchUser(erp: ErpBrowserClient, profile?: unknown): Promise<User | null> {
  const [customer, { toUser }] = await Promise.all([
    erp.get<unknown>('customer'),
    import('~/domain/user-from-erp'),
  ]);
  return toUser(customer, profile);
}
