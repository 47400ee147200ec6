-- A transaction uuid is applied once per cart, not once overall: when a visitor's first sync reached
-- the ERP but its answer (with the new anonymous cookie) was lost, the replay goes to the visitor's new
-- cart and must be applied there.
CREATE TABLE erp_applied_transactions_per_cart (
  uuid TEXT NOT NULL,
  sale_id INTEGER NOT NULL,
  applied_at TEXT NOT NULL,
  PRIMARY KEY (uuid, sale_id)
);
INSERT INTO erp_applied_transactions_per_cart (uuid, sale_id, applied_at)
  SELECT uuid, sale_id, applied_at FROM erp_applied_transactions;
DROP TABLE erp_applied_transactions;
ALTER TABLE erp_applied_transactions_per_cart RENAME TO erp_applied_transactions;
