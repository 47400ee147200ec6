import { z } from 'zod';
import { inTransaction } from '../../db/database.ts';
import type { ErpContext } from '../context.ts';
import { one, run } from '../db.ts';
import { missing, userError } from '../http/errors.ts';
import { id, optionalText } from '../http/validation.ts';
import type { PartnerRow } from '../partners/partner-repo.ts';
import { countryByCode, stateByCode } from '../settings/settings-data.ts';
import { recomputeCart } from './cart-pricing.ts';
import { carrierPrice, getCarrier } from './carriers.ts';
import { applyCartSteps, cartStepFields } from './cart-steps.ts';
import { findPickupSiteByCode, getPickupSite, type PickupSiteRow, upsertPickupSite } from './pickup-sites.ts';
import { createCart, findOpenCart, getSale, type SaleRow } from './sale-repo.ts';

export const updateSchema = z.object({
  client_order_ref: optionalText(64).optional(),
  note: optionalText(2000).optional(),
  delivery: z.object({ address_id: id }).optional(),
  invoicing: z.object({ address_id: id }).optional(),
  ...cartStepFields,
});

/** Strict bodies, as Shopinvader's `StrictExtendableBaseModel` inputs: an unknown key is a 422. */
export const setCarrierSchema = z.strictObject({ carrier_id: id });
/** Classic generation: a site by its id. */
export const setPickupSchema = z.strictObject({ pickup_site_id: id });
/** Current generation (`DeliveryPickupInput`): a site by its carrier and code. */
export const setPickupByCodeSchema = z.strictObject({ carrier_id: id, code: z.string().max(64) });

export const publicPickupSchema = z.strictObject({
  code: z.string().trim().min(1).max(64),
  name: z.string().trim().min(1).max(128),
  street: optionalText(),
  street2: optionalText(),
  zip: z.string().trim().min(1).max(16),
  city: z.string().trim().min(1).max(128),
  phone: optionalText(32),
  state_code: optionalText(8),
  country_code: z.string().trim().min(2).max(3),
});

const NOT_AVAILABLE = 'This delivery method is not available for your order';

/** Addresses a partner may use on its cart: itself and its own delivery addresses. */
function ownAddress(ctx: ErpContext, partner: PartnerRow, addressId: number): number {
  const row = one<{ id: number }>(
    ctx.db,
    "SELECT id FROM erp_partners WHERE id = ? AND archived = 0 AND (id = ? OR (parent_id = ? AND kind = 'delivery'))",
    addressId,
    partner.id,
    partner.id,
  );
  if (!row) throw missing();
  return row.id;
}

export function updateCart(
  ctx: ErpContext,
  partner: PartnerRow,
  uuid: string | undefined,
  input: z.output<typeof updateSchema>,
): SaleRow {
  const { db } = ctx;
  return inTransaction(db, () => {
    const cart = findOpenCart(db, partner.id, uuid) ?? createCart(db, partner);
    if (input.client_order_ref !== undefined)
      run(db, 'UPDATE erp_sales SET client_order_ref = ? WHERE id = ?', input.client_order_ref, cart.id);
    if (input.note !== undefined) run(db, 'UPDATE erp_sales SET note = ? WHERE id = ?', input.note, cart.id);
    if (input.invoicing) {
      run(
        db,
        'UPDATE erp_sales SET invoicing_partner_id = ? WHERE id = ?',
        ownAddress(ctx, partner, input.invoicing.address_id),
        cart.id,
      );
    }
    if (input.delivery) {
      // Choosing a home address replaces a pick-up site.
      run(
        db,
        'UPDATE erp_sales SET shipping_partner_id = ?, original_shipping_partner_id = NULL WHERE id = ?',
        ownAddress(ctx, partner, input.delivery.address_id),
        cart.id,
      );
    }
    applyCartSteps(ctx, cart.id, input);
    recomputeCart(ctx, cart.id);
    return getSale(db, cart.id) as SaleRow;
  });
}

function requireCart(ctx: ErpContext, partner: PartnerRow, uuid: string | undefined): SaleRow {
  const cart = findOpenCart(ctx.db, partner.id, uuid);
  if (!cart) throw userError('There is no cart');
  return cart;
}

export function setCarrier(
  ctx: ErpContext,
  partner: PartnerRow,
  uuid: string | undefined,
  carrierId: number,
): SaleRow {
  const { db } = ctx;
  return inTransaction(db, () => {
    const cart = requireCart(ctx, partner, uuid);
    const carrier = getCarrier(db, carrierId);
    const shipping = one<{ country_id: number | null }>(
      db,
      'SELECT country_id FROM erp_partners WHERE id = ?',
      cart.shipping_partner_id,
    );
    if (!carrier || carrierPrice(carrier, shipping?.country_id ?? null) === undefined)
      throw userError(NOT_AVAILABLE);
    run(db, 'UPDATE erp_sales SET carrier_id = ? WHERE id = ?', carrier.id, cart.id);
    recomputeCart(ctx, cart.id);
    return getSale(db, cart.id) as SaleRow;
  });
}

/** Ships to the site: its carrier, its address, and the home address kept to come back to (docs/contracts/erp.md#cart-routes). */
function applyPickupSite(ctx: ErpContext, cart: SaleRow, site: PickupSiteRow): SaleRow {
  const { db } = ctx;
  const carrier = getCarrier(db, site.carrier_id);
  const siteCountry = one<{ country_id: number | null }>(
    db,
    'SELECT country_id FROM erp_partners WHERE id = ?',
    site.partner_id,
  );
  if (!carrier || carrierPrice(carrier, siteCountry?.country_id ?? null) === undefined)
    throw userError(NOT_AVAILABLE);
  run(
    db,
    `UPDATE erp_sales SET carrier_id = ?, shipping_partner_id = ?,
       original_shipping_partner_id = COALESCE(original_shipping_partner_id, shipping_partner_id)
     WHERE id = ?`,
    carrier.id,
    site.partner_id,
    cart.id,
  );
  recomputeCart(ctx, cart.id);
  return getSale(db, cart.id) as SaleRow;
}

export function setPickup(
  ctx: ErpContext,
  partner: PartnerRow,
  uuid: string | undefined,
  siteId: number,
): SaleRow {
  return inTransaction(ctx.db, () => {
    const cart = requireCart(ctx, partner, uuid);
    const site = getPickupSite(ctx.db, siteId);
    if (!site) throw userError('Invalid code for pickup site');
    return applyPickupSite(ctx, cart, site);
  });
}

export function setPickupByCode(
  ctx: ErpContext,
  partner: PartnerRow,
  uuid: string | undefined,
  input: z.output<typeof setPickupByCodeSchema>,
): SaleRow {
  return inTransaction(ctx.db, () => {
    const cart = requireCart(ctx, partner, uuid);
    const site = findPickupSiteByCode(ctx.db, input.carrier_id, input.code);
    if (!site) throw userError('Invalid code for pickup site');
    return applyPickupSite(ctx, cart, site);
  });
}

export function setPublicPickup(
  ctx: ErpContext,
  partner: PartnerRow,
  uuid: string | undefined,
  input: z.output<typeof publicPickupSchema>,
): SaleRow {
  const { db } = ctx;
  return inTransaction(db, () => {
    const cart = requireCart(ctx, partner, uuid);
    const carrier = cart.carrier_id === null ? undefined : getCarrier(db, cart.carrier_id);
    if (!carrier) throw userError('You must select a carrier first');
    if (carrier.with_dropoff_site !== 1) throw userError('You can not add a dropoff site on this carrier');
    const country = countryByCode(input.country_code);
    if (!country) throw userError(`Invalid country code ${input.country_code}`);
    const state = input.state_code ? stateByCode(country.id, input.state_code) : undefined;
    if (input.state_code && !state) throw userError(`Invalid state code ${input.state_code}`);
    const site = upsertPickupSite(db, carrier.id, {
      code: input.code,
      name: input.name,
      street: input.street,
      street2: input.street2,
      zip: input.zip,
      city: input.city,
      phone: input.phone,
      stateId: state?.id ?? null,
      countryId: country.id,
    });
    return applyPickupSite(ctx, cart, site);
  });
}
