-- The customers' wishlists (shopinvader_api_wishlist): Odoo's product.set with a typology, owned by
-- one partner, and its product.set.line rows, one per product.
CREATE TABLE erp_wishlists (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  partner_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  ref TEXT,
  typology TEXT NOT NULL DEFAULT 'wishlist'
);
CREATE INDEX erp_wishlists_partner ON erp_wishlists (partner_id);

CREATE TABLE erp_wishlist_lines (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  wishlist_id INTEGER NOT NULL REFERENCES erp_wishlists (id) ON DELETE CASCADE,
  sequence INTEGER NOT NULL DEFAULT 0,
  product_id INTEGER NOT NULL,
  quantity REAL NOT NULL DEFAULT 1
);
CREATE INDEX erp_wishlist_lines_wishlist ON erp_wishlist_lines (wishlist_id);
