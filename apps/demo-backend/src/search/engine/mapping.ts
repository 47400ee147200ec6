import type { Analyzer, IndexAnalysis, Normalizer } from '../analysis/analyzer.ts';

/**
 * Index mappings in Elasticsearch's own JSON form (so `GET /{index}/_mapping` shows them), compiled to
 * a flat table of field paths. Unknown leaves are mapped dynamically at indexing time, as ES does.
 */
type LeafType = 'text' | 'keyword' | 'integer' | 'long' | 'float' | 'boolean';

export interface FieldMapping {
  path: string;
  type: LeafType;
  /** Path of the _source value this field is made of (differs for multi-fields and copy_to). */
  sourcePath: string;
  /** The nested object path this field belongs to, or '' for root fields. */
  nestedPath: string;
  /** Text fields: the analyzer of the indexed values and the one of query texts. */
  analyzer?: Analyzer;
  searchAnalyzer?: Analyzer;
  /** Text fields: whether token positions are kept (index_options positions, the default). */
  positions?: boolean;
  /** Keyword fields with a normalizer: values and query terms go through it. */
  normalize?: Normalizer;
  ignoreAbove?: number;
}

interface DynamicTemplateJson {
  path_match: string;
  match_mapping_type?: string;
  mapping: Record<string, unknown>;
}

export interface MappingJson {
  dynamic_templates?: Array<Record<string, DynamicTemplateJson>>;
  properties: Record<string, PropertyJson>;
}

export interface PropertyJson {
  type?: string;
  enabled?: boolean;
  analyzer?: string;
  search_analyzer?: string;
  index_options?: string;
  normalizer?: string;
  ignore_above?: number;
  copy_to?: string | string[];
  fields?: Record<string, PropertyJson>;
  properties?: Record<string, PropertyJson>;
}

export type PathKind = 'nested' | 'object' | 'disabled';

export class IndexMapping {
  readonly fields = new Map<string, FieldMapping>();
  /** Fields fed by each _source leaf: itself, its multi-fields and copy_to targets. */
  readonly targets = new Map<string, FieldMapping[]>();
  readonly paths = new Map<string, PathKind>();
  readonly json: MappingJson;
  private readonly analysis: IndexAnalysis;

  constructor(json: MappingJson, analysis: IndexAnalysis) {
    this.json = structuredClone(json);
    this.analysis = analysis;
    const copies: Array<[from: string, to: string]> = [];
    this.compile(json.properties, '', '', copies);
    for (const [from, to] of copies) {
      const target = this.fields.get(to);
      if (!target) throw new Error(`copy_to target ${to} of ${from} is not declared`);
      this.addTarget(from, target);
    }
  }

  private compile(
    properties: Record<string, PropertyJson>,
    prefix: string,
    nestedPath: string,
    copies: Array<[string, string]>,
  ): void {
    for (const [name, property] of Object.entries(properties)) {
      const path = prefix ? `${prefix}.${name}` : name;
      if (property.enabled === false) {
        this.paths.set(path, 'disabled');
      } else if (property.type === 'nested') {
        this.paths.set(path, 'nested');
        this.compile(property.properties ?? {}, path, path, copies);
      } else if (property.type === undefined || property.type === 'object') {
        this.paths.set(path, 'object');
        this.compile(property.properties ?? {}, path, nestedPath, copies);
      } else {
        this.addLeaf(path, property, path, nestedPath);
        for (const target of [property.copy_to ?? []].flat()) copies.push([path, target]);
      }
    }
  }

  private addLeaf(path: string, property: PropertyJson, sourcePath: string, nestedPath: string): void {
    const field: FieldMapping = { path, type: property.type as LeafType, sourcePath, nestedPath };
    if (field.type === 'text') {
      // Elasticsearch's rule: a field's own analyzer serves its queries too unless it names a
      // search_analyzer; a field naming none is indexed with `default`, searched with `default_search`.
      field.analyzer = this.analysis.analyzer(property.analyzer ?? 'default');
      field.searchAnalyzer = property.search_analyzer
        ? this.analysis.analyzer(property.search_analyzer)
        : property.analyzer
          ? field.analyzer
          : this.analysis.defaultSearchAnalyzer();
      // `docs` and `freqs` keep no positions: such a field serves match queries, not phrases.
      field.positions = property.index_options !== 'docs' && property.index_options !== 'freqs';
    }
    if (property.normalizer) field.normalize = this.analysis.normalizer(property.normalizer);
    if (property.ignore_above !== undefined) field.ignoreAbove = property.ignore_above;
    this.fields.set(path, field);
    this.addTarget(sourcePath, field);
    for (const [subName, sub] of Object.entries(property.fields ?? {})) {
      this.addLeaf(`${path}.${subName}`, sub, sourcePath, nestedPath);
    }
  }

  private addTarget(sourcePath: string, field: FieldMapping): void {
    const list = this.targets.get(sourcePath) ?? [];
    list.push(field);
    this.targets.set(sourcePath, list);
  }

  /** The nested path enclosing `path` ('' at the root), following declared and dynamic objects. */
  nestedPathOf(path: string): string {
    let nested = '';
    let prefix = '';
    for (const part of path.split('.')) {
      prefix = prefix ? `${prefix}.${part}` : part;
      if (this.paths.get(prefix) === 'nested') nested = prefix;
    }
    return nested;
  }

  /** Maps a new _source leaf the way ES dynamic mapping would, and returns the fields it feeds. */
  mapDynamic(path: string, sample: unknown): FieldMapping[] {
    const nestedPath = this.nestedPathOf(path);
    const detected = detectedType(sample);
    const template = this.json.dynamic_templates
      ?.flatMap((entry) => Object.values(entry))
      .find(
        (candidate) =>
          globMatches(candidate.path_match, path) &&
          (candidate.match_mapping_type === undefined ||
            candidate.match_mapping_type === '*' ||
            candidate.match_mapping_type === detected),
      );
    let property: PropertyJson;
    if (template) property = template.mapping as PropertyJson;
    else if (typeof sample === 'boolean') property = { type: 'boolean' };
    else if (typeof sample === 'number') property = { type: Number.isInteger(sample) ? 'long' : 'float' };
    else property = { type: 'text', fields: { keyword: { type: 'keyword', ignore_above: 256 } } };
    this.addLeaf(path, property, path, nestedPath);
    setProperty(this.json.properties, path.split('.'), property);
    return this.targets.get(path) ?? [];
  }
}

/** The JSON type dynamic mapping sees, as `match_mapping_type` names it. */
function detectedType(sample: unknown): string {
  if (typeof sample === 'boolean') return 'boolean';
  if (typeof sample === 'number') return Number.isInteger(sample) ? 'long' : 'double';
  return 'string';
}

function globMatches(pattern: string, path: string): boolean {
  const regex = new RegExp(`^${pattern.split('*').map(escapeRegex).join('.*')}$`);
  return regex.test(path);
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function setProperty(properties: Record<string, PropertyJson>, parts: string[], leaf: PropertyJson): void {
  const [head, ...rest] = parts;
  if (head === undefined) return;
  if (rest.length === 0) {
    properties[head] = leaf;
    return;
  }
  const holder = (properties[head] ??= { properties: {} });
  setProperty((holder.properties ??= {}), rest, leaf);
}
