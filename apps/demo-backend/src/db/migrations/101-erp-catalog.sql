-- The ERP's own view of sellable products: what a cart line needs (name, sku, price per pricelist).
CREATE TABLE erp_products (
  id INTEGER PRIMARY KEY,
  sku TEXT NOT NULL UNIQUE,
  -- JSON object of names by language: {"fr": ..., "nl": ..., "en": ..., "de": ...}
  names TEXT NOT NULL,
  price_default REAL NOT NULL,
  price_therapist REAL,
  price_b2b REAL,
  tax_rate REAL NOT NULL
);
