-- sale_loyalty's programs beside the loyalty card: a program opened by a code (a loyalty.rule's code)
-- or applied on its own (automatic), once the products reach the rule's minimum amount (tax
-- included). Each gives one point per order and each of its rewards costs that point, so a cart claims
-- one reward per program. A product reward offers a choice among its products (reward_product_ids);
-- its discount fields keep Odoo's defaults (10, percent, order), as the module serialises them.
CREATE TABLE erp_loyalty_programs (
  id INTEGER PRIMARY KEY,
  -- JSON of the name in each language ({fr, nl, en, de})
  names TEXT NOT NULL,
  code TEXT UNIQUE COLLATE NOCASE,
  minimum_amount REAL NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE erp_loyalty_program_rewards (
  id INTEGER PRIMARY KEY,
  program_id INTEGER NOT NULL REFERENCES erp_loyalty_programs (id) ON DELETE CASCADE,
  reward_type TEXT NOT NULL CHECK (reward_type IN ('discount', 'product')),
  discount REAL NOT NULL DEFAULT 10,
  discount_mode TEXT NOT NULL DEFAULT 'percent' CHECK (discount_mode IN ('percent', 'per_order')),
  -- JSON array of product ids
  reward_product_ids TEXT NOT NULL DEFAULT '[]'
);

-- The programs a code opened on a sale (Odoo's code_enabled_rule_ids).
CREATE TABLE erp_sale_programs (
  sale_id INTEGER NOT NULL REFERENCES erp_sales (id) ON DELETE CASCADE,
  program_id INTEGER NOT NULL REFERENCES erp_loyalty_programs (id) ON DELETE CASCADE,
  PRIMARY KEY (sale_id, program_id)
);

-- The rewards claimed on a sale, with the free product chosen for a product reward.
CREATE TABLE erp_sale_rewards (
  sale_id INTEGER NOT NULL REFERENCES erp_sales (id) ON DELETE CASCADE,
  reward_id INTEGER NOT NULL REFERENCES erp_loyalty_program_rewards (id) ON DELETE CASCADE,
  free_product_id INTEGER,
  PRIMARY KEY (sale_id, reward_id)
);

-- Demo data: the code GIFT gives 10 % off or a free 5 ml of true or spike lavender (variants 11, 21);
-- from 60 € of products, 5 € off or a free 5 ml of true lavender can be claimed.
INSERT INTO erp_loyalty_programs (id, names, code, minimum_amount) VALUES
  (2, '{"fr":"Cadeau de bienvenue","nl":"Welkomstgeschenk","en":"Welcome gift","de":"Willkommensgeschenk"}', 'GIFT', 0),
  (3, '{"fr":"Dès 60 €","nl":"Vanaf € 60","en":"From €60","de":"Ab 60 €"}', NULL, 60);
INSERT INTO erp_loyalty_program_rewards (id, program_id, reward_type, discount, discount_mode, reward_product_ids) VALUES
  (11, 2, 'discount', 10, 'percent', '[]'),
  (12, 2, 'product', 10, 'percent', '[11,21]'),
  (13, 3, 'discount', 5, 'per_order', '[]'),
  (14, 3, 'product', 10, 'percent', '[11]');
