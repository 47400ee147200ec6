import { describe, expect, it } from 'vitest';
import { type CategoryNode, categoryFacetEntries, pathTo, visibleCategories } from './search-category-facet';

const node = (id: number, name: string, children: CategoryNode[] = []): CategoryNode => ({
  id,
  name,
  children,
});
const tree = [
  node(1, 'Aromatherapy', [
    node(10, 'Essential oils', [node(101, 'Sleep'), node(102, 'Skin')]),
    node(11, 'Diffusers'),
  ]),
  node(2, 'Natural cosmetics', [node(20, 'Face')]),
];

describe('the category tree facet', () => {
  it('finds the path down to a category', () => {
    expect(pathTo(tree, 101).map((n) => n.id)).toEqual([1, 10, 101]);
    expect(pathTo(tree, 999)).toEqual([]);
  });

  it('shows the top categories, opened along the chosen one down to its children', () => {
    const shown = (id?: number) =>
      visibleCategories(tree, id).map(({ node: n, depth }) => `${depth}:${n.id}`);
    expect(shown()).toEqual(['0:1', '0:2']);
    expect(shown(10)).toEqual(['0:1', '1:10', '2:101', '2:102', '1:11', '0:2']);
    expect(shown(2)).toEqual(['0:1', '0:2', '1:20']);
  });

  it('leaves out categories without products unless chosen', () => {
    const counts = new Map([
      [1, 12],
      [10, 9],
      [101, 4],
    ]);
    expect(categoryFacetEntries(tree, 10, counts)).toEqual([
      { id: 1, name: 'Aromatherapy', depth: 0, count: 12, selected: false },
      { id: 10, name: 'Essential oils', depth: 1, count: 9, selected: true },
      { id: 101, name: 'Sleep', depth: 2, count: 4, selected: false },
    ]);
    expect(categoryFacetEntries(tree, 2, new Map())).toEqual([
      { id: 2, name: 'Natural cosmetics', depth: 0, count: 0, selected: true },
    ]);
  });
});
