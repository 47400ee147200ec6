-- ERP partners, as in Odoo one table holds customers, their delivery addresses, anonymous cart
-- owners, pick-up sites and the address copies kept on orders, so every address id is unique.
CREATE TABLE erp_partners (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('customer', 'anonymous', 'delivery', 'dropoff', 'snapshot')),
  parent_id INTEGER REFERENCES erp_partners (id) ON DELETE CASCADE,
  archived INTEGER NOT NULL DEFAULT 0,
  name TEXT NOT NULL,
  email TEXT,
  street TEXT,
  street2 TEXT,
  zip TEXT,
  city TEXT,
  phone TEXT,
  mobile TEXT,
  state_id INTEGER,
  country_id INTEGER,
  title_id INTEGER,
  company_type TEXT,
  vat TEXT,
  lang TEXT NOT NULL DEFAULT 'fr',
  opt_in INTEGER NOT NULL DEFAULT 0,
  -- credentials: login is the lower-cased e-mail
  login TEXT UNIQUE,
  password_hash TEXT,
  mail_verified INTEGER NOT NULL DEFAULT 0,
  oidc_subject TEXT UNIQUE,
  anonymous_token TEXT UNIQUE,
  -- customer profile (docs/product/entities.md#user)
  customer_type TEXT,
  business_number TEXT,
  company_name TEXT,
  is_settled INTEGER NOT NULL DEFAULT 0,
  industry_therapist INTEGER,
  industry_b2b INTEGER,
  customer_status TEXT NOT NULL DEFAULT 'pending',
  has_vat INTEGER NOT NULL DEFAULT 0,
  pricelist TEXT NOT NULL DEFAULT 'default',
  created_at TEXT NOT NULL
);
CREATE INDEX erp_partners_parent ON erp_partners (parent_id, kind);

CREATE TABLE erp_sessions (
  token TEXT PRIMARY KEY,
  partner_id INTEGER NOT NULL REFERENCES erp_partners (id) ON DELETE CASCADE,
  expires_at TEXT NOT NULL
);

-- One-time tokens sent by e-mail; only their hash is stored.
CREATE TABLE erp_auth_tokens (
  token_hash TEXT PRIMARY KEY,
  partner_id INTEGER NOT NULL REFERENCES erp_partners (id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('validate_email', 'reset_password')),
  expires_at TEXT NOT NULL,
  used INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE erp_loyalty_cards (
  id INTEGER PRIMARY KEY,
  partner_id INTEGER NOT NULL REFERENCES erp_partners (id) ON DELETE CASCADE,
  code TEXT NOT NULL UNIQUE,
  points REAL NOT NULL DEFAULT 0
);

-- Rewards a loyalty card can buy: `discount` euros for `required_points` points.
CREATE TABLE erp_loyalty_rewards (
  id INTEGER PRIMARY KEY,
  discount REAL NOT NULL,
  required_points REAL NOT NULL
);

CREATE TABLE erp_promo_codes (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE COLLATE NOCASE,
  discount REAL NOT NULL,
  discount_mode TEXT NOT NULL CHECK (discount_mode IN ('percent', 'fixed')),
  -- a personal code appears in its owner's customer profile; NULL means anyone may use it
  partner_id INTEGER REFERENCES erp_partners (id) ON DELETE CASCADE,
  active INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE erp_uploads (
  id INTEGER PRIMARY KEY,
  partner_id INTEGER NOT NULL REFERENCES erp_partners (id) ON DELETE CASCADE,
  file_name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size INTEGER NOT NULL,
  stored_path TEXT NOT NULL,
  created_at TEXT NOT NULL
);
