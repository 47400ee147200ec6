import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { inTransaction } from '../../db/database.ts';
import { resolvePartner } from '../auth/identity.ts';
import { syncCart } from '../cart/cart-sync.ts';
import { saleLines } from '../cart/sale-repo.ts';
import { saleJson } from '../cart/sale-view.ts';
import type { ErpContext } from '../context.ts';
import { all, one, run } from '../db.ts';
import { missing } from '../http/errors.ts';
import { pageOf, pagingFields } from '../http/paging.ts';
import { langOf } from '../http/request.ts';
import { id, idText, parseInput } from '../http/validation.ts';
import type { PartnerRow } from '../partners/partner-repo.ts';

/*
 * shopinvader_api_wishlist's request schemas (unknown fields ignored, as `extra="ignore"` does):
 * .data/upstream/wheels/16.0/tree/odoo/addons/shopinvader_api_wishlist/schemas.py
 */
const name = z.string().trim().min(1).max(256);
const ref = z.string().max(256).nullish();
const quantity = z.number().min(0).max(1_000_000).nullish();
const sequence = z.number().int().min(-1_000_000).max(1_000_000).nullish();
const lineCreate = z.object({ product_id: id, quantity, sequence });
const lines = z.array(lineCreate).max(1000);
const createSchema = z.object({ name, lines: lines.nullish(), ref, typology: z.string().max(64).nullish() });
const updateSchema = z.object({
  name: name.optional(),
  lines: lines.optional(),
  ref,
  typology: z.string().max(64).optional(),
});
const identifier = z.object({ product_id: id });
const linesOf = <S extends z.ZodType>(line: S) => z.object({ lines: z.array(line).max(1000).default([]) });
const searchSchema = z.object({
  ...pagingFields,
  id: idText.optional(),
  name: z.string().max(256).optional(),
  ref: z.string().max(256).optional(),
});
const addToCartSchema = z.object({ uuid: z.string().max(100).nullish() }).nullish();
const addItemsToCartSchema = z.object({
  uuid: z.string().max(100).nullish(),
  lines: z.array(identifier).max(1000).default([]),
});
const pathId = z.object({ _id: idText });

interface WishlistRow {
  id: number;
  partner_id: number;
  name: string;
  ref: string | null;
  typology: string;
}
interface WishlistLineRow {
  id: number;
  sequence: number;
  product_id: number;
  quantity: number;
}
type NewLine = z.output<typeof lineCreate>;

/** product.set.line's order: by sequence, then as created. */
const wishlistLines = (ctx: ErpContext, wishlistId: number) =>
  all<WishlistLineRow>(
    ctx.db,
    'SELECT id, sequence, product_id, quantity FROM erp_wishlist_lines WHERE wishlist_id = ? ORDER BY sequence, id',
    wishlistId,
  );

/** The `Wishlist` schema: the set, its lines and its owner. */
function wishlistJson(ctx: ErpContext, wishlist: WishlistRow, partner: PartnerRow) {
  return {
    id: wishlist.id,
    name: wishlist.name,
    ref: wishlist.ref || null,
    typology: wishlist.typology,
    partner: { id: partner.id, name: partner.name },
    lines: wishlistLines(ctx, wishlist.id),
  };
}

/**
 * The customer's wishlists as shopinvader_api_wishlist serves them (routers/wishlists.py, dependencies.py in
 * the wheel): only the authenticated partner's own sets are found, anyone else's is a 404 MissingError as
 * Odoo's filtered model adapter answers; adding an item already listed updates its line; deleting an item
 * not listed is a 404; adding to the cart skips the products the cart already holds (the product set
 * wizard's `skip_existing_products`).
 */
export function registerWishlistRoutes(app: FastifyInstance, ctx: ErpContext): void {
  const { db } = ctx;
  const partnerOf = (request: FastifyRequest, reply: FastifyReply) =>
    resolvePartner(ctx, request, reply, 'any');
  const own = (partner: PartnerRow, request: FastifyRequest): WishlistRow => {
    const { _id: wishlistId } = parseInput(pathId, request.params, 'path');
    const found = one<WishlistRow>(
      db,
      'SELECT * FROM erp_wishlists WHERE id = ? AND partner_id = ?',
      wishlistId,
      partner.id,
    );
    if (!found) throw missing();
    return found;
  };
  const checkProducts = (productIds: number[]) => {
    if (productIds.some((productId) => !ctx.catalog.findProduct(productId))) throw missing();
  };
  const insertLines = (wishlistId: number, newLines: NewLine[]) => {
    checkProducts(newLines.map((line) => line.product_id));
    for (const line of newLines)
      run(
        db,
        'INSERT INTO erp_wishlist_lines (wishlist_id, sequence, product_id, quantity) VALUES (?, ?, ?, ?)',
        wishlistId,
        line.sequence ?? 0,
        line.product_id,
        line.quantity ?? 1,
      );
  };
  const lineOf = (wishlistId: number, productId: number) =>
    one<WishlistLineRow>(
      db,
      'SELECT * FROM erp_wishlist_lines WHERE wishlist_id = ? AND product_id = ?',
      wishlistId,
      productId,
    );
  /** Adds or, with `mustExist`, only updates the lines of the products given. */
  const upsertLines = (wishlist: WishlistRow, items: NewLine[], mustExist: boolean) =>
    inTransaction(db, () => {
      for (const item of items) {
        const line = lineOf(wishlist.id, item.product_id);
        if (!line && mustExist) throw missing();
        if (!line) insertLines(wishlist.id, [item]);
        else
          run(
            db,
            'UPDATE erp_wishlist_lines SET quantity = ?, sequence = COALESCE(?, sequence) WHERE id = ?',
            item.quantity ?? 1,
            item.sequence ?? null,
            line.id,
          );
      }
    });
  const deleteItems = (wishlist: WishlistRow, items: { product_id: number }[]) =>
    inTransaction(db, () => {
      const found = items.map((item) => lineOf(wishlist.id, item.product_id));
      if (found.some((line) => !line)) throw missing();
      for (const line of found) run(db, 'DELETE FROM erp_wishlist_lines WHERE id = ?', line?.id ?? 0);
    });
  /** The set's lines (or those of the products given) into the open cart, skipping products already there. */
  const toCart = (
    partner: PartnerRow,
    wishlist: WishlistRow,
    uuid: string | null | undefined,
    only?: number[],
  ) => {
    const open = syncCart(ctx, partner, [], uuid ?? undefined);
    const inCart = new Set(open ? saleLines(db, open.id, 'product').map((line) => line.product_id) : []);
    const transactions = wishlistLines(ctx, wishlist.id)
      .filter((line) => only === undefined || only.includes(line.product_id))
      .filter((line) => !inCart.has(line.product_id))
      .map((line) => ({ product_id: line.product_id, qty: line.quantity }));
    return transactions.length > 0 ? syncCart(ctx, partner, transactions, uuid ?? undefined) : open;
  };
  const answer = async (
    request: FastifyRequest,
    reply: FastifyReply,
    change: (partner: PartnerRow, wishlist: WishlistRow) => void,
  ) => {
    const partner = await partnerOf(request, reply);
    const wishlist = own(partner, request);
    change(partner, wishlist);
    return wishlistJson(ctx, own(partner, request), partner);
  };

  for (const url of ['/wishlists', '/wishlists/search'])
    app.get(url, async (request, reply) => {
      const partner = await partnerOf(request, reply);
      const query = parseInput(searchSchema, request.query, 'query');
      const rows = all<WishlistRow>(
        db,
        'SELECT * FROM erp_wishlists WHERE partner_id = ? ORDER BY id',
        partner.id,
      )
        .filter((row) => query.id === undefined || row.id === query.id)
        .filter((row) => !query.name || row.name.toLowerCase().includes(query.name.toLowerCase()))
        .filter((row) => !query.ref || row.ref === query.ref);
      return { count: rows.length, items: pageOf(rows, query).map((row) => wishlistJson(ctx, row, partner)) };
    });

  for (const url of ['/wishlists/:_id', '/wishlists/:_id/get'])
    app.get(url, async (request, reply) => {
      const partner = await partnerOf(request, reply);
      return wishlistJson(ctx, own(partner, request), partner);
    });

  for (const url of ['/wishlists/create', '/wishlists'])
    app.post(url, async (request, reply) => {
      const partner = await partnerOf(request, reply);
      const input = parseInput(createSchema, request.body);
      const created = inTransaction(db, () => {
        const wishlistId = run(
          db,
          'INSERT INTO erp_wishlists (partner_id, name, ref, typology) VALUES (?, ?, ?, ?)',
          partner.id,
          input.name,
          input.ref ?? null,
          input.typology ?? 'wishlist',
        );
        insertLines(wishlistId, input.lines ?? []);
        return one<WishlistRow>(db, 'SELECT * FROM erp_wishlists WHERE id = ?', wishlistId) as WishlistRow;
      });
      return reply.code(201).send(wishlistJson(ctx, created, partner));
    });

  const update = (request: FastifyRequest, reply: FastifyReply) =>
    answer(request, reply, (_partner, wishlist) => {
      const input = parseInput(updateSchema, request.body);
      inTransaction(db, () => {
        run(
          db,
          'UPDATE erp_wishlists SET name = ?, ref = ?, typology = ? WHERE id = ?',
          input.name ?? wishlist.name,
          input.ref === undefined ? wishlist.ref : input.ref,
          input.typology ?? wishlist.typology,
          wishlist.id,
        );
        // The released update replaces the lines when `lines` is given.
        if (input.lines === undefined) return;
        run(db, 'DELETE FROM erp_wishlist_lines WHERE wishlist_id = ?', wishlist.id);
        insertLines(wishlist.id, input.lines);
      });
    });
  app.post('/wishlists/:_id/update', update);
  app.put('/wishlists/:_id', update);

  app.delete('/wishlists/:_id', async (request, reply) => {
    const partner = await partnerOf(request, reply);
    run(db, 'DELETE FROM erp_wishlists WHERE id = ?', own(partner, request).id);
    return reply.code(204).send();
  });

  // add_item(s) add or update the product's line; update_item(s) only update, a product not listed is a 404.
  for (const [action, mustExist] of [
    ['add', false],
    ['update', true],
  ] as const) {
    app.post(`/wishlists/:_id/${action}_item`, (request, reply) =>
      answer(request, reply, (_p, wishlist) =>
        upsertLines(wishlist, [parseInput(lineCreate, request.body)], mustExist),
      ),
    );
    app.post(`/wishlists/:_id/${action}_items`, (request, reply) =>
      answer(request, reply, (_p, wishlist) =>
        upsertLines(wishlist, parseInput(linesOf(lineCreate), request.body).lines, mustExist),
      ),
    );
  }
  app.post('/wishlists/:_id/delete_item', (request, reply) =>
    answer(request, reply, (_p, wishlist) => deleteItems(wishlist, [parseInput(identifier, request.body)])),
  );
  app.post('/wishlists/:_id/delete_items', (request, reply) =>
    answer(request, reply, (_p, wishlist) =>
      deleteItems(wishlist, parseInput(linesOf(identifier), request.body).lines),
    ),
  );

  app.post('/wishlists/:_id/add_to_cart', async (request, reply) => {
    const partner = await partnerOf(request, reply);
    const wishlist = own(partner, request);
    const input = parseInput(addToCartSchema, request.body ?? null);
    const cart = toCart(partner, wishlist, input?.uuid);
    if (!cart) throw missing();
    return saleJson(ctx, cart, langOf(request));
  });
  app.post('/wishlists/:_id/add_items_to_cart', async (request, reply) => {
    const partner = await partnerOf(request, reply);
    const wishlist = own(partner, request);
    const input = parseInput(addItemsToCartSchema, request.body);
    const only = input.lines.map((line) => line.product_id);
    const cart = toCart(partner, wishlist, input.uuid, only);
    if (!cart) throw missing();
    return saleJson(ctx, cart, langOf(request));
  });
}
