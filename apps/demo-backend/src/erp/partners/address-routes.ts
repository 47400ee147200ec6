import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { inTransaction } from '../../db/database.ts';
import { resolvePartner } from '../auth/identity.ts';
import { recomputeCart } from '../cart/cart-pricing.ts';
import type { ErpContext } from '../context.ts';
import { all, one, run } from '../db.ts';
import { ErpError, missing, userError } from '../http/errors.ts';
import { naiveIso } from '../http/format.ts';
import { langOf } from '../http/request.ts';
import { idText, parseInput } from '../http/validation.ts';
import {
  ADDRESS_COLUMNS,
  type AddressUpdate,
  addressCreateSchema,
  addressUpdateSchema,
} from './address-input.ts';
import { addressJson, type AddressType, hasShippingNote } from './address-view.ts';
import { getPartner, type PartnerRow } from './partner-repo.ts';

const paramsSchema = z.object({ type: z.enum(['invoicing', 'delivery']), id: idText });
const typeSchema = z.object({ type: z.enum(['invoicing', 'delivery']) });

function deliveryAddresses(ctx: ErpContext, partner: PartnerRow): PartnerRow[] {
  return all<PartnerRow>(
    ctx.db,
    "SELECT * FROM erp_partners WHERE parent_id = ? AND kind = 'delivery' AND archived = 0 ORDER BY id",
    partner.id,
  );
}

/** The caller's own address of that type, or 404 (MissingError) for anyone else's. */
function ownAddress(
  ctx: ErpContext,
  partner: PartnerRow,
  type: 'invoicing' | 'delivery',
  id: number,
): PartnerRow {
  const address =
    type === 'invoicing'
      ? id === partner.id
        ? partner
        : undefined
      : deliveryAddresses(ctx, partner).find((a) => a.id === id);
  if (!address) throw missing();
  return address;
}

/**
 * What an address of that type keeps of an input: a delivery address has no VAT number; only it has a
 * shipping note, and only where shopinvader_api_address_shipping_note is (its schemas add the field).
 */
function keptInput(ctx: ErpContext, type: AddressType, input: AddressUpdate): AddressUpdate {
  if (type === 'invoicing') return { ...input, shipping_note: undefined };
  return { ...input, vat: undefined, shipping_note: hasShippingNote(ctx) ? input.shipping_note : undefined };
}

function writeAddress(ctx: ErpContext, id: number, update: AddressUpdate): void {
  for (const column of ADDRESS_COLUMNS) {
    const value = update[column];
    if (value !== undefined) run(ctx.db, `UPDATE erp_partners SET ${column} = ? WHERE id = ?`, value, id);
  }
}

/** docs/product/validation.md#addresses: name, street, zip and city stay filled, whatever a partial update leaves out. */
function checkComplete(address: PartnerRow): void {
  const missingFields = (['name', 'street', 'zip', 'city'] as const).filter(
    (field) => !address[field]?.trim(),
  );
  if (missingFields.length > 0) {
    throw new ErpError(
      422,
      missingFields.map((field) => ({
        type: 'missing',
        loc: ['body', field],
        msg: `The ${field} is required`,
      })),
    );
  }
}

/** Addresses, docs/contracts/erp.md#customer-addresses-orders-and-invoices: the partner itself is the one invoicing address; delivery addresses are its children. */
export function registerAddressRoutes(app: FastifyInstance, ctx: ErpContext): void {
  const partnerOf = (request: FastifyRequest, reply: FastifyReply) =>
    resolvePartner(ctx, request, reply, 'any');

  app.get('/addresses/:type', async (request, reply) => {
    const { type } = parseInput(typeSchema, request.params, 'path');
    const partner = await partnerOf(request, reply);
    const list = type === 'invoicing' ? [partner] : deliveryAddresses(ctx, partner);
    return list.map((address) => addressJson(ctx, address, langOf(request)));
  });

  app.get('/addresses/:type/:id', async (request, reply) => {
    const { type, id } = parseInput(paramsSchema, request.params, 'path');
    const partner = await partnerOf(request, reply);
    return addressJson(ctx, ownAddress(ctx, partner, type, id), langOf(request));
  });

  app.post('/addresses/:type', async (request, reply) => {
    const { type } = parseInput(typeSchema, request.params, 'path');
    const partner = await partnerOf(request, reply);
    if (type === 'invoicing') throw userError('Creation of invoicing addresses is not supported');
    const input = parseInput(addressCreateSchema, request.body);
    const created = inTransaction(ctx.db, () => {
      const id = run(
        ctx.db,
        "INSERT INTO erp_partners (kind, parent_id, name, lang, created_at) VALUES ('delivery', ?, ?, ?, ?)",
        partner.id,
        input.name,
        partner.lang,
        naiveIso(),
      );
      writeAddress(ctx, id, keptInput(ctx, 'delivery', input));
      return getPartner(ctx.db, id) as PartnerRow;
    });
    return reply.code(201).send(addressJson(ctx, created, langOf(request)));
  });

  app.post('/addresses/:type/:id', async (request, reply) => {
    const { type, id } = parseInput(paramsSchema, request.params, 'path');
    const partner = await partnerOf(request, reply);
    const input = parseInput(addressUpdateSchema, request.body);
    const updated = inTransaction(ctx.db, () => {
      const address = ownAddress(ctx, partner, type, id);
      writeAddress(ctx, address.id, keptInput(ctx, type, input));
      const result = getPartner(ctx.db, address.id) as PartnerRow;
      checkComplete(result);
      // Delivery prices depend on the destination country.
      const cart = one<{ id: number }>(
        ctx.db,
        "SELECT id FROM erp_sales WHERE typology = 'cart' AND shipping_partner_id = ?",
        address.id,
      );
      if (cart) recomputeCart(ctx, cart.id);
      return result;
    });
    return addressJson(ctx, updated, langOf(request));
  });

  app.delete('/addresses/:type/:id', async (request, reply) => {
    const { type, id } = parseInput(paramsSchema, request.params, 'path');
    if (type === 'invoicing') throw new ErpError(405, 'Method Not Allowed');
    const partner = await partnerOf(request, reply);
    inTransaction(ctx.db, () => {
      const address = ownAddress(ctx, partner, type, id);
      run(ctx.db, 'UPDATE erp_partners SET archived = 1 WHERE id = ?', address.id);
      // Open carts that shipped there fall back to the main address.
      const carts = all<{ id: number }>(
        ctx.db,
        "SELECT id FROM erp_sales WHERE typology = 'cart' AND shipping_partner_id = ?",
        address.id,
      );
      for (const cart of carts) {
        run(ctx.db, 'UPDATE erp_sales SET shipping_partner_id = partner_id WHERE id = ?', cart.id);
        recomputeCart(ctx, cart.id);
      }
    });
    return null;
  });
}
