-- Odoo's free_over and amount on delivery.carrier: shipping is free once the order, tax included and
-- without the delivery line, reaches the amount. Kept per destination country as the prices are (a
-- country here stands for one of Odoo's country-restricted carriers): a JSON object country id (or
-- "default", before the cart has an address) -> amount; NULL, never free. The demo shop ships free in
-- Belgium from 49 €, to the door or to a pick-up point, as its CMS pages say.
ALTER TABLE erp_carriers ADD COLUMN free_over TEXT;
UPDATE erp_carriers SET free_over = '{"default":49,"21":49}' WHERE code IN ('STD', 'PICKUP');
