-- Partners' positions, Odoo's partner_latitude and partner_longitude (base_geolocalize): the current
-- generation of Shopinvader's pick-up module lists the sites nearest to an address by them, and leaves
-- out sites without a position. The demo's seven pick-up sites get theirs here when seeded before.
ALTER TABLE erp_partners ADD COLUMN latitude REAL;
ALTER TABLE erp_partners ADD COLUMN longitude REAL;

CREATE TEMP TABLE demo_site_positions (code TEXT PRIMARY KEY, latitude REAL, longitude REAL);
INSERT INTO demo_site_positions VALUES
  ('LU-001', 49.6, 6.1335),
  ('LU-002', 49.4958, 5.9806),
  ('BE-001', 50.8275, 4.3643),
  ('BE-002', 51.218, 4.408),
  ('BE-003', 50.6413, 5.5716),
  ('FR-001', 49.1178, 6.1737),
  ('FR-002', 50.6363, 3.0665);
UPDATE erp_partners
SET latitude = (
    SELECT p.latitude FROM erp_pickup_sites s JOIN demo_site_positions p ON p.code = s.code
    WHERE s.partner_id = erp_partners.id
  ),
  longitude = (
    SELECT p.longitude FROM erp_pickup_sites s JOIN demo_site_positions p ON p.code = s.code
    WHERE s.partner_id = erp_partners.id
  )
WHERE kind = 'dropoff';
DROP TABLE demo_site_positions;
