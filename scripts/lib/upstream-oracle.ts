// Reading the upstream oracle (scripts/upstream-oracle.ts writes it; tools/upstream-oracle/README.md says
// what it holds): the routes and answer schemas of the released Shopinvader modules, per Odoo version.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';

export type JsonSchema = Record<string, unknown>;

export interface UpstreamRoute {
  method: string;
  /** FastAPI's template, e.g. `/sales/{sale_id}`; the cart routers under `/carts`. */
  path: string;
  /** The released module that declares it. */
  module: string | null;
  statusCode: number | null;
  deprecated: boolean;
  requestBody: { contentType: string; required: boolean; schema: JsonSchema | null } | null;
  query: { name: string; required: boolean; schema: JsonSchema | null }[];
  pathParameters: string[];
  responses: Record<string, { contentType: string | null; schema: JsonSchema | null }>;
}

interface UpstreamModule {
  name: string;
  version: string | null;
  role: 'api' | 'index' | 'price-exporter' | 'framework';
  released: boolean;
}

export interface UpstreamOracle {
  odooVersion: string;
  generator: { hash: string; by: string };
  modules: UpstreamModule[];
  /** The pinned modules with no release for this Odoo version. */
  missing: string[];
  cartPrefix: string;
  routes: UpstreamRoute[];
  /** Every `type` a sale line can have (the schema declares only a string). */
  saleLineTypes: string[];
  components: Record<string, JsonSchema>;
  /** The search-index documents, self-contained schemas: one product document per price exporter. */
  documents: { product: Record<string, JsonSchema>; category: JsonSchema | null };
}

export interface UpstreamValidation {
  valid: boolean;
  errors: string[];
}

export interface UpstreamSample {
  name: string;
  /** Whether the instance fits the declared schema (Odoo's `false` and unknown fields do not). */
  declared: boolean;
  value: unknown;
}

const UPSTREAM_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../.data/upstream');

/** The parsed .data/upstream/<version>.json; `npm run oracle` (or ensureUpstreamOracle) writes it. */
export function loadUpstreamOracle(version: string): UpstreamOracle {
  const file = path.join(UPSTREAM_DIR, `${version}.json`);
  if (!existsSync(file))
    throw new Error(`No upstream oracle for Shopinvader ${version} (${file}): run \`npm run oracle\` first`);
  return JSON.parse(readFileSync(file, 'utf8')) as UpstreamOracle;
}

function segments(urlPath: string): string[] {
  return (urlPath.split('?')[0] ?? '').replace(/^\/+/, '').split('/');
}

/**
 * The upstream route a concrete call reaches: `('GET', 'sales/12')` → the `/sales/{sale_id}` route. A literal
 * segment wins over a parameter, as FastAPI's first-declared routes do for `/carts/current` and `/carts/{uuid}`.
 */
export function findUpstreamRoute(
  oracle: UpstreamOracle,
  method: string,
  urlPath: string,
): UpstreamRoute | undefined {
  const wanted = segments(urlPath);
  let best: UpstreamRoute | undefined;
  let bestLiterals = -1;
  for (const route of oracle.routes) {
    if (route.method !== method.toUpperCase()) continue;
    const template = segments(route.path);
    if (template.length !== wanted.length) continue;
    let literals = 0;
    const matches = template.every((part, index) => {
      if (/^\{[^}]+\}$/.test(part)) return wanted[index] !== '';
      literals += 1;
      return part === wanted[index];
    });
    if (matches && literals > bestLiterals) {
      best = route;
      bestLiterals = literals;
    }
  }
  return best;
}

/** A schema of the oracle made self-contained: its `#/components/schemas/…` references resolve. */
export function upstreamSchema(oracle: UpstreamOracle, schema: JsonSchema | null | undefined): JsonSchema {
  return { allOf: [schema ?? {}], components: { schemas: oracle.components } };
}

/** The route's request body schema, self-contained, or undefined when it takes no body. */
export function upstreamRequestSchema(oracle: UpstreamOracle, route: UpstreamRoute): JsonSchema | undefined {
  return route.requestBody ? upstreamSchema(oracle, route.requestBody.schema) : undefined;
}

/** The schema of the route's answer with that status, self-contained, or undefined when upstream declares none. */
export function upstreamResponseSchema(
  oracle: UpstreamOracle,
  route: UpstreamRoute,
  status: number | string,
): JsonSchema | undefined {
  const response = route.responses[String(status)];
  return response?.schema ? upstreamSchema(oracle, response.schema) : undefined;
}

// Pydantic writes naive datetimes (Odoo's are UTC without an offset): the offset is optional.
const FORMATS = {
  'date-time': /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/,
  date: /^\d{4}-\d{2}-\d{2}$/,
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  base64: /^[A-Za-z0-9+/]*={0,2}$/,
};
const ajv = new Ajv2020({ strict: false, allErrors: true, formats: FORMATS });
const compiled = new WeakMap<JsonSchema, ValidateFunction>();
const compiledOpen = new WeakMap<JsonSchema, ValidateFunction>();

function describe(error: ErrorObject): string {
  const where = error.instancePath || '(the value)';
  if (error.keyword === 'additionalProperties')
    return `${where} has the field "${error.params.additionalProperty}", which upstream does not declare`;
  if (error.keyword === 'enum')
    return `${where} ${error.message}: ${(error.params.allowedValues as unknown[]).join(', ')}`;
  return `${where} ${error.message}`;
}

/** The schema with every object open to fields it does not declare. */
function openObjects(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(openObjects);
  if (!schema || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key, value]) => !(key === 'additionalProperties' && value === false))
      .map(([key, value]) => [key, openObjects(value)]),
  );
}

function validatorOf(schema: JsonSchema, extraFields: boolean): ValidateFunction {
  const cache = extraFields ? compiledOpen : compiled;
  let validate = cache.get(schema);
  if (!validate) {
    validate = ajv.compile(extraFields ? (openObjects(schema) as JsonSchema) : schema);
    cache.set(schema, validate);
  }
  return validate;
}

/**
 * Whether a value fits an (upstream, self-contained) schema, and why not in words. With `extraFields`, fields
 * the schema does not declare are allowed (a route a deployment's own module widens).
 */
export function validateAgainstUpstream(
  schema: JsonSchema,
  value: unknown,
  { extraFields = false }: { extraFields?: boolean } = {},
): UpstreamValidation {
  const validate = validatorOf(schema, extraFields);
  if (validate(value)) return { valid: true, errors: [] };
  // Every branch of an `X | None` reports its own failure: "must be null" only says that X failed, which the
  // errors of X (at that place or below) say better.
  const all = (validate.errors ?? []).filter((error) => error.keyword !== 'anyOf');
  const useful = all.filter(
    (error) =>
      !(error.keyword === 'type' && error.params.type === 'null') ||
      !all.some((other) => other !== error && other.instancePath.startsWith(error.instancePath)),
  );
  return { valid: false, errors: [...new Set(useful.map(describe))] };
}

// ---- Samples: instances a reader must accept, generated from a schema ----

const MAX_DEPTH = 6;
const EXTRA_FIELD = 'x_field_of_another_module';
/** What the generator reads of a JSON schema (the oracle's are Pydantic's). */
interface SchemaNode {
  $ref?: string;
  const?: unknown;
  enum?: unknown[];
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  allOf?: SchemaNode[];
  type?: string | string[];
  format?: string;
  minimum?: number;
  items?: SchemaNode;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  additionalProperties?: boolean | SchemaNode;
  $defs?: Record<string, SchemaNode>;
  components?: { schemas?: Record<string, SchemaNode> };
}
type Components = Record<string, SchemaNode>;
interface Variant {
  requiredOnly: boolean;
  nulls: boolean;
  odooFalse: boolean;
  extra: boolean;
  enumIndex: number;
}

const STRINGS: Record<string, string> = {
  'date-time': '2024-05-06T07:08:09',
  date: '2024-05-06',
  uuid: '5f0c6a52-3b1e-4f7e-9a55-0d6c2b1e8a11',
  base64: 'aGVsbG8=',
};

function resolve(schema: SchemaNode, components: Components): SchemaNode {
  let current: SchemaNode | undefined = schema;
  while (current && current.$ref) {
    const name: string = current.$ref.split('/').pop() ?? '';
    current = components[name];
    if (!current) throw new Error(`upstreamSamples: unknown reference ${schema.$ref}`);
  }
  return current ?? {};
}

function branches(schema: SchemaNode): SchemaNode[] | null {
  return schema.anyOf ?? schema.oneOf ?? null;
}

function isNull(schema: SchemaNode): boolean {
  return schema.type === 'null';
}

function nullable(schema: SchemaNode): boolean {
  return branches(schema)?.some(isNull) ?? false;
}

/** Odoo answers `false` for an empty reference, text or number field: where upstream declares one nullable. */
function takesOdooFalse(schema: SchemaNode, components: Components): boolean {
  return (branches(schema) ?? []).some((branch) => {
    const target = resolve(branch, components);
    return (
      ['string', 'integer', 'number', 'object'].includes(String(target.type)) || Boolean(target.properties)
    );
  });
}

function generate(schema: SchemaNode, components: Components, variant: Variant, depth: number): unknown {
  const target = resolve(schema, components);
  if ('const' in target) return target.const;
  if (target.enum) return target.enum[variant.enumIndex % target.enum.length];
  const options = branches(target);
  if (options) {
    const concrete = options.filter((branch) => !isNull(resolve(branch, components)));
    if (concrete.length === 0 || depth >= MAX_DEPTH) return null;
    return generate(concrete[variant.enumIndex % concrete.length] ?? {}, components, variant, depth);
  }
  if (target.allOf) return generate(target.allOf[0] ?? {}, components, variant, depth);
  const type = Array.isArray(target.type) ? target.type.find((item) => item !== 'null') : target.type;
  if (type === 'array' || target.items) {
    return depth >= MAX_DEPTH ? [] : [generate(target.items ?? {}, components, variant, depth + 1)];
  }
  if (type === 'object' || target.properties) return generateObject(target, components, variant, depth);
  if (type === 'integer') return Math.max(1, target.minimum ?? 1);
  if (type === 'number') return Math.max(1.5, target.minimum ?? 1.5);
  if (type === 'boolean') return true;
  if (type === 'null') return null;
  if (type === 'string') return STRINGS[target.format ?? ''] ?? 'text';
  return 'any';
}

function generateObject(
  target: SchemaNode,
  components: Components,
  variant: Variant,
  depth: number,
): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  const required = new Set(target.required ?? []);
  for (const [name, property] of Object.entries(target.properties ?? {})) {
    if (variant.requiredOnly && !required.has(name)) continue;
    const resolved = resolve(property, components);
    if (variant.nulls && nullable(resolved)) value[name] = null;
    else if (variant.odooFalse && takesOdooFalse(resolved, components)) value[name] = false;
    else if (depth >= MAX_DEPTH && !required.has(name)) continue;
    else value[name] = generate(property, components, variant, depth + 1);
  }
  if (target.additionalProperties && typeof target.additionalProperties === 'object' && !target.properties) {
    // A dict keyed by an Odoo id (e.g. price_by_pricelist: {"1": …}).
    value['1'] = generate(target.additionalProperties, components, variant, depth + 1);
  }
  if (variant.extra) value[EXTRA_FIELD] = 'text';
  return value;
}

function maxEnumLength(schema: SchemaNode, components: Components, seen = new Set<SchemaNode>()): number {
  const target = resolve(schema, components);
  if (seen.has(target)) return 1;
  seen.add(target);
  let longest = Math.max(target.enum?.length ?? 1, branches(target)?.length ?? 1);
  const children = [
    ...Object.values(target.properties ?? {}),
    ...(branches(target) ?? []),
    ...(target.allOf ?? []),
    ...(target.items ? [target.items] : []),
    ...(typeof target.additionalProperties === 'object' ? [target.additionalProperties] : []),
  ];
  for (const child of children) longest = Math.max(longest, maxEnumLength(child, components, seen));
  return longest;
}

/**
 * Instances a reader must accept, generated from an upstream schema (deterministic): every field; the
 * required fields only; every nullable field null; Odoo's `false` where upstream declares a nullable text,
 * number or reference (outside the declared schema: the modules build answers with `model_construct`);
 * an unknown field on every object (another installed module's); and one instance per value of the
 * longest enum (each enum, e.g. a sale line's `type`, takes each of its values in turn).
 * `components` resolves `#/components/schemas/…` (the oracle's) and `#/$defs/…` (a document schema's).
 */
export function upstreamSamples(
  schema: JsonSchema,
  components: Record<string, JsonSchema> = {},
): UpstreamSample[] {
  const root: SchemaNode = schema;
  const all: Components = { ...components, ...(root.$defs ?? {}), ...(root.components?.schemas ?? {}) };
  const base: Variant = { requiredOnly: false, nulls: false, odooFalse: false, extra: false, enumIndex: 0 };
  const samples = [
    { name: 'all fields', declared: true, variant: base },
    { name: 'required fields only', declared: true, variant: { ...base, requiredOnly: true } },
    { name: 'nullable fields null', declared: true, variant: { ...base, nulls: true } },
    { name: "Odoo's false for empty values", declared: false, variant: { ...base, odooFalse: true } },
    { name: 'an unknown field on every object', declared: false, variant: { ...base, extra: true } },
  ];
  const enumLength = maxEnumLength(root, all);
  for (let index = 1; index < enumLength; index += 1)
    samples.push({
      name: `each enum's value #${index + 1}`,
      declared: true,
      variant: { ...base, enumIndex: index },
    });
  return samples.map(({ name, declared, variant }) => ({
    name,
    declared,
    value: generate(root, all, variant, 0),
  }));
}
