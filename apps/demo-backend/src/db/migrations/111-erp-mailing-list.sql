-- The endpoint's mailing list (shopinvader_api_mass_mailing): Odoo's mailing.contact on one list, with
-- its opt-out, found by the normalised e-mail.
CREATE TABLE erp_mailing_contacts (
  email_normalized TEXT PRIMARY KEY,
  email TEXT NOT NULL,
  name TEXT,
  opt_out INTEGER NOT NULL DEFAULT 0,
  updated_at TEXT NOT NULL
);
