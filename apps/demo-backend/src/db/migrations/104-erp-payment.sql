CREATE TABLE erp_payment_providers (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  state TEXT NOT NULL,
  pending_message TEXT,
  icons TEXT NOT NULL DEFAULT '[]'
);

CREATE TABLE erp_payment_transactions (
  id INTEGER PRIMARY KEY,
  reference TEXT NOT NULL UNIQUE,
  sale_id INTEGER NOT NULL REFERENCES erp_sales (id) ON DELETE CASCADE,
  provider_id INTEGER NOT NULL REFERENCES erp_payment_providers (id),
  partner_id INTEGER NOT NULL,
  amount REAL NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('draft', 'pending', 'done', 'error')),
  -- secret carried by the payment page's forms, so only the browser that started the payment finishes it
  token TEXT NOT NULL UNIQUE,
  frontend_redirect_url TEXT NOT NULL,
  created_at TEXT NOT NULL
);
