import type { Database } from '../../db/database.ts';
import type { RolePrice } from './pricing.ts';

export type Locale = 'fr' | 'nl' | 'en' | 'de';

export interface CatalogueCategory {
  id: number;
  parentId: number | null;
  sequence: number;
  name: string;
  urlKey: string;
  subtitle: string | null;
  shortDescription: string | null;
  description: string | null;
  seoTitle: string | null;
  metaDescription: string | null;
  metaKeywords: string | null;
  redirectUrlKeys: string[];
}

interface CatalogueBrand {
  id: number;
  name: string;
  urlKey: string;
  sequence: number;
  shortDescription: string | null;
  description: string | null;
}

interface VariantAttribute {
  axis: string;
  axisName: string;
  value: string;
}

export interface CatalogueVariant {
  id: number;
  templateId: number;
  sku: string;
  barcode: string | null;
  sequence: number;
  capacity: string | null;
  stockQty: number;
  stockState: string;
  attributes: VariantAttribute[];
  prices: RolePrice[];
}

export interface CatalogueTemplate {
  id: number;
  code: string;
  kind: string;
  brandId: number | null;
  latinName: string | null;
  ingredients: string | null;
  allergens: string | null;
  taxRate: number;
  sequence: number;
  name: string;
  urlKey: string;
  shortDescription: string | null;
  description: string | null;
  seoTitle: string | null;
  metaDescription: string | null;
  metaKeywords: string | null;
  sphere: string | null;
  sphereOfUse: string | null;
  productType: string | null;
  labelling: string | null;
  useCondition: string | null;
  useRestriction: string | null;
  generalDescription: string | null;
  redirectUrlKeys: string[];
  categoryIds: number[];
  links: { cross_selling: number[]; up_selling: number[] };
  variants: CatalogueVariant[];
}

/** Everything the search documents of one language are made of. */
export interface CatalogueSnapshot {
  locale: Locale;
  categories: CatalogueCategory[];
  brands: Map<number, CatalogueBrand>;
  templates: CatalogueTemplate[];
}

type Row = Record<string, unknown>;
const str = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));
const num = (value: unknown): number => Number(value);

function groupBy<T>(rows: Row[], key: string, map: (row: Row) => T): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const id = num(row[key]);
    let group = groups.get(id);
    if (!group) groups.set(id, (group = []));
    group.push(map(row));
  }
  return groups;
}

function readCategories(db: Database, locale: Locale): CatalogueCategory[] {
  const rows = db
    .prepare(
      `SELECT c.id, c.parent_id, c.sequence, t.* FROM catalogue_categories c
       JOIN catalogue_category_texts t ON t.category_id = c.id AND t.locale = ? ORDER BY c.id`,
    )
    .all(locale) as Row[];
  return rows.map((row) => ({
    id: num(row.id),
    parentId: row.parent_id === null ? null : num(row.parent_id),
    sequence: num(row.sequence),
    name: String(row.name),
    urlKey: String(row.slug),
    subtitle: str(row.subtitle),
    shortDescription: str(row.short_description),
    description: str(row.description),
    seoTitle: str(row.seo_title),
    metaDescription: str(row.meta_description),
    metaKeywords: str(row.meta_keywords),
    redirectUrlKeys: JSON.parse(String(row.redirect_url_keys)) as string[],
  }));
}

function readBrands(db: Database, locale: Locale): Map<number, CatalogueBrand> {
  const rows = db
    .prepare(
      `SELECT b.*, t.short_description, t.description FROM catalogue_brands b
       LEFT JOIN catalogue_brand_texts t ON t.brand_id = b.id AND t.locale = ?`,
    )
    .all(locale) as Row[];
  return new Map(
    rows.map((row) => [
      num(row.id),
      {
        id: num(row.id),
        name: String(row.name),
        urlKey: String(row.url_key),
        sequence: num(row.sequence),
        shortDescription: str(row.short_description),
        description: str(row.description),
      },
    ]),
  );
}

function readVariants(db: Database, locale: Locale, templateId?: number): Map<number, CatalogueVariant[]> {
  const where = templateId === undefined ? '' : 'WHERE template_id = ?';
  const args = templateId === undefined ? [] : [templateId];
  const variantRows = db
    .prepare(`SELECT * FROM catalogue_variants ${where} ORDER BY template_id, sequence, id`)
    .all(...args) as Row[];
  const variantFilter =
    templateId === undefined
      ? ''
      : 'AND variant_id IN (SELECT id FROM catalogue_variants WHERE template_id = ?)';
  const attributes = groupBy(
    db
      .prepare(
        `SELECT * FROM catalogue_variant_attributes WHERE locale = ? ${variantFilter} ORDER BY variant_id, sequence`,
      )
      .all(locale, ...args) as Row[],
    'variant_id',
    (row) => ({ axis: String(row.axis), axisName: String(row.axis_name), value: String(row.value) }),
  );
  const pricesWhere = templateId === undefined ? '' : `WHERE 1 ${variantFilter}`;
  const prices = groupBy(
    db
      .prepare(
        `SELECT * FROM catalogue_prices ${pricesWhere} ORDER BY variant_id, CASE role WHEN 'default' THEN 0 WHEN 'therapist' THEN 1 ELSE 2 END, role`,
      )
      .all(...args) as Row[],
    'variant_id',
    (row) =>
      ({
        role: String(row.role),
        value: num(row.value),
        originalValue: num(row.original_value),
        taxIncluded: num(row.tax_included) === 1,
      }) as RolePrice,
  );
  return groupBy(variantRows, 'template_id', (row) => ({
    id: num(row.id),
    templateId: num(row.template_id),
    sku: String(row.sku),
    barcode: str(row.barcode),
    sequence: num(row.sequence),
    capacity: str(row.capacity),
    stockQty: num(row.stock_qty),
    stockState: String(row.stock_state),
    attributes: attributes.get(num(row.id)) ?? [],
    prices: prices.get(num(row.id)) ?? [],
  }));
}

/** Reads templates (all, or one) with their texts in `locale`, variants, categories and links. */
export function readTemplates(db: Database, locale: Locale, templateId?: number): CatalogueTemplate[] {
  const where = templateId === undefined ? '' : 'WHERE p.id = ?';
  const args = templateId === undefined ? [] : [templateId];
  const rows = db
    .prepare(
      `SELECT p.*, t.* FROM catalogue_templates p
       JOIN catalogue_template_texts t ON t.template_id = p.id AND t.locale = ? ${where} ORDER BY p.id`,
    )
    .all(locale, ...args) as Row[];
  const linkWhere = templateId === undefined ? '' : 'WHERE template_id = ?';
  const categoryIds = groupBy(
    db.prepare(`SELECT * FROM catalogue_template_categories ${linkWhere}`).all(...args) as Row[],
    'template_id',
    (row) => num(row.category_id),
  );
  const links = groupBy(
    db.prepare(`SELECT * FROM catalogue_template_links ${linkWhere}`).all(...args) as Row[],
    'template_id',
    (row) => ({ kind: String(row.kind), id: num(row.linked_template_id) }),
  );
  const variants = readVariants(db, locale, templateId);
  return rows.map((row) => {
    const id = num(row.id);
    const templateLinks = links.get(id) ?? [];
    return {
      id,
      code: String(row.code),
      kind: String(row.kind),
      brandId: row.brand_id === null ? null : num(row.brand_id),
      latinName: str(row.latin_name),
      ingredients: str(row.ingredients),
      allergens: str(row.allergens),
      taxRate: num(row.tax_rate),
      sequence: num(row.sequence),
      name: String(row.name),
      urlKey: String(row.slug),
      shortDescription: str(row.short_description),
      description: str(row.description),
      seoTitle: str(row.seo_title),
      metaDescription: str(row.meta_description),
      metaKeywords: str(row.meta_keywords),
      sphere: str(row.sphere),
      sphereOfUse: str(row.sphere_of_use),
      productType: str(row.product_type),
      labelling: str(row.labelling),
      useCondition: str(row.use_condition),
      useRestriction: str(row.use_restriction),
      generalDescription: str(row.general_description),
      redirectUrlKeys: JSON.parse(String(row.redirect_url_keys)) as string[],
      categoryIds: (categoryIds.get(id) ?? []).sort((a, b) => a - b),
      links: {
        cross_selling: templateLinks.filter((link) => link.kind === 'cross_selling').map((link) => link.id),
        up_selling: templateLinks.filter((link) => link.kind === 'up_selling').map((link) => link.id),
      },
      variants: variants.get(id) ?? [],
    };
  });
}

export function readCatalogue(db: Database, locale: Locale): CatalogueSnapshot {
  return {
    locale,
    categories: readCategories(db, locale),
    brands: readBrands(db, locale),
    templates: readTemplates(db, locale),
  };
}

/** Moves whenever anything in the catalogue is written (see migration 201). */
export function catalogueRevision(db: Database): number {
  const row = db.prepare('SELECT revision FROM catalogue_revision WHERE id = 1').get();
  return Number(row?.revision ?? 0);
}
