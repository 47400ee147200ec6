import type { Core } from '@strapi/strapi';
import { LOCALE_CODES, DEFAULT_LOCALE } from '../lib/locales';
import { localize } from './localize';
import { readSeedFiles, type SeedDocument, type SeedNavigationEntry } from './seed-files';
import { toDocumentData, type Resolvers } from './to-document-data';
import { uploadImages } from './upload-images';

/** Raise when the demo content changes in a way existing databases should not receive twice. */
const SEED_VERSION = 1;
const MARKER = { type: 'plugin', name: 'cms', key: 'demo-seed' } as const;

type Uid = 'api::page.page' | 'api::article.article' | 'api::header.header' | 'api::navigation-item.navigation-item';

const withoutOptions = (doc: SeedDocument): Record<string, unknown> =>
  Object.fromEntries(Object.entries(doc).filter(([key]) => !key.startsWith('$')));

/**
 * Creates one document in every language (French first, the others as its localizations), then
 * publishes all of them unless the seed file says `"$publish": false`.
 */
const createLocalized = async (strapi: Core.Strapi, uid: Uid, doc: SeedDocument, resolvers: Resolvers, name: string): Promise<string> => {
  const attributes = strapi.contentType(uid).attributes as Parameters<typeof toDocumentData>[1];
  const dataIn = (locale: (typeof LOCALE_CODES)[number]) =>
    toDocumentData(strapi, attributes, localize(withoutOptions(doc), locale, name) as Record<string, unknown>, resolvers, `${name}(${locale})`);
  const documents = strapi.documents(uid);
  // One transaction per document: an interrupted seeding leaves whole documents or none.
  return strapi.db.transaction(async () => {
    const created = await documents.create({ locale: DEFAULT_LOCALE, data: dataIn(DEFAULT_LOCALE) as never });
    for (const locale of LOCALE_CODES.filter((code) => code !== DEFAULT_LOCALE)) {
      await documents.update({ documentId: created.documentId, locale, data: dataIn(locale) as never });
    }
    if (doc.$publish !== false) await documents.publish({ documentId: created.documentId, locale: '*' });
    return created.documentId;
  });
};

/** The existing document for a seed entry, found by its French natural key, so that reseeding skips it. */
const findExisting = async (strapi: Core.Strapi, uid: Uid, filters: Record<string, unknown>): Promise<string | undefined> => {
  const found = await strapi.documents(uid).findFirst({ locale: DEFAULT_LOCALE, filters: filters as never, status: 'draft' });
  return found?.documentId;
};

const frenchValue = (doc: SeedDocument, field: string): unknown => localize(doc[field], DEFAULT_LOCALE);

/**
 * Seeds the demo shop at first start: pictures, pages, blog articles, header and navigation in
 * French, Dutch, English and German, from the files in seed/. A marker in Strapi's store makes it
 * run once; each document is created in a transaction and looked up before creation, so an
 * interrupted run resumes without duplicates or half-made documents.
 * CMS_SEED_DEMO=false turns it off for a real shop.
 */
export const seedDemoContent = async (strapi: Core.Strapi): Promise<void> => {
  if (process.env.CMS_SEED_DEMO === 'false') return;
  const done = (await strapi.store.get(MARKER)) as number | null;
  if (done && done >= SEED_VERSION) return;

  const started = Date.now();
  const files = readSeedFiles();
  const media = await uploadImages(strapi, files.images);
  const pages = new Map<string, string>();
  const resolvers: Resolvers = {
    media: (key) => {
      const id = media.get(key);
      if (id === undefined) throw new Error(`Seed image "${key}" is not in seed/images.json`);
      return id;
    },
    relation: (target, ref) => {
      if (target === 'api::navigation-item.navigation-item') return ref;
      const id = target === 'api::page.page' ? pages.get(ref) : undefined;
      if (!id) throw new Error(`Seed reference to ${target} "${ref}" is unknown`);
      return id;
    },
  };

  for (const page of files.pages) {
    const handle = page.handle as string;
    const id = (await findExisting(strapi, 'api::page.page', { handle })) ?? (await createLocalized(strapi, 'api::page.page', page, resolvers, `page ${handle}`));
    pages.set(handle, id);
  }
  for (const article of files.articles) {
    const slug = frenchValue(article, 'slug');
    if (!(await findExisting(strapi, 'api::article.article', { slug }))) {
      await createLocalized(strapi, 'api::article.article', article, resolvers, `article ${slug}`);
    }
  }
  if (!(await findExisting(strapi, 'api::header.header', {}))) {
    await createLocalized(strapi, 'api::header.header', files.header, resolvers, 'header');
  }
  const createEntries = async (entries: SeedNavigationEntry[], parent?: string) => {
    for (const { children, ...entry } of entries) {
      const key = { title: frenchValue(entry, 'title'), menu: entry.menu ?? 'main' };
      const doc = parent ? { ...entry, parent } : entry;
      const id =
        (await findExisting(strapi, 'api::navigation-item.navigation-item', key)) ??
        (await createLocalized(strapi, 'api::navigation-item.navigation-item', doc, resolvers, `navigation ${key.title}`));
      if (children) await createEntries(children, id);
    }
  };
  await createEntries(files.navigation);

  await strapi.store.set({ ...MARKER, value: SEED_VERSION });
  strapi.log.info(`[cms] demo content seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
};
