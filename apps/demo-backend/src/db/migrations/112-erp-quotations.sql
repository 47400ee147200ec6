-- Quotations (sale_quotation, shopinvader_api_quotation): a cart the customer asked to have priced leaves
-- the carts (typology sale, still a draft) with quotation_state customer_request; the seller's estimate
-- makes it waiting_acceptation; the customer's acceptance confirms it into an order (accepted).
ALTER TABLE erp_sales ADD COLUMN quotation_state TEXT
  CHECK (quotation_state IN ('customer_request', 'waiting_acceptation', 'accepted'));
