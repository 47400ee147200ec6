import { z } from '~/services/browser-zod';
import type { Reseller } from '~/domain/resellers';
import type { ErpBrowserClient } from './erp-browser-client';

const resellersSchema = z.array(
  z.object({
    id: z.number(),
    name: z.string(),
    street: z.string().nullish(),
    street2: z.string().nullish(),
    zip: z.string().nullish(),
    city: z.string().nullish(),
    phone: z.string().nullish(),
    email: z.string().nullish(),
    industryTherapist: z.boolean().default(false),
    industryB2b: z.boolean().default(false),
    latitude: z.number().nullish(),
    longitude: z.number().nullish(),
  }),
);

/**
 * The resellers the ERP lists to the signed-in customer (a 401 or 403 otherwise), checked and made
 * complete. Loaded only when a page shows the resellers section, so other pages ship no schema code.
 */
export async function fetchResellers(client: ErpBrowserClient): Promise<Reseller[]> {
  const raw = await client.get<unknown>('resellers');
  return resellersSchema.parse(raw).map((r) => ({
    ...r,
    street: r.street ?? '',
    street2: r.street2 ?? '',
    zip: r.zip ?? '',
    city: r.city ?? '',
    phone: r.phone ?? '',
    email: r.email ?? '',
    latitude: r.latitude ?? undefined,
    longitude: r.longitude ?? undefined,
  }));
}
