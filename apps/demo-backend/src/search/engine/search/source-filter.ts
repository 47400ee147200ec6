/**
 * What of a document's `_source` a hit carries: all of it, none of it, or only some fields, named by
 * their dotted paths as Elasticsearch's `_source: ["id", "price.default"]` does (a path keeps the whole
 * value under it; arrays of objects are filtered element by element; a path that is absent adds nothing).
 */
export type SourceFilter = boolean | readonly string[];

type Tree = Map<string, Tree | true>;

function pathTree(paths: readonly string[]): Tree {
  const root: Tree = new Map();
  for (const path of paths) {
    const segments = path.split('.');
    let node = root;
    segments.forEach((segment, index) => {
      if (node.get(segment) === true) return;
      if (index === segments.length - 1) {
        node.set(segment, true);
        return;
      }
      let child = node.get(segment);
      if (child === undefined) node.set(segment, (child = new Map()));
      node = child as Tree;
    });
  }
  return root;
}

function pick(value: unknown, tree: Tree): unknown {
  if (Array.isArray(value)) {
    const picked = value.map((item) => pick(item, tree)).filter((item) => item !== undefined);
    return picked.length > 0 ? picked : undefined;
  }
  if (value === null || typeof value !== 'object') return undefined;
  const result: Record<string, unknown> = {};
  for (const [key, child] of tree) {
    if (!Object.hasOwn(value, key)) continue;
    const inner = (value as Record<string, unknown>)[key];
    const kept = child === true ? inner : pick(inner, child);
    if (kept !== undefined) result[key] = kept;
  }
  return Object.keys(result).length > 0 ? result : undefined;
}

/** The `_source` a hit carries under this filter, or undefined when it carries none. */
export function filterSource(source: unknown, filter: SourceFilter): unknown {
  if (filter === true) return source;
  if (filter === false) return undefined;
  return pick(source, pathTree(filter)) ?? {};
}
