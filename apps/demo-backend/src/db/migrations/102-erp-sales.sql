-- Carts and orders are one table, as in Odoo: a paid cart becomes an order by changing typology.
CREATE TABLE erp_sales (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL DEFAULT '',
  partner_id INTEGER NOT NULL REFERENCES erp_partners (id) ON DELETE CASCADE,
  typology TEXT NOT NULL CHECK (typology IN ('cart', 'sale')),
  state TEXT NOT NULL CHECK (state IN ('draft', 'cancel', 'pending', 'processing', 'delivery_partial', 'delivery_full')),
  client_order_ref TEXT,
  note TEXT,
  date_order TEXT NOT NULL,
  invoicing_partner_id INTEGER REFERENCES erp_partners (id),
  shipping_partner_id INTEGER REFERENCES erp_partners (id),
  -- shipping address to restore when a pick-up site is dropped
  original_shipping_partner_id INTEGER REFERENCES erp_partners (id),
  carrier_id INTEGER,
  loyalty_card_id INTEGER REFERENCES erp_loyalty_cards (id),
  loyalty_reward_id INTEGER REFERENCES erp_loyalty_rewards (id),
  payment_mode TEXT
);
CREATE INDEX erp_sales_partner ON erp_sales (partner_id, typology, id);

CREATE TABLE erp_sale_lines (
  id INTEGER PRIMARY KEY,
  sale_id INTEGER NOT NULL REFERENCES erp_sales (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('product', 'delivery', 'reward')),
  product_id INTEGER,
  -- canonical JSON of the options, '{}' when none: the grouping key with product_id
  options_key TEXT NOT NULL DEFAULT '{}',
  name TEXT NOT NULL,
  qty REAL NOT NULL,
  qty_delivered REAL NOT NULL DEFAULT 0,
  unit_price REAL NOT NULL,
  tax_rate REAL NOT NULL,
  -- reward lines carry their amounts directly; product lines derive them from qty and unit_price
  fixed_untaxed REAL,
  fixed_tax REAL
);
CREATE INDEX erp_sale_lines_sale ON erp_sale_lines (sale_id, kind);

CREATE TABLE erp_sale_promo_codes (
  sale_id INTEGER NOT NULL REFERENCES erp_sales (id) ON DELETE CASCADE,
  promo_code_id INTEGER NOT NULL REFERENCES erp_promo_codes (id) ON DELETE CASCADE,
  PRIMARY KEY (sale_id, promo_code_id)
);

-- Transaction uuids already applied, so that a replayed sync never applies them twice.
CREATE TABLE erp_applied_transactions (
  uuid TEXT PRIMARY KEY,
  sale_id INTEGER NOT NULL,
  applied_at TEXT NOT NULL
);

CREATE TABLE erp_invoices (
  id INTEGER PRIMARY KEY,
  sale_id INTEGER NOT NULL REFERENCES erp_sales (id) ON DELETE CASCADE,
  name TEXT NOT NULL UNIQUE,
  date TEXT NOT NULL
);

CREATE TABLE erp_pickings (
  id INTEGER PRIMARY KEY,
  sale_id INTEGER NOT NULL REFERENCES erp_sales (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  state TEXT NOT NULL,
  tracking_reference TEXT,
  delivery_date TEXT,
  carrier_id INTEGER
);
