CREATE TABLE erp_carriers (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  names TEXT NOT NULL,
  descriptions TEXT,
  -- the shipping product a delivery line points to
  product_id INTEGER NOT NULL,
  with_dropoff_site INTEGER NOT NULL DEFAULT 0,
  -- JSON object: country id -> untaxed price; a carrier without a price for a country does not ship there
  prices TEXT NOT NULL,
  tax_rate REAL NOT NULL
);

CREATE TABLE erp_pickup_sites (
  id INTEGER PRIMARY KEY,
  carrier_id INTEGER NOT NULL REFERENCES erp_carriers (id),
  code TEXT NOT NULL,
  partner_id INTEGER NOT NULL REFERENCES erp_partners (id),
  -- JSON list of opening hours, rendered as attendance_ids
  attendances TEXT NOT NULL DEFAULT '[]',
  UNIQUE (carrier_id, code)
);
