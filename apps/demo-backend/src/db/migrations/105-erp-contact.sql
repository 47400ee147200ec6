CREATE TABLE erp_leads (
  id INTEGER PRIMARY KEY,
  subject TEXT NOT NULL,
  email TEXT,
  description TEXT,
  -- JSON list of {name, size, content_type, stored_path}
  files TEXT NOT NULL DEFAULT '[]',
  created_at TEXT NOT NULL
);

CREATE TABLE erp_resellers (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  street TEXT,
  street2 TEXT,
  zip TEXT,
  city TEXT,
  phone TEXT,
  email TEXT,
  state_id INTEGER,
  country_id INTEGER NOT NULL,
  industry_therapist INTEGER NOT NULL DEFAULT 0,
  industry_b2b INTEGER NOT NULL DEFAULT 0,
  latitude REAL NOT NULL,
  longitude REAL NOT NULL
);

-- Mails the ERP would send; readable through GET /_dev/outbox outside production mode.
CREATE TABLE erp_outbox (
  id INTEGER PRIMARY KEY,
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  link TEXT,
  created_at TEXT NOT NULL
);
