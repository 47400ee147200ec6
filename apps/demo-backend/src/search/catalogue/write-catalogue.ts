import { type Database, inTransaction } from '../../db/database.ts';
import {
  type BrandSeed,
  type CatalogueSeed,
  type CategorySeed,
  LOCALES,
  type TemplateSeed,
  axisNames,
  axisValues,
  demoCatalogue,
  kinds,
  uses,
} from '../../../seed/catalogue/index.ts';
import { barcodeFor, rolePrices, stockState } from './pricing.ts';
import { slugify } from './slug.ts';

/** Appended to SEO titles, as Odoo does with the backend's `seo_title_suffix`. */
const SHOP_NAME = 'Maison Sauge';

const META_DESCRIPTION_MAX = 255;

function categoryPaths(categories: CategorySeed[], locale: number): Map<number, string> {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const paths = new Map<number, string>();
  const pathOf = (id: number): string => {
    const known = paths.get(id);
    if (known !== undefined) return known;
    const category = byId.get(id);
    if (!category) throw new Error(`unknown category ${id}`);
    const own = slugify(category.name[locale] ?? '');
    const path = category.parent === undefined ? own : `${pathOf(category.parent)}/${own}`;
    paths.set(id, path);
    return path;
  };
  for (const category of categories) pathOf(category.id);
  return paths;
}

function writeCategories(db: Database, categories: CategorySeed[]): void {
  const insert = db.prepare('INSERT INTO catalogue_categories (id, parent_id, sequence) VALUES (?, ?, ?)');
  const insertText = db.prepare(
    `INSERT INTO catalogue_category_texts (category_id, locale, name, slug, subtitle, short_description,
       description, seo_title, meta_description, meta_keywords, redirect_url_keys)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  // Parents first, so the foreign keys hold whatever the order of the seed.
  const ordered = [...categories].sort((a, b) => depth(categories, a) - depth(categories, b));
  for (const category of ordered) insert.run(category.id, category.parent ?? null, category.sequence);
  LOCALES.forEach((locale, index) => {
    const paths = categoryPaths(categories, index);
    for (const category of categories) {
      const name = category.name[index] ?? '';
      const path = paths.get(category.id) ?? '';
      const parentPath = category.parent === undefined ? '' : `${paths.get(category.parent)}/`;
      const redirects = category.redirect ? [parentPath + slugify(category.redirect[index] ?? '')] : [];
      const description = category.description[index] ?? '';
      insertText.run(
        category.id,
        locale,
        name,
        path,
        category.subtitle?.[index] ?? null,
        description,
        `<p>${description}</p>`,
        `${name} | ${SHOP_NAME}`,
        description.slice(0, META_DESCRIPTION_MAX),
        null,
        JSON.stringify(redirects),
      );
    }
  });
}

function depth(categories: CategorySeed[], category: CategorySeed): number {
  const parent = categories.find((candidate) => candidate.id === category.parent);
  return parent ? depth(categories, parent) + 1 : 0;
}

function writeBrands(db: Database, brands: BrandSeed[]): void {
  const insert = db.prepare('INSERT INTO catalogue_brands (id, name, url_key, sequence) VALUES (?, ?, ?, ?)');
  const insertText = db.prepare(
    'INSERT INTO catalogue_brand_texts (brand_id, locale, short_description, description) VALUES (?, ?, ?, ?)',
  );
  for (const brand of brands) {
    insert.run(brand.id, brand.name, slugify(brand.name), brand.id * 10);
    LOCALES.forEach((locale, index) => {
      const text = brand.description[index] ?? '';
      insertText.run(brand.id, locale, text, `<p>${text}</p>`);
    });
  }
}

function writeTemplates(db: Database, templates: TemplateSeed[]): void {
  const insert = db.prepare(
    `INSERT INTO catalogue_templates (id, code, kind, brand_id, latin_name, ingredients, allergens, tax_rate, sequence)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertText = db.prepare(
    `INSERT INTO catalogue_template_texts (template_id, locale, name, slug, short_description, description,
       seo_title, meta_description, meta_keywords, sphere, sphere_of_use, product_type, labelling,
       use_condition, use_restriction, general_description, redirect_url_keys)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertCategory = db.prepare(
    'INSERT INTO catalogue_template_categories (template_id, category_id) VALUES (?, ?)',
  );
  const insertVariant = db.prepare(
    `INSERT INTO catalogue_variants (id, template_id, sku, barcode, sequence, capacity, stock_qty, stock_state)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertAttribute = db.prepare(
    `INSERT INTO catalogue_variant_attributes (variant_id, locale, axis, axis_name, value, sequence)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const insertPrice = db.prepare(
    'INSERT INTO catalogue_prices (variant_id, role, value, original_value, tax_included) VALUES (?, ?, ?, ?, ?)',
  );
  const usedSlugs = LOCALES.map(() => new Set<string>());
  for (const template of templates) {
    const kind = kinds[template.kind];
    insert.run(
      template.id,
      template.code,
      template.kind,
      template.brand,
      template.latin ?? null,
      template.ingredients ?? null,
      template.allergens ?? null,
      kind.taxRate,
      template.id,
    );
    LOCALES.forEach((locale, index) => {
      const name = template.name[index] ?? '';
      let slug = slugify(name);
      // Slugs are the product URLs: keep them unique per language.
      if (usedSlugs[index]?.has(slug)) slug = `${slug}-${slugify(template.code)}`;
      usedSlugs[index]?.add(slug);
      const short = template.short[index] ?? '';
      const description = template.description[index] ?? '';
      const useNames = template.uses.map((code) => uses[code]?.[index] ?? code);
      const keywords = [kind.productType[index], template.latin, ...useNames].filter(Boolean).join(', ');
      insertText.run(
        template.id,
        locale,
        name,
        slug,
        `<p>${short}</p>`,
        `<p>${description}</p>`,
        `${name} | ${SHOP_NAME}`,
        `${short} ${description}`.slice(0, META_DESCRIPTION_MAX),
        keywords,
        kind.sphere[index] ?? null,
        useNames.join(', '),
        kind.productType[index] ?? null,
        kind.labelling[index] ?? null,
        kind.useCondition[index] ?? null,
        kind.useRestriction[index] ?? null,
        kind.generalDescription[index] ?? null,
        JSON.stringify(template.redirect ? [template.redirect[index]] : []),
      );
    });
    for (const categoryId of template.categories) insertCategory.run(template.id, categoryId);
    template.variants.forEach((variant, position) => {
      const suffix = Object.values(variant.axes).map((value) => slugify(value).toUpperCase());
      const sku = [template.code, ...suffix].join('-');
      const capacity = variant.axes.capacity ?? variant.axes.weight ?? null;
      const state = stockState(variant.stock, variant.resupplying);
      insertVariant.run(
        variant.id,
        template.id,
        sku,
        barcodeFor(variant.id),
        position,
        capacity,
        variant.stock,
        state,
      );
      Object.entries(variant.axes).forEach(([axis, value], axisIndex) => {
        LOCALES.forEach((locale, index) => {
          const axisName = axisNames[axis as keyof typeof axisNames][index] ?? axis;
          insertAttribute.run(
            variant.id,
            locale,
            axis,
            axisName,
            axisValues[value]?.[index] ?? value,
            axisIndex,
          );
        });
      });
      for (const price of rolePrices(variant.price, variant.originalPrice ?? variant.price, kind.taxRate)) {
        insertPrice.run(variant.id, price.role, price.value, price.originalValue, price.taxIncluded ? 1 : 0);
      }
    });
  }
  const insertLink = db.prepare(
    'INSERT INTO catalogue_template_links (template_id, linked_template_id, kind) VALUES (?, ?, ?)',
  );
  for (const template of templates) {
    for (const linked of template.crossSelling ?? []) insertLink.run(template.id, linked, 'cross_selling');
    for (const linked of template.upSelling ?? []) insertLink.run(template.id, linked, 'up_selling');
  }
}

/** Writes catalogue seed data in one transaction; parts left out are not touched. */
export function writeCatalogue(db: Database, seed: Partial<CatalogueSeed>): void {
  inTransaction(db, () => {
    if (seed.brands) writeBrands(db, seed.brands);
    if (seed.categories) writeCategories(db, seed.categories);
    if (seed.templates) writeTemplates(db, seed.templates);
  });
}

/** Seeds the demo catalogue into an empty catalogue; returns whether it did. */
export function ensureDemoCatalogue(db: Database): boolean {
  const row = db.prepare('SELECT COUNT(*) AS count FROM catalogue_templates').get();
  if (Number(row?.count) > 0) return false;
  writeCatalogue(db, demoCatalogue);
  return true;
}
