import { type Category, categoryWithoutTexts, type CategoryRef } from '~/domain/catalog';
import { DEFAULT_IMAGE_SIZE_KEYS, type ImageSizeKeys } from '~/domain/image-sizes';
import { type CategoryDocument, categoryDocumentSchema, type CategoryNodeDocument } from './document-schemas';
import { InvalidDocumentError, toImages } from './product-mapper';

function ref(node: CategoryNodeDocument): CategoryRef {
  return { id: node.id, name: node.name, level: node.level, urlKey: node.url_key ?? '' };
}

/** The parent chain, from the top category down to the direct parent. */
function parents(node: CategoryNodeDocument | null | undefined): CategoryRef[] {
  const chain: CategoryRef[] = [];
  for (let current = node; current; current = current.parent) chain.unshift(ref(current));
  return chain;
}

function child(node: CategoryNodeDocument): Category {
  return {
    ...ref(node),
    ...categoryWithoutTexts(),
    sequence: 0,
    images: [],
    parents: [],
    children: (node.childs ?? []).map(child),
  };
}

function fromDocument(doc: CategoryDocument, keys: ImageSizeKeys): Category {
  return {
    id: doc.id,
    name: doc.name,
    subtitle: doc.subtitle ?? undefined,
    shortDescription: doc.short_description ?? undefined,
    description: doc.description ?? undefined,
    seoTitle: doc.seo_title ?? undefined,
    metaKeywords: doc.meta_keywords ?? undefined,
    metaDescription: doc.meta_description ?? undefined,
    urlKey: doc.url_key,
    redirectUrlKeys: doc.redirect_url_key ?? [],
    level: doc.level,
    sequence: doc.sequence ?? 0,
    images: toImages(doc.images, keys),
    parents: parents(doc.parent),
    children: doc.childs.map(child),
  };
}

export function toCategory(
  source: unknown,
  imageSizeKeys: ImageSizeKeys = DEFAULT_IMAGE_SIZE_KEYS,
): Category {
  const parsed = categoryDocumentSchema.safeParse(source);
  if (!parsed.success) {
    const id = source && typeof source === 'object' && 'id' in source ? String(source.id) : '?';
    throw new InvalidDocumentError(
      `Category document ${id} does not match the index contract: ${parsed.error.message}`,
    );
  }
  return fromDocument(parsed.data, imageSizeKeys);
}
