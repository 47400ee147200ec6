import { z } from '~/services/browser-zod';
import type { ErpCart } from '~/domain/cart-types';
import type { CarrierOffer } from '~/domain/delivery-rules';
import { carrierCallPath, type ErpApiGeneration } from '~/domain/erp-api';
import { openingPeriod } from '~/domain/opening-hours';
import type { PickupPoint } from '~/domain/pickup-points';
import type { ProgramReward } from '~/domain/program-rewards';
import type { ErpBrowserClient } from '~/services/erp/erp-browser-client';
import { CART_BASE } from './cart-transport';
import { parseErpCart } from './erp-cart-schema';
import { parseErpSale } from './erp-sale-schema';
import { readProgramRewards } from './program-reward-schema';
import type { RewardBody } from './code-choices';
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

export const offerSchema = z.object({
  id: z.number(),
  code: z.string().catch(''),
  name: z.string().catch(''),
  description: text,
  with_dropoff_site: z.boolean().nullish().catch(false).transform(Boolean),
  price_applied_to_cart: maybeNumber,
  price_applied_to_cart_tax_incl: maybeNumber,
  free_over: maybeNumber,
});

const maybeId = z
  .number()
  .nullish()
  .catch(null)
  .transform((value) => value ?? null);

/** A drop-off site (docs/product/entities.md#carrier-and-pick-up-point), as either generation lists it (domain/pickup-points). */
const pickupSiteSchema = z
  .object({
    id: maybeId,
    code: z.string(),
    name: z.string().catch(''),
    partner_id: maybeId,
    carrier_id: maybeId,
    street: text,
    street2: text,
    zip: text,
    city: text,
    phone: text,
    state_code: text,
    country_code: text,
    lat: maybeNumber,
    lng: maybeNumber,
    // Odoo's attendances (shopinvader_api_delivery_pickup): one that cannot be read costs only itself.
    attendance_ids: z.unknown().optional(),
  })
  .transform(({ attendance_ids: attendances, ...site }) => ({
    ...site,
    openingHours: (Array.isArray(attendances) ? attendances : []).flatMap((attendance: unknown) => {
      const period =
        attendance && typeof attendance === 'object'
          ? openingPeriod(attendance as Parameters<typeof openingPeriod>[0])
          : undefined;
      return period ? [period] : [];
    }),
  })) satisfies z.ZodType<PickupPoint>;

/** How the shopper looks for pick-up points: by name (classic) or near an address (current). */
export type PickupSearch =
  | { kind: 'name'; name: string }
  | { kind: 'address'; country: string; zip: string; city: string; street: string };

/**
 * The cart calls besides sync (docs/contracts/README.md#erp-calls Cart), all on the current cart, answering the updated cart, in
 * the ERP's generation of Shopinvader modules (domain/erp-api.ts).
 */
export function cartApi(client: ErpBrowserClient, generation: ErpApiGeneration = 'classic') {
  return {
    /**
     * docs/contracts/README.md#erp-calls: POST {cart}/current/coupon {code}, with the reward and free
     * product chosen where the code offers a choice; null when there is no cart.
     */
    async applyCoupon(code: string, choice?: RewardBody): Promise<ErpCart | null> {
      return parseErpCart(await client.post(`${CART_BASE}/current/coupon`, { code, ...choice }));
    },
    /** docs/contracts/erp.md#loyalty-rewards: GET loyalty/{code}, every reward the code gives. */
    async codeRewards(code: string): Promise<ProgramReward[]> {
      return readProgramRewards(await client.get(`loyalty/${encodeURIComponent(code)}`));
    },
    /** docs/contracts/erp.md#loyalty-rewards: POST {cart}/current/reward, a reward of `claimable_rewards`. */
    async claimReward(body: RewardBody): Promise<ErpCart | null> {
      return parseErpCart(await client.post(`${CART_BASE}/current/reward`, body));
    },
    async update(body: {
      client_order_ref?: string | null;
      note?: string | null;
      delivery?: { address_id: number };
      invoicing?: { address_id: number };
      /** shopinvader_api_cart_step's step codes (checkoutStepUpdate); only where the ERP has it. */
      current_step?: string;
      next_step?: string;
    }): Promise<ErpCart | null> {
      return parseErpCart(await client.post(`${CART_BASE}/current/update`, body));
    },
    /**
     * shopinvader_api_quotation: the open cart becomes a quotation a salesperson prices (the ERP then
     * has no open cart); the quotation's id.
     */
    async requestQuotation(): Promise<number> {
      return parseErpSale(await client.post(`${CART_BASE}/current/request_quotation`)).id;
    },
    async carriers(): Promise<CarrierOffer[]> {
      return readEach(await client.get(`${CART_BASE}/current/delivery_carriers`), offerSchema);
    },
    async setCarrier(carrierId: number): Promise<ErpCart | null> {
      return parseErpCart(
        await client.post(`${CART_BASE}/current/${carrierCallPath(generation)}`, { carrier_id: carrierId }),
      );
    },
    /**
     * The carrier's pick-up points. The current generation searches every drop-off carrier near the
     * address (its `carrier_id` filter is declared but not applied), so its answer is narrowed here.
     */
    async pickups(carrierId: number, search: PickupSearch): Promise<PickupPoint[]> {
      if (search.kind === 'address') {
        const { country, zip, city, street } = search;
        const raw = await client.get('delivery_pickups', {
          carrier_id: carrierId,
          country,
          zip,
          city,
          street,
        });
        return readEach(raw, pickupSiteSchema).filter(
          (site) => site.carrier_id === null || site.carrier_id === carrierId,
        );
      }
      const raw = await client.get('delivery_pickups', {
        carrier_id: carrierId,
        name: search.name.trim() || undefined,
      });
      return readEach(raw, pickupSiteSchema);
    },
    /**
     * Current generation: the site by carrier and code, in a strict body. Classic: a known site by id;
     * a site without one is sent whole (docs/contracts/erp.md#pick-up-points).
     */
    async setPickup(site: PickupPoint, carrierId: number): Promise<ErpCart | null> {
      if (generation === 'current') {
        return parseErpCart(
          await client.post(`${CART_BASE}/current/set_pickup`, {
            carrier_id: site.carrier_id ?? carrierId,
            code: site.code,
          }),
        );
      }
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
