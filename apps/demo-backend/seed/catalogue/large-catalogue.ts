import { type Origin, type Plant, namePatterns, origins, plants, useSentences } from './large-vocabulary.ts';
import type { Axis, Kind, TemplateSeed, Texts, VariantSeed } from './types.ts';
import { kinds } from './vocabulary.ts';

/** Generated templates start here, so they never collide with the hand-written demo catalogue. */
export const FIRST_GENERATED_ID = 100_001;

interface KindPlan {
  kind: Kind;
  categories: (plant: Plant) => number[];
  axis: Axis;
  values: string[];
  basePrice: number;
}

const USE_CATEGORY: Record<string, number> = {
  breathing: 100,
  immunity: 100,
  sleep: 101,
  stress: 101,
  skin: 102,
  hair: 102,
  muscles: 103,
};

const PLANS: KindPlan[] = [
  {
    kind: 'essential_oil',
    categories: (plant) => [USE_CATEGORY[plant.uses[0]] ?? 104],
    axis: 'capacity',
    values: ['5 ml', '10 ml', '30 ml', '100 ml'],
    basePrice: 5,
  },
  {
    kind: 'hydrosol',
    categories: () => [12],
    axis: 'capacity',
    values: ['100 ml', '200 ml', '500 ml'],
    basePrice: 7,
  },
  {
    kind: 'vegetable_oil',
    categories: () => [111],
    axis: 'capacity',
    values: ['50 ml', '100 ml', '250 ml'],
    basePrice: 8,
  },
  {
    kind: 'cosmetic',
    categories: () => [201],
    axis: 'capacity',
    values: ['30 ml', '50 ml', '100 ml'],
    basePrice: 15,
  },
  { kind: 'soap', categories: () => [22], axis: 'weight', values: ['100 g', '200 g'], basePrice: 6 },
  {
    kind: 'herbal_tea',
    categories: () => [30],
    axis: 'weight',
    values: ['50 g', '100 g', '250 g'],
    basePrice: 6,
  },
  {
    kind: 'candle',
    categories: () => [41],
    axis: 'colour',
    values: ['white', 'amber', 'black'],
    basePrice: 18,
  },
  { kind: 'bath', categories: () => [31], axis: 'weight', values: ['500 g', '1 kg'], basePrice: 9 },
];

/** Small seeded generator (mulberry32), so a catalogue of a given size is always the same. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function texts(build: (locale: number) => string): Texts {
  return [build(0), build(1), build(2), build(3)];
}

function productName(pattern: Texts, plant: Plant, origin: Origin, edition: number): Texts {
  return texts((locale) => {
    const plantName = plant.name[locale] ?? '';
    let name = (pattern[locale] ?? '').replace('{p}', plantName);
    // French elision: "de Ylang-ylang" is written "d’Ylang-ylang".
    if (locale === 0) name = name.replace(/ de ([AEIOUYÉaeiouyé])/, ' d’$1');
    const suffix = `${name} ${origin.suffix[locale]}`;
    return edition > 0 ? `${suffix} N° ${edition + 1}` : suffix;
  });
}

function variantsFor(templateId: number, plan: KindPlan, count: number, next: () => number): VariantSeed[] {
  return plan.values.slice(0, count).map((value, index) => {
    const price = Math.round(plan.basePrice * (1 + index * 1.3) * (0.8 + next() * 0.6) * 10) / 10 - 0.1;
    const onSale = next() < 0.08;
    return {
      id: templateId * 10 + index + 1,
      axes: { [plan.axis]: value },
      price: Math.max(0.9, Math.round(price * 100) / 100),
      ...(onSale ? { originalPrice: Math.round(price * 1.2 * 100) / 100 } : {}),
      stock: next() < 0.08 ? 0 : Math.floor(next() * 120),
    };
  });
}

/**
 * Templates for a benchmark catalogue of about `products` sellable products (variants, i.e. product
 * index documents per language), built from real words in four languages.
 */
export function generateLargeCatalogue(products: number, seed = 42): TemplateSeed[] {
  const next = random(seed);
  const templates: TemplateSeed[] = [];
  let variants = 0;
  for (let index = 0; variants < products; index += 1) {
    const plan = PLANS[index % PLANS.length] as KindPlan;
    const plant = plants[Math.floor(index / PLANS.length) % plants.length] as Plant;
    const combination = Math.floor(index / (PLANS.length * plants.length));
    const origin = origins[combination % origins.length] as Origin;
    const edition = Math.floor(combination / origins.length);
    const id = FIRST_GENERATED_ID + index;
    const count = Math.min(products - variants, 1 + Math.floor(next() * plan.values.length));
    const kindTexts = kinds[plan.kind];
    const useLines = plant.uses.map((use) => useSentences[use]);
    templates.push({
      id,
      code: `G${id}`,
      kind: plan.kind,
      brand: 1 + (index % 6),
      categories: plan.categories(plant),
      latin: plant.latin,
      name: productName(namePatterns[plan.kind] as Texts, plant, origin, edition),
      short: texts((locale) => useLines[0]?.[locale] ?? ''),
      description: texts((locale) =>
        [useLines[1]?.[locale], origin.sentence[locale], kindTexts.generalDescription[locale]].join(' '),
      ),
      uses: [...new Set(plant.uses)],
      variants: variantsFor(id, plan, count, next),
      crossSelling: [1 + (index % 70)],
    });
    variants += count;
  }
  return templates;
}
