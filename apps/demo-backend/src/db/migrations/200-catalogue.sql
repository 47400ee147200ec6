-- The product catalogue: the source of truth from which the search indices are built.
-- Translatable texts live in *_text tables keyed by locale (fr, nl, en, de).

CREATE TABLE catalogue_brands (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  url_key TEXT NOT NULL UNIQUE,
  sequence INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE catalogue_brand_texts (
  brand_id INTEGER NOT NULL REFERENCES catalogue_brands (id) ON DELETE CASCADE,
  locale TEXT NOT NULL,
  short_description TEXT,
  description TEXT,
  PRIMARY KEY (brand_id, locale)
);

CREATE TABLE catalogue_categories (
  id INTEGER PRIMARY KEY,
  parent_id INTEGER REFERENCES catalogue_categories (id) ON DELETE CASCADE,
  sequence INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE catalogue_category_texts (
  category_id INTEGER NOT NULL REFERENCES catalogue_categories (id) ON DELETE CASCADE,
  locale TEXT NOT NULL,
  name TEXT NOT NULL,
  slug TEXT NOT NULL,
  subtitle TEXT,
  short_description TEXT,
  description TEXT,
  seo_title TEXT,
  meta_description TEXT,
  meta_keywords TEXT,
  -- JSON array of former full url keys
  redirect_url_keys TEXT NOT NULL DEFAULT '[]',
  PRIMARY KEY (category_id, locale)
);

-- A product template: what the shopper sees as one product card.
CREATE TABLE catalogue_templates (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  -- essential_oil, vegetable_oil, hydrosol, blend, cosmetic, soap, wellbeing, herbal_tea, diffuser, candle, accessory
  kind TEXT NOT NULL,
  brand_id INTEGER REFERENCES catalogue_brands (id),
  latin_name TEXT,
  ingredients TEXT,
  allergens TEXT,
  tax_rate REAL NOT NULL,
  sequence INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE catalogue_template_texts (
  template_id INTEGER NOT NULL REFERENCES catalogue_templates (id) ON DELETE CASCADE,
  locale TEXT NOT NULL,
  name TEXT NOT NULL,
  slug TEXT NOT NULL,
  short_description TEXT,
  description TEXT,
  seo_title TEXT,
  meta_description TEXT,
  meta_keywords TEXT,
  sphere TEXT,
  sphere_of_use TEXT,
  product_type TEXT,
  labelling TEXT,
  use_condition TEXT,
  use_restriction TEXT,
  general_description TEXT,
  redirect_url_keys TEXT NOT NULL DEFAULT '[]',
  PRIMARY KEY (template_id, locale)
);

CREATE TABLE catalogue_template_categories (
  template_id INTEGER NOT NULL REFERENCES catalogue_templates (id) ON DELETE CASCADE,
  category_id INTEGER NOT NULL REFERENCES catalogue_categories (id) ON DELETE CASCADE,
  PRIMARY KEY (template_id, category_id)
);

-- cross_selling or up_selling; the search document links to the linked template's main variant.
CREATE TABLE catalogue_template_links (
  template_id INTEGER NOT NULL REFERENCES catalogue_templates (id) ON DELETE CASCADE,
  linked_template_id INTEGER NOT NULL REFERENCES catalogue_templates (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('cross_selling', 'up_selling')),
  PRIMARY KEY (template_id, linked_template_id, kind)
);

-- A sellable variant (product.product): its id is the stable product id used by carts and orders.
CREATE TABLE catalogue_variants (
  id INTEGER PRIMARY KEY,
  template_id INTEGER NOT NULL REFERENCES catalogue_templates (id) ON DELETE CASCADE,
  sku TEXT NOT NULL UNIQUE,
  barcode TEXT,
  sequence INTEGER NOT NULL DEFAULT 0,
  capacity TEXT,
  stock_qty REAL NOT NULL DEFAULT 0,
  stock_state TEXT NOT NULL DEFAULT 'in_stock'
);
CREATE INDEX catalogue_variants_template ON catalogue_variants (template_id, sequence, id);

-- One row per variant axis; the axis code is the document key, names and values are translated.
CREATE TABLE catalogue_variant_attributes (
  variant_id INTEGER NOT NULL REFERENCES catalogue_variants (id) ON DELETE CASCADE,
  locale TEXT NOT NULL,
  axis TEXT NOT NULL,
  axis_name TEXT NOT NULL,
  value TEXT NOT NULL,
  sequence INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (variant_id, locale, axis)
);

-- Prices per pricelist role: default, therapist, b2b.
CREATE TABLE catalogue_prices (
  variant_id INTEGER NOT NULL REFERENCES catalogue_variants (id) ON DELETE CASCADE,
  role TEXT NOT NULL,
  value REAL NOT NULL,
  original_value REAL NOT NULL,
  tax_included INTEGER NOT NULL,
  PRIMARY KEY (variant_id, role)
);

-- Bumped by every catalogue write, so the search index knows when to rebuild.
CREATE TABLE catalogue_revision (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  revision INTEGER NOT NULL
);
INSERT INTO catalogue_revision (id, revision) VALUES (1, 0);
