/** A category as the tree facet needs it: the shop's category tree, from the category index. */
export interface CategoryNode {
  id: number;
  name: string;
  children: CategoryNode[];
}

/** One line of the tree facet: a category, its depth, its product count and whether it is chosen. */
export interface CategoryFacetEntry {
  id: number;
  name: string;
  depth: number;
  count: number;
  selected: boolean;
}

/** The nodes from the top down to `id`, or [] when the tree does not hold it. */
export function pathTo(roots: readonly CategoryNode[], id: number): CategoryNode[] {
  for (const node of roots) {
    if (node.id === id) return [node];
    const below = pathTo(node.children, id);
    if (below.length) return [node, ...below];
  }
  return [];
}

/**
 * The categories the facet shows, as a tree opened along the chosen path: the top ones, then under
 * each category of the path its children (docs/product/screens.md#search-page). Counting only these keeps the request small
 * however large the tree.
 */
export function visibleCategories(
  roots: readonly CategoryNode[],
  selectedId: number | undefined,
): { node: CategoryNode; depth: number }[] {
  const path = selectedId === undefined ? [] : pathTo(roots, selectedId);
  const open = new Set(path.map((node) => node.id));
  const walk = (nodes: readonly CategoryNode[], depth: number): { node: CategoryNode; depth: number }[] =>
    nodes.flatMap((node) => [{ node, depth }, ...(open.has(node.id) ? walk(node.children, depth + 1) : [])]);
  return walk(roots, 0);
}

/** The facet's lines with their counts; categories without products are left out unless chosen. */
export function categoryFacetEntries(
  roots: readonly CategoryNode[],
  selectedId: number | undefined,
  counts: ReadonlyMap<number, number>,
): CategoryFacetEntry[] {
  return visibleCategories(roots, selectedId)
    .map(({ node, depth }) => ({
      id: node.id,
      name: node.name,
      depth,
      count: counts.get(node.id) ?? 0,
      selected: node.id === selectedId,
    }))
    .filter((entry) => entry.count > 0 || entry.selected);
}
