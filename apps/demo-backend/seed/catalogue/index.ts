import { brands, categories, type BrandSeed, type CategorySeed } from './categories.ts';
import { essentialOils } from './essential-oils.ts';
import { homeAndWellbeing } from './home-and-wellbeing.ts';
import { oilsAndHydrosols } from './oils-and-hydrosols.ts';
import { skincare } from './skincare.ts';
import type { TemplateSeed } from './types.ts';

export interface CatalogueSeed {
  categories: CategorySeed[];
  brands: BrandSeed[];
  templates: TemplateSeed[];
}

/** The demo shop: a natural-care and aromatherapy catalogue written in French, Dutch, English and German. */
export const demoCatalogue: CatalogueSeed = {
  categories,
  brands,
  templates: [...essentialOils, ...oilsAndHydrosols, ...skincare, ...homeAndWellbeing],
};

export type { BrandSeed, CategorySeed } from './categories.ts';
export * from './types.ts';
export * from './vocabulary.ts';
