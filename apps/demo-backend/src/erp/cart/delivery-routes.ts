import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { resolvePartner } from '../auth/identity.ts';
import type { ErpContext } from '../context.ts';
import { missing } from '../http/errors.ts';
import { langOf, pathUuid } from '../http/request.ts';
import { parseInput } from '../http/validation.ts';
import { carrierListOptions } from './cart-pricing.ts';
import { carrierQuerySchema, pickupAddressQuerySchema, pickupQuerySchema } from './cart-routes.ts';
import {
  carrierJson,
  carrierPrice,
  carriersWithPrice,
  destinationCountry,
  listCarriers,
} from './carriers.ts';
import {
  currentPickupSiteJson,
  nearestPickupSites,
  pickupSiteJson,
  searchPickupSites,
} from './pickup-sites.ts';
import { findOpenCart } from './sale-repo.ts';

/** Main-app delivery routes (docs/contracts/erp.md#carriers): every carrier, the cart's carriers by old paths, pick-up sites. */
export function registerDeliveryRoutes(app: FastifyInstance, ctx: ErpContext): void {
  const partnerOf = (request: FastifyRequest, reply: FastifyReply) =>
    resolvePartner(ctx, request, reply, 'any');

  app.get('/delivery_carriers', async (request, reply) => {
    await partnerOf(request, reply);
    const { country_id } = parseInput(carrierQuerySchema, request.query, 'query');
    return listCarriers(ctx.db)
      .filter((carrier) => country_id === undefined || carrierPrice(carrier, country_id) !== undefined)
      .map((carrier) => carrierJson(carrier, langOf(request)));
  });

  for (const url of ['/current/delivery_carriers', '/:uuid/delivery_carriers']) {
    app.get(url, async (request, reply) => {
      const partner = await partnerOf(request, reply);
      const { country_id } = parseInput(carrierQuerySchema, request.query, 'query');
      const cart = findOpenCart(ctx.db, partner.id, pathUuid(request));
      if (!cart) throw missing();
      return carriersWithPrice(
        ctx.db,
        destinationCountry(ctx.db, cart, country_id),
        langOf(request),
        carrierListOptions(ctx, cart.id),
      );
    });
  }

  app.get('/delivery_pickups', async (request, reply) => {
    await partnerOf(request, reply);
    if (ctx.options.api === 'current') {
      const address = parseInput(pickupAddressQuerySchema, request.query, 'query');
      return nearestPickupSites(ctx.db, address).map(({ site, partner }) =>
        currentPickupSiteJson(site, partner),
      );
    }
    const { carrier_id, name } = parseInput(pickupQuerySchema, request.query, 'query');
    return searchPickupSites(ctx.db, carrier_id, name).map(({ site, partner }) =>
      pickupSiteJson(site, partner),
    );
  });
}
