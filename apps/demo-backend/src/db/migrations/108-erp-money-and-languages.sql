-- Money and language as Odoo 16 answers them (docs/erp.md, "Money" and "Languages").

-- A product line keeps Odoo's price_unit: the catalogue's tax-included price for the public and
-- therapist pricelists (price_include = 1), the net price for b2b. Lines written before held an
-- untaxed unit price, the tax-included one divided by 1 + rate: such a price is not to the cent while
-- its tax-included one is, which tells them from b2b prices (always to the cent).
ALTER TABLE erp_sale_lines ADD COLUMN price_include INTEGER NOT NULL DEFAULT 0;
UPDATE erp_sale_lines
SET price_include = 1, unit_price = ROUND(unit_price * (1 + tax_rate), 2)
WHERE kind = 'product'
  AND ABS(unit_price * (1 + tax_rate) * 100 - ROUND(unit_price * (1 + tax_rate) * 100)) < 1e-6
  AND ABS(unit_price * 100 - ROUND(unit_price * 100)) > 1e-6;

-- A line's name in every language (JSON {fr, nl, en, de}), as Odoo 16 keeps translatable fields, so a
-- cart or an order reads in the language of each request. Lines written before keep their one name,
-- delivery lines take their carrier's names.
ALTER TABLE erp_sale_lines ADD COLUMN names TEXT NOT NULL DEFAULT '{}';
UPDATE erp_sale_lines SET names = json_object('fr', name);
UPDATE erp_sale_lines
SET names = (SELECT c.names FROM erp_carriers c WHERE c.product_id = erp_sale_lines.product_id)
WHERE kind = 'delivery'
  AND EXISTS (SELECT 1 FROM erp_carriers c WHERE c.product_id = erp_sale_lines.product_id);
ALTER TABLE erp_sale_lines DROP COLUMN name;

-- Payment providers' names and pending messages in every language (payment.provider's translatable
-- name and pending_msg).
ALTER TABLE erp_payment_providers ADD COLUMN names TEXT NOT NULL DEFAULT '{}';
ALTER TABLE erp_payment_providers ADD COLUMN pending_messages TEXT NOT NULL DEFAULT '{}';
UPDATE erp_payment_providers
SET names = json_object('fr', name),
    pending_messages = CASE WHEN pending_message IS NULL THEN '{}' ELSE json_object('fr', pending_message) END;
UPDATE erp_payment_providers
SET names = json_object('fr', 'Carte (démo)', 'nl', 'Kaart (demo)', 'en', 'Card (demo)', 'de', 'Karte (Demo)'),
    pending_messages = json_object(
      'fr', 'Votre paiement est en cours de traitement.',
      'nl', 'Uw betaling wordt verwerkt.',
      'en', 'Your payment is being processed.',
      'de', 'Ihre Zahlung wird bearbeitet.')
WHERE code = 'demo_card';
UPDATE erp_payment_providers
SET names = json_object('fr', 'Virement bancaire', 'nl', 'Overschrijving', 'en', 'Wire transfer', 'de', 'Banküberweisung'),
    pending_messages = json_object(
      'fr', 'Veuillez virer le montant sur le compte IBAN LU28 0019 4006 4475 0000 (BIC DEMOLULL), avec la référence de la commande en communication.',
      'nl', 'Gelieve het bedrag over te schrijven op rekening IBAN LU28 0019 4006 4475 0000 (BIC DEMOLULL), met de bestelreferentie als mededeling.',
      'en', 'Please transfer the amount to IBAN LU28 0019 4006 4475 0000 (BIC DEMOLULL), with the order reference as communication.',
      'de', 'Bitte überweisen Sie den Betrag auf das Konto IBAN LU28 0019 4006 4475 0000 (BIC DEMOLULL) und geben Sie die Bestellnummer als Verwendungszweck an.')
WHERE code = 'custom';

-- An order points at the provider it was paid with, whose name is answered in the request's
-- language; orders stored the provider's English name before.
ALTER TABLE erp_sales ADD COLUMN payment_provider_id INTEGER REFERENCES erp_payment_providers (id);
UPDATE erp_sales
SET payment_provider_id = (SELECT p.id FROM erp_payment_providers p WHERE p.name = erp_sales.payment_mode)
WHERE payment_mode IS NOT NULL;
ALTER TABLE erp_sales DROP COLUMN payment_mode;
ALTER TABLE erp_payment_providers DROP COLUMN name;
ALTER TABLE erp_payment_providers DROP COLUMN pending_message;

-- The language of the shopper who started a payment: the provider's page and its pending message
-- speak it, whatever language the browser's own requests ask for.
ALTER TABLE erp_payment_transactions ADD COLUMN lang TEXT NOT NULL DEFAULT 'fr';
