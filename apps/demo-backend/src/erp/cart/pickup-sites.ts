import type { Database } from '../../db/database.ts';
import { all, one, run } from '../db.ts';
import { foldText, naiveIso } from '../http/format.ts';
import { getPartner, type PartnerRow } from '../partners/partner-repo.ts';
import { countryById, STATES } from '../settings/settings-data.ts';
import { type Coordinates, geocode } from './demo-geocoder.ts';

export interface PickupSiteRow {
  id: number;
  carrier_id: number;
  code: string;
  partner_id: number;
  attendances: string;
}

export function getPickupSite(db: Database, id: number): PickupSiteRow | undefined {
  return one<PickupSiteRow>(db, 'SELECT * FROM erp_pickup_sites WHERE id = ?', id);
}

export function findPickupSiteByCode(
  db: Database,
  carrierId: number,
  code: string,
): PickupSiteRow | undefined {
  return one<PickupSiteRow>(
    db,
    'SELECT * FROM erp_pickup_sites WHERE carrier_id = ? AND code = ?',
    carrierId,
    code,
  );
}

/** Pick-up sites of drop-off carriers, optionally of one carrier and whose name contains `name`. */
export function searchPickupSites(db: Database, carrierId: number | undefined, name: string | undefined) {
  const sites = all<PickupSiteRow>(
    db,
    `SELECT s.* FROM erp_pickup_sites s JOIN erp_carriers c ON c.id = s.carrier_id
     WHERE c.with_dropoff_site = 1 AND (? IS NULL OR s.carrier_id = ?) ORDER BY s.id`,
    carrierId ?? null,
    carrierId ?? null,
  );
  const needle = name ? foldText(name) : '';
  return sites
    .map((site) => ({ site, partner: getPartner(db, site.partner_id) as PartnerRow }))
    .filter(({ partner }) => foldText(partner.name).includes(needle));
}

/** How many sites the current generation's search answers: the nearest ten (`_search(..., limit=10)`). */
const NEAREST = 10;

export interface PickupAddress {
  country: string;
  zip: string;
  city: string;
  street: string;
}

/**
 * The current generation's search (`shopinvader_api_delivery_pickup` 16.0, docs/contracts/erp.md#pick-up-points): sites of
 * drop-off carriers (those of `carrierIds` when given: the cart's), with a position, nearest first to
 * the geocoded address, ten at most; nothing when the address cannot be geocoded. Its `carrier_id`
 * parameter is declared but not applied, as in the module.
 */
export function nearestPickupSites(db: Database, address: PickupAddress, carrierIds?: readonly number[]) {
  const origin = geocode(address);
  if (!origin) return [];
  const distance = (point: Coordinates) => Math.hypot(point.lat - origin.lat, point.lng - origin.lng);
  return searchPickupSites(db, undefined, undefined)
    .filter(({ site }) => !carrierIds || carrierIds.includes(site.carrier_id))
    .filter(({ partner }) => partner.latitude && partner.longitude)
    .map((entry) => ({
      ...entry,
      distance: distance({ lat: entry.partner.latitude!, lng: entry.partner.longitude! }),
    }))
    .sort((a, b) => a.distance - b.distance)
    .slice(0, NEAREST);
}

/** A site as the current generation lists it: no id, no partner, no codes of country or state. */
/**
 * The demo sites share one opening-hours calendar (Odoo's resource.calendar): the sites' `calendar_id`
 * and their attendances' (shopinvader_api_delivery_pickup's ResourceCalendarAttendance requires it).
 */
const OPENING_HOURS_CALENDAR_ID = 1;

function attendances(site: PickupSiteRow) {
  return (JSON.parse(site.attendances) as Record<string, unknown>[]).map((attendance) => ({
    ...attendance,
    calendar_id: OPENING_HOURS_CALENDAR_ID,
  }));
}

export function currentPickupSiteJson(site: PickupSiteRow, partner: PartnerRow) {
  return {
    carrier_id: site.carrier_id,
    code: site.code,
    name: partner.name,
    street: partner.street,
    street2: partner.street2,
    zip: partner.zip,
    city: partner.city,
    phone: partner.phone,
    state_id: partner.state_id,
    country_id: partner.country_id,
    calendar_id: OPENING_HOURS_CALENDAR_ID,
    attendance_ids: attendances(site),
    lat: partner.latitude,
    lng: partner.longitude,
  };
}

/** Both the intermediate Shopinvader fields (ids) and the ones the storefront reads (codes). */
export function pickupSiteJson(site: PickupSiteRow, partner: PartnerRow) {
  const state = STATES.find((candidate) => candidate.id === partner.state_id);
  return {
    id: site.id,
    name: partner.name,
    code: site.code,
    partner_id: partner.id,
    street: partner.street,
    street2: partner.street2,
    zip: partner.zip,
    city: partner.city,
    phone: partner.phone,
    state_id: partner.state_id,
    state_code: state?.code ?? null,
    country_id: partner.country_id,
    country_code: countryById(partner.country_id)?.code ?? null,
    carrier_id: site.carrier_id,
    calendar_id: OPENING_HOURS_CALENDAR_ID,
    attendance_ids: attendances(site),
  };
}

export interface SiteAddress {
  code: string;
  name: string;
  street: string | null;
  street2: string | null;
  zip: string;
  city: string;
  phone: string | null;
  stateId: number | null;
  countryId: number;
}

/** Creates or refreshes the site `code` of a carrier (the public-edition module's upsert). */
export function upsertPickupSite(db: Database, carrierId: number, address: SiteAddress): PickupSiteRow {
  const existing = findPickupSiteByCode(db, carrierId, address.code);
  const values = [
    address.name,
    address.street,
    address.street2,
    address.zip,
    address.city,
    address.phone,
    address.stateId,
    address.countryId,
  ];
  if (existing) {
    run(
      db,
      `UPDATE erp_partners SET name = ?, street = ?, street2 = ?, zip = ?, city = ?, phone = ?, state_id = ?, country_id = ?
       WHERE id = ?`,
      ...values,
      existing.partner_id,
    );
    return existing;
  }
  const partnerId = run(
    db,
    `INSERT INTO erp_partners (kind, name, street, street2, zip, city, phone, state_id, country_id, created_at)
     VALUES ('dropoff', ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ...values,
    naiveIso(),
  );
  const id = run(
    db,
    'INSERT INTO erp_pickup_sites (carrier_id, code, partner_id) VALUES (?, ?, ?)',
    carrierId,
    address.code,
    partnerId,
  );
  return getPickupSite(db, id) as PickupSiteRow;
}
