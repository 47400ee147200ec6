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

export interface UpstreamModule {
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

export declare function loadUpstreamOracle(version: string): UpstreamOracle;
export declare function findUpstreamRoute(
  oracle: UpstreamOracle,
  method: string,
  urlPath: string,
): UpstreamRoute | undefined;
export declare function upstreamSchema(
  oracle: UpstreamOracle,
  schema: JsonSchema | null | undefined,
): JsonSchema;
export declare function upstreamRequestSchema(
  oracle: UpstreamOracle,
  route: UpstreamRoute,
): JsonSchema | undefined;
export declare function upstreamResponseSchema(
  oracle: UpstreamOracle,
  route: UpstreamRoute,
  status: number | string,
): JsonSchema | undefined;
export declare function validateAgainstUpstream(
  schema: JsonSchema,
  value: unknown,
  options?: { extraFields?: boolean },
): UpstreamValidation;
export declare function upstreamSamples(
  schema: JsonSchema,
  components?: Record<string, JsonSchema>,
): UpstreamSample[];
