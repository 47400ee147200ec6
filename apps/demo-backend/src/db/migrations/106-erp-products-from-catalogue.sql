-- The ERP now sells the search catalogue's variants (src/erp/catalog/search-product-catalog.ts), so its
-- own product table goes. Lines written before point at the old product ids 1-20: each moves to the
-- catalogue variant closest to what was sold, so carts and orders keep pointing at a real product.
-- Line names and order prices stay as sold; open carts are repriced at their next change.

-- The aromatherapy guide (20) has no counterpart: carts drop it, orders keep the line without a product.
DELETE FROM erp_sale_lines
WHERE kind = 'product' AND product_id = 20
  AND sale_id IN (SELECT id FROM erp_sales WHERE typology = 'cart');
UPDATE erp_sale_lines SET product_id = NULL WHERE kind = 'product' AND product_id = 20;

-- One statement, so a line moved to a new id is never moved again.
UPDATE erp_sale_lines
SET product_id = CASE product_id
  WHEN 1 THEN 12    -- lavender essential oil 10 ml → HE-LAVF-10-ML
  WHEN 2 THEN 13    -- lavender essential oil 30 ml → HE-LAVF-30-ML
  WHEN 3 THEN 42    -- tea tree essential oil 10 ml → HE-TEAT-10-ML
  WHEN 4 THEN 52    -- eucalyptus essential oil 10 ml → HE-EUCR-10-ML
  WHEN 5 THEN 82    -- peppermint essential oil 10 ml → HE-MENT-10-ML
  WHEN 6 THEN 141   -- rose essential oil 5 ml → HE-GERA-5-ML
  WHEN 7 THEN 232   -- sweet almond oil 100 ml → HV-AMAN-100-ML
  WHEN 8 THEN 241   -- jojoba oil 50 ml → HV-JOJO-50-ML
  WHEN 9 THEN 251   -- argan oil 50 ml → HV-ARGA-50-ML
  WHEN 10 THEN 471  -- relaxing massage oil 100 ml → CO-MASS-100-ML
  WHEN 11 THEN 272  -- sports massage oil 100 ml → MH-ARNI-100-ML
  WHEN 12 THEN 661  -- ceramic diffuser → AC-GALE-WHITE
  WHEN 13 THEN 631  -- USB ultrasonic diffuser → DI-BRUM-WHITE
  WHEN 14 THEN 322  -- rose hydrosol 200 ml → HY-ROSE-200-ML
  WHEN 15 THEN 332  -- chamomile hydrosol 200 ml → HY-NERO-200-ML
  WHEN 16 THEN 381  -- sleep blend 10 ml → SY-SOMM-DROPPER
  WHEN 17 THEN 371  -- breathe blend 10 ml → SY-RESP-DROPPER
  WHEN 18 THEN 691  -- aromatherapy starter kit → CF-DECO
  WHEN 19 THEN 671  -- empty dropper bottles → AC-FLAC-10-ML-AMBER
END
WHERE kind = 'product' AND product_id BETWEEN 1 AND 19;

DROP TABLE erp_products;
