import { indexDefinition } from '../documents/index-definitions.ts';
import { SearchError } from './errors.ts';
import { type IndexData, buildIndex } from './index-builder.ts';
import { executeSearch } from './search/execute-search.ts';

/** A handful of product documents with known content, for exact expectations in engine tests. */
const fixtureDocuments = [
  {
    id: 1,
    main: true,
    url_key: 'lavande',
    name: 'Huile essentielle de Lavande fine (5 ml)',
    description: '<p>Apaisante &amp; relaxante, pour le sommeil</p>',
    sku: 'HE-LAV-5',
    price: { default: { value: 5.9 } },
    brand: { name: 'Lumen Aroma' },
    categories: [
      { id: 10, name: 'Huiles essentielles', level: 0, parent: null },
      { id: 101, name: 'Sommeil', level: 1, parent: { name: 'Huiles essentielles' } },
    ],
    variant_attributes: { capacity: '5 ml', color: 'Bleu' },
    stock: { global: { qty: 3 } },
  },
  {
    id: 2,
    main: false,
    url_key: 'lavande',
    name: 'Huile essentielle de Lavande fine (10 ml)',
    description: '<p>Apaisante &amp; relaxante, pour le sommeil</p>',
    sku: 'HE-LAV-10',
    price: { default: { value: 8.9 } },
    brand: { name: 'Lumen Aroma' },
    categories: [
      { id: 10, name: 'Huiles essentielles', level: 0, parent: null },
      { id: 101, name: 'Sommeil', level: 1, parent: { name: 'Huiles essentielles' } },
    ],
    variant_attributes: { capacity: '10 ml', color: 'Rouge' },
    stock: { global: { qty: 0 } },
  },
  {
    id: 3,
    main: true,
    url_key: 'menthe',
    name: 'Huile essentielle de Menthe poivrée',
    description: '<p>Fraîcheur pour la digestion</p>',
    sku: 'HE-MEN-10',
    price: { default: { value: 7.2 } },
    brand: { name: 'Terre d’Ocre' },
    categories: [
      { id: 10, name: 'Huiles essentielles', level: 0, parent: null },
      { id: 104, name: 'Digestion', level: 1, parent: { name: 'Huiles essentielles' } },
    ],
    variant_attributes: { capacity: '10 ml', color: 'Bleu' },
    stock: { global: { qty: 12 } },
  },
  {
    id: 4,
    main: true,
    url_key: 'savon',
    name: 'Savon à la lavande',
    description: '<p>Savon doux saponifié à froid</p>',
    sku: 'SA-LAV',
    price: { default: { value: 6.5 } },
    brand: { name: 'Ardenne Botanique' },
    categories: [{ id: 22, name: 'Savons', level: 0, parent: null }],
    variant_attributes: { scent: 'Lavande' },
  },
  {
    id: 5,
    main: true,
    url_key: 'diffuseur',
    redirect_url_key: ['ancien-diffuseur'],
    name: 'Diffuseur Brume',
    sku: 'DI-BRU',
    price: { default: { value: 39.9 } },
    brand: { name: 'Brume & Bois' },
    categories: [{ id: 40, name: 'Diffuseurs', level: 0, parent: null }],
    variant_attributes: { colour: 'Blanc' },
  },
];

export function fixtureIndex(): IndexData {
  return buildIndex(
    'fixture_fr',
    indexDefinition('products', 'fr'),
    fixtureDocuments.map((source) => ({ id: String(source.id), source })),
  );
}

type Response = {
  hits: {
    total?: { value: number; relation: string };
    max_score: number | null;
    hits: Array<Record<string, unknown>>;
  };
  aggregations?: Record<string, unknown>;
  suggest?: Record<
    string,
    Array<{ text: string; offset: number; length: number; options: Array<{ text: string }> }>
  >;
};

/** Runs a body against the fixture index; terms lookups read the same index. */
export function searchFixture(index: IndexData, body: unknown): Response {
  return executeSearch([index], body, {
    lookupTerms: (_index, id, path) => {
      const doc = index.docById.get(id);
      const source = doc === undefined ? undefined : (index.sources[doc] as Record<string, unknown>);
      const value = source?.[path];
      return value === undefined ? [] : Array.isArray(value) ? value : [value];
    },
  }) as unknown as Response;
}

export function ids(response: Response): string[] {
  return response.hits.hits.map((hit) => String(hit._id));
}

/** The ES error a body gets, or undefined when it is accepted. */
export function searchError(index: IndexData, body: unknown): SearchError | undefined {
  try {
    searchFixture(index, body);
    return undefined;
  } catch (error) {
    if (error instanceof SearchError) return error;
    throw error;
  }
}
