-- A delivery address's instructions for the carrier (shopinvader_address_shipping_note's res.partner
-- shipping_note, a Char without size), served by shopinvader_api_address_shipping_note.
ALTER TABLE erp_partners ADD COLUMN shipping_note TEXT;
