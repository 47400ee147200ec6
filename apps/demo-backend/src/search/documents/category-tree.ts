import type { CatalogueCategory } from '../catalogue/read-catalogue.ts';

/** Category lookups shared by the product and category documents: levels, ancestors, children. */
export class CategoryTree {
  readonly byId: Map<number, CatalogueCategory>;
  private readonly children = new Map<number, CatalogueCategory[]>();

  constructor(categories: CatalogueCategory[]) {
    this.byId = new Map(categories.map((category) => [category.id, category]));
    for (const category of categories) {
      if (category.parentId === null) continue;
      const siblings = this.children.get(category.parentId) ?? [];
      siblings.push(category);
      this.children.set(category.parentId, siblings);
    }
    for (const siblings of this.children.values())
      siblings.sort((a, b) => a.sequence - b.sequence || a.id - b.id);
  }

  /** Parents from the nearest to the root. */
  ancestors(category: CatalogueCategory): CatalogueCategory[] {
    const chain: CatalogueCategory[] = [];
    let parentId = category.parentId;
    while (parentId !== null) {
      const parent = this.byId.get(parentId);
      if (!parent) break;
      chain.push(parent);
      parentId = parent.parentId;
    }
    return chain;
  }

  level(category: CatalogueCategory): number {
    return this.ancestors(category).length;
  }

  childrenOf(id: number): CatalogueCategory[] {
    return this.children.get(id) ?? [];
  }

  /** The given categories and all their ancestors, once each, by level then sequence. */
  withAncestors(ids: number[]): CatalogueCategory[] {
    const seen = new Map<number, CatalogueCategory>();
    for (const id of ids) {
      const category = this.byId.get(id);
      if (!category) continue;
      for (const member of [category, ...this.ancestors(category)]) seen.set(member.id, member);
    }
    return [...seen.values()].sort(
      (a, b) => this.level(a) - this.level(b) || a.sequence - b.sequence || a.id - b.id,
    );
  }

  /** `{id, name, level, url_key}` plus the given parent and children, as Shopinvader nests them. */
  shortDocument(category: CatalogueCategory, parent: unknown, childs: unknown[]): Record<string, unknown> {
    return {
      id: category.id,
      name: category.name,
      level: this.level(category),
      url_key: category.urlKey,
      parent,
      childs,
    };
  }

  parentChain(category: CatalogueCategory): Record<string, unknown> | null {
    if (category.parentId === null) return null;
    const parent = this.byId.get(category.parentId);
    return parent ? this.shortDocument(parent, this.parentChain(parent), []) : null;
  }

  subtree(id: number): Record<string, unknown>[] {
    return this.childrenOf(id).map((child) => this.shortDocument(child, null, this.subtree(child.id)));
  }
}
