import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { resolvePartner } from '../auth/identity.ts';
import type { ErpContext } from '../context.ts';
import { missing } from '../http/errors.ts';
import { langOf, pathUuid } from '../http/request.ts';
import { idText, parseInput } from '../http/validation.ts';
import { paymentData } from '../payment/payable.ts';
import { applyCoupon, applyReward, couponSchema, rewardSchema } from './cart-coupon.ts';
import {
  publicPickupSchema,
  setCarrier,
  setCarrierSchema,
  setPickup,
  setPickupByCode,
  setPickupByCodeSchema,
  setPickupSchema,
  setPublicPickup,
  updateCart,
  updateSchema,
} from './cart-delivery.ts';
import { carrierListOptions } from './cart-pricing.ts';
import { carriersWithPrice, destinationCountry } from './carriers.ts';
import { newCart, syncCart, syncSchema } from './cart-sync.ts';
import {
  currentPickupSiteJson,
  nearestPickupSites,
  pickupSiteJson,
  searchPickupSites,
} from './pickup-sites.ts';
import { findOpenCart, type SaleRow } from './sale-repo.ts';
import { saleJson } from './sale-view.ts';

/** The cart app is mounted under each of these (docs/contracts/erp.md#transport-and-errors `carts`, js-cart's `v2/cart`, the classic `cart`). */
const CART_PREFIXES = ['/carts', '/cart', '/v2/cart'];

export const carrierQuerySchema = z.object({
  country_id: idText.optional(),
  zipcode: z.string().max(16).optional(),
});
/** Classic generation: sites by carrier and name. */
export const pickupQuerySchema = z.object({
  carrier_id: idText.optional(),
  name: z.string().max(128).optional(),
});
/**
 * Current generation (`DeliveryPickupSearch`, query parameters): an address, all four required;
 * other parameters (`name`) are ignored, as a model bound through `Depends()` ignores them.
 */
export const pickupAddressQuerySchema = z.object({
  carrier_id: idText.optional(),
  country: z.string().max(128),
  zip: z.string().max(32),
  city: z.string().max(128),
  street: z.string().max(256),
});

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

function routes(app: FastifyInstance, method: 'GET' | 'POST', urls: string[], handler: Handler): void {
  for (const url of urls) app.route({ method, url, handler });
}

function cartRoutes(app: FastifyInstance, ctx: ErpContext): void {
  const partnerOf = (request: FastifyRequest, reply: FastifyReply) =>
    resolvePartner(ctx, request, reply, 'any-or-new');
  const send = (request: FastifyRequest, reply: FastifyReply, cart: SaleRow | undefined, status: number) =>
    cart ? reply.code(status).send(saleJson(ctx, cart, langOf(request))) : reply.code(204).send();

  const current = ctx.options.api === 'current';
  const sync = syncSchema(ctx.options.cartOptions);

  routes(app, 'POST', ['/sync', '/current/sync', '/:uuid/sync', '/sync/:uuid'], async (request, reply) => {
    await ctx.faults.beforeSync();
    const partner = await partnerOf(request, reply);
    const { transactions } = parseInput(sync, request.body);
    return send(request, reply, syncCart(ctx, partner, transactions, pathUuid(request)), 201);
  });

  routes(app, 'GET', ['/', '/current', '/:uuid'], async (request, reply) => {
    const partner = await partnerOf(request, reply);
    return send(request, reply, findOpenCart(ctx.db, partner.id, pathUuid(request)), 200);
  });

  routes(app, 'POST', ['/new'], async (request, reply) => {
    const partner = await partnerOf(request, reply);
    const { transactions } = parseInput(sync, request.body);
    return send(request, reply, newCart(ctx, partner, transactions), 201);
  });

  routes(
    app,
    'POST',
    ['/current/update', '/update', '/:uuid/update', '/update/:uuid'],
    async (request, reply) => {
      const partner = await partnerOf(request, reply);
      const input = parseInput(updateSchema, request.body);
      return send(request, reply, updateCart(ctx, partner, pathUuid(request), input), 200);
    },
  );

  // 16.0's carrier module routes `carrier` and keeps `set_carrier` as deprecated; the first had only the latter.
  const carrierUrls = [
    '/current/set_carrier',
    '/set_carrier',
    '/:uuid/set_carrier',
    ...(current ? ['/current/carrier', '/carrier', '/:uuid/carrier'] : []),
  ];
  routes(app, 'POST', carrierUrls, async (request, reply) => {
    const partner = await partnerOf(request, reply);
    const { carrier_id } = parseInput(setCarrierSchema, request.body);
    return send(request, reply, setCarrier(ctx, partner, pathUuid(request), carrier_id), 200);
  });

  routes(app, 'GET', ['/current/delivery_carriers', '/:uuid/delivery_carriers'], async (request, reply) => {
    const partner = await partnerOf(request, reply);
    const query = parseInput(carrierQuerySchema, request.query, 'query');
    const cart = findOpenCart(ctx.db, partner.id, pathUuid(request));
    if (!cart) throw missing();
    return carriersWithPrice(
      ctx.db,
      destinationCountry(ctx.db, cart, query.country_id),
      langOf(request),
      carrierListOptions(ctx, cart.id),
    );
  });

  routes(app, 'GET', ['/current/payable', '/:uuid/payable'], async (request, reply) => {
    const partner = await partnerOf(request, reply);
    const cart = findOpenCart(ctx.db, partner.id, pathUuid(request));
    if (!cart) throw missing();
    return paymentData(ctx, cart, langOf(request));
  });

  const couponUrls = ['/current/coupon', '/coupon', '/:uuid/coupon', '/apply_coupon', '/apply_coupon/:uuid'];
  routes(app, 'POST', couponUrls, async (request, reply) => {
    const partner = await partnerOf(request, reply);
    const input = parseInput(couponSchema, request.body);
    const cart = applyCoupon(ctx, partner, pathUuid(request), input);
    return cart ? saleJson(ctx, cart, langOf(request)) : null;
  });

  const rewardUrls = ['/current/reward', '/reward', '/:uuid/reward', '/apply_reward', '/apply_reward/:uuid'];
  routes(app, 'POST', rewardUrls, async (request, reply) => {
    const partner = await partnerOf(request, reply);
    const input = parseInput(rewardSchema, request.body);
    const cart = applyReward(ctx, partner, pathUuid(request), input);
    return cart ? saleJson(ctx, cart, langOf(request)) : null;
  });

  const pickupUrls = ['/current/set_pickup', '/:uuid/set_pickup', ...(current ? ['/set_pickup'] : [])];
  routes(app, 'POST', pickupUrls, async (request, reply) => {
    const partner = await partnerOf(request, reply);
    const uuid = pathUuid(request);
    if (current) {
      const input = parseInput(setPickupByCodeSchema, request.body);
      return send(request, reply, setPickupByCode(ctx, partner, uuid, input), 200);
    }
    const { pickup_site_id } = parseInput(setPickupSchema, request.body);
    return send(request, reply, setPickup(ctx, partner, uuid, pickup_site_id), 200);
  });

  // The public-edition module never reached 16.0's release.
  if (!current) {
    const publicUrls = ['/current/set_public_delivery_pickup', '/:uuid/set_public_delivery_pickup'];
    routes(app, 'POST', publicUrls, async (request, reply) => {
      const partner = await partnerOf(request, reply);
      const input = parseInput(publicPickupSchema, request.body);
      return send(request, reply, setPublicPickup(ctx, partner, pathUuid(request), input), 200);
    });
  }

  routes(app, 'GET', ['/current/delivery_pickups', '/:uuid/delivery_pickups'], async (request, reply) => {
    const partner = await partnerOf(request, reply);
    if (current) {
      const address = parseInput(pickupAddressQuerySchema, request.query, 'query');
      const cart = findOpenCart(ctx.db, partner.id, pathUuid(request));
      if (!cart) throw missing();
      // The cart's carriers: those that ship to where it goes.
      const carriers = carriersWithPrice(
        ctx.db,
        destinationCountry(ctx.db, cart),
        langOf(request),
        carrierListOptions(ctx, cart.id),
      );
      return nearestPickupSites(
        ctx.db,
        address,
        carriers.map((carrier) => carrier.id),
      ).map(({ site, partner: p }) => currentPickupSiteJson(site, p));
    }
    const query = parseInput(pickupQuerySchema, request.query, 'query');
    if (!findOpenCart(ctx.db, partner.id, pathUuid(request))) throw missing();
    return searchPickupSites(ctx.db, query.carrier_id, query.name).map(({ site, partner: p }) =>
      pickupSiteJson(site, p),
    );
  });
}

export async function registerCartRoutes(app: FastifyInstance, ctx: ErpContext): Promise<void> {
  for (const prefix of CART_PREFIXES) {
    await app.register(async (scope) => cartRoutes(scope, ctx), { prefix });
  }
}
