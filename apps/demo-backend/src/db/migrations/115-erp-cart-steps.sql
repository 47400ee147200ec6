-- The checkout's steps of a cart (sale_cart_step, served by shopinvader_api_cart_step): Odoo's
-- sale.order.cart.step records with their codes, seeded as the module's data (data/cart_step.xml);
-- a sale's current step (cart_step_id) and the steps it has done (cart_step_done_ids).
CREATE TABLE erp_cart_steps (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL
);
INSERT INTO erp_cart_steps (id, code, name) VALUES (1, 'address', 'Address'), (2, 'checkout', 'Checkout'), (3, 'last', 'Last');

ALTER TABLE erp_sales ADD COLUMN cart_step_id INTEGER REFERENCES erp_cart_steps (id);

CREATE TABLE erp_sale_done_steps (
  sale_id INTEGER NOT NULL REFERENCES erp_sales (id) ON DELETE CASCADE,
  step_id INTEGER NOT NULL REFERENCES erp_cart_steps (id),
  PRIMARY KEY (sale_id, step_id)
);
