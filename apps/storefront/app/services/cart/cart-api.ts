import { z } from '~/services/browser-zod';
import type { ErpCart } from '~/domain/cart-types';
import type { CarrierOffer } from '~/domain/delivery-rules';
import type { ErpBrowserClient } from '~/services/erp/erp-browser-client';
import { CART_BASE } from './cart-transport';
import { parseErpCart } from './erp-cart-schema';
import { readEach } from './read-each';

const text = z
  .string()
  .nullish()
  .catch(null)
  .transform((value) => value ?? null);
const maybeNumber = z
  .number()
  .nullish()
  .catch(null)
  .transform((value) => value ?? null);

const offerSchema = z.object({
  id: z.number(),
  code: z.string().catch(''),
  name: z.string().catch(''),
  description: text,
  with_dropoff_site: z.boolean().nullish().catch(false).transform(Boolean),
  price_applied_to_cart: maybeNumber,
  price_applied_to_cart_tax_incl: maybeNumber,
});

/** A drop-off site (SPEC §3 Dropoff/relay site). */
export const pickupSiteSchema = z.object({
  id: z
    .number()
    .nullish()
    .catch(null)
    .transform((value) => value ?? null),
  code: z.string(),
  name: z.string().catch(''),
  /** The site's partner, which becomes the cart's delivery address once chosen. */
  partner_id: z
    .number()
    .nullish()
    .catch(null)
    .transform((value) => value ?? null),
  street: text,
  street2: text,
  zip: text,
  city: text,
  phone: text,
  state_code: text,
  country_code: text,
});
export type PickupSite = z.output<typeof pickupSiteSchema>;

/** The cart calls besides sync (SPEC §7 Cart), all on the current cart, answering the updated cart. */
export function cartApi(client: ErpBrowserClient) {
  return {
    /** SPEC §7: POST {cart}/current/coupon {code}; null when there is no cart. */
    async applyCoupon(code: string): Promise<ErpCart | null> {
      return parseErpCart(await client.post(`${CART_BASE}/current/coupon`, { code }));
    },
    async update(body: {
      client_order_ref?: string | null;
      note?: string | null;
      delivery?: { address_id: number };
      invoicing?: { address_id: number };
    }): Promise<ErpCart | null> {
      return parseErpCart(await client.post(`${CART_BASE}/current/update`, body));
    },
    async carriers(): Promise<CarrierOffer[]> {
      return readEach(await client.get(`${CART_BASE}/current/delivery_carriers`), offerSchema);
    },
    async setCarrier(carrierId: number): Promise<ErpCart | null> {
      return parseErpCart(await client.post(`${CART_BASE}/current/set_carrier`, { carrier_id: carrierId }));
    },
    async pickups(carrierId: number, name: string): Promise<PickupSite[]> {
      const raw = await client.get('delivery_pickups', {
        carrier_id: carrierId,
        name: name.trim() || undefined,
      });
      return readEach(raw, pickupSiteSchema);
    },
    /** A known site by id; a site without one is sent whole (erp-contract §6.2). */
    async setPickup(site: PickupSite): Promise<ErpCart | null> {
      if (site.id !== null) {
        return parseErpCart(
          await client.post(`${CART_BASE}/current/set_pickup`, { pickup_site_id: site.id }),
        );
      }
      const { code, name, street, street2, zip, city, phone, state_code, country_code } = site;
      return parseErpCart(
        await client.post(`${CART_BASE}/current/set_public_delivery_pickup`, {
          code,
          name,
          street,
          street2,
          zip,
          city,
          phone,
          state_code,
          country_code,
        }),
      );
    },
  };
}

export type CartApi = ReturnType<typeof cartApi>;
