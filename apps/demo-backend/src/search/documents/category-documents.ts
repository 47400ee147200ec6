import type { CatalogueSnapshot } from '../catalogue/read-catalogue.ts';
import { imageSet } from '../media/media-urls.ts';
import { CategoryTree } from './category-tree.ts';
import type { SearchDocument } from './search-document.ts';

/** One document per shop category, with its parent chain and its whole subtree (docs/contracts/search.md#category-document). */
export function categoryDocuments(snapshot: CatalogueSnapshot, mediaBaseUrl: string): SearchDocument[] {
  const tree = new CategoryTree(snapshot.categories);
  return snapshot.categories.map((category) => ({
    id: String(category.id),
    source: {
      id: category.id,
      name: category.name,
      level: tree.level(category),
      sequence: category.sequence,
      url_key: category.urlKey,
      redirect_url_key: category.redirectUrlKeys,
      parent: tree.parentChain(category),
      childs: tree.subtree(category.id),
      seo_title: category.seoTitle,
      meta_keywords: category.metaKeywords,
      meta_description: category.metaDescription,
      subtitle: category.subtitle,
      short_description: category.shortDescription,
      description: category.description,
      images: [imageSet(mediaBaseUrl, 'categories', category.id, category.name)],
    },
  }));
}
