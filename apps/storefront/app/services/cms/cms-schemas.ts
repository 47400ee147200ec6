import { z } from 'zod';
import type { Block } from '~/domain/cms/blocks';

/** Strapi 5's flat REST JSON (docs/contracts/cms.md#rest-requests). Optional parts may be null or absent. */
const str = z.string().nullish();

const format = z.object({ url: z.string(), width: z.number(), height: z.number() });

const mediaSchema = z.object({
  url: z.string(),
  alternativeText: str,
  caption: str,
  width: z.number().nullish(),
  height: z.number().nullish(),
  name: z.string().default(''),
  hash: z.string().default(''),
  ext: z.string().default(''),
  mime: z.string().default(''),
  path: str,
  size: z.number().default(0),
  formats: z.record(z.string(), format).nullish(),
  previewUrl: str,
  provider: z.string().default('local'),
  provider_metadata: z.unknown().optional(),
});
export type MediaJson = z.output<typeof mediaSchema>;

/** Rich text is kept as given and read defensively by the renderer's types. */
const blocksSchema = z
  .array(z.object({ type: z.string() }).passthrough())
  .nullish()
  .transform((blocks) => (blocks ?? []) as unknown as Block[]);

const media = mediaSchema.nullish();

export const ctaSchema = z.object({
  label: z.string(),
  link: z.string(),
  theme: z.enum(['primary', 'secondary', 'link']).catch('primary'),
  target: str,
});

export const bannerSchema = z.object({
  title: str,
  content: blocksSchema,
  link: str,
  defaultImage: media,
  mobileImage: media,
});

export const cardSchema = z.object({
  title: z.string().default(''),
  content: blocksSchema,
  image: media,
  cta: ctaSchema.nullish(),
  style: z.string().default('shadow'),
});

export const seoSchema = z.object({
  metaTitle: str,
  metaDescription: str,
  keywords: str,
  metaRobots: str,
  structuredData: z.unknown().optional(),
  metaViewport: str,
});

const bare = <C extends string>(component: C) => z.object({ __component: z.literal(component) });

/** Each known section type; anything else stays a generic block (docs/product/screens.md#cms-sections). */
export const sectionSchemas = {
  'section.hero': bare('section.hero').extend({
    title: z.string().default(''),
    content: blocksSchema,
    image: media,
    cta: ctaSchema.nullish(),
  }),
  'section.image-banner': bare('section.image-banner').extend(bannerSchema.shape),
  'section.text-and-image': bare('section.text-and-image').extend({
    title: z.string().default(''),
    content: blocksSchema,
    image: bannerSchema.nullish(),
    cta: ctaSchema.nullish(),
    reverse: z.boolean().nullish(),
  }),
  'section.cards': bare('section.cards').extend({
    title: z.string().default(''),
    cards: z.array(cardSchema).default([]),
  }),
  'section.multiple-cards': bare('section.multiple-cards').extend({
    title: z.string().default(''),
    intro: blocksSchema,
    columns: z.number().int().min(1).max(6).nullish(),
    cards: z.array(cardSchema).default([]),
  }),
  'section.cta-button': bare('section.cta-button').extend({
    label: z.string(),
    link: z.string(),
    theme: z.enum(['primary', 'secondary', 'link']).catch('primary'),
    target: str,
    alignment: z.enum(['left', 'center', 'right']).catch('center'),
  }),
  'section.products': bare('section.products').extend({
    title: z.string().default(''),
    products: z.array(z.object({ SKU: z.string() })).default([]),
  }),
  'section.carousel': bare('section.carousel').extend({
    slide: z.array(bannerSchema).default([]),
    autoplay: z.boolean().nullish(),
    interval: z.number().nullish(),
  }),
  'section.text': bare('section.text').extend({
    title: str,
    content: blocksSchema,
    alignment: z.enum(['left', 'center']).catch('left'),
  }),
  'section.features': bare('section.features').extend({
    title: z.string().default(''),
    features: z
      .array(z.object({ icon: media, title: z.string(), description: z.string().default(''), link: str }))
      .default([]),
  }),
  'section.categories-list': bare('section.categories-list').extend({
    title: z.string().default(''),
    categories: z.array(z.object({ urlKey: z.string() })).default([]),
  }),
  'section.blog-list': bare('section.blog-list').extend({
    title: z.string().default(''),
    count: z.number().int().positive().catch(3),
  }),
  'section.testimonials': bare('section.testimonials').extend({
    title: z.string().default(''),
    testimonials: z
      .array(
        z.object({
          quote: z.string(),
          author: z.string(),
          role: z.string().default(''),
          rating: z.number().min(0).max(5).catch(5),
          avatar: media,
        }),
      )
      .default([]),
  }),
  'section.resellers-map': bare('section.resellers-map').extend({
    title: z.string().default(''),
    intro: blocksSchema,
    showTherapists: z.boolean().nullish(),
    showB2B: z.boolean().nullish(),
    latitude: z.number().nullish(),
    longitude: z.number().nullish(),
    zoom: z.number().nullish(),
  }),
} as const;

export const pageSchema = z.object({
  id: z.number(),
  documentId: str,
  fullpath: z.string(),
  handle: z.string().nullish(),
  locale: z.string(),
  rank: z.number().nullish(),
  title: z.string(),
  content: z.array(z.object({ __component: z.string() }).passthrough()).nullish(),
  seo: seoSchema.nullish(),
  template: str,
  backgroundImg: media,
  localizations: z.array(z.object({ locale: z.string(), fullpath: z.string() })).nullish(),
});

export const headerSchema = z.object({
  documentId: z.string().nullish(),
  message: str,
  preheader: z
    .array(z.object({ id: z.number(), message: blocksSchema, startDate: str, endDate: str }))
    .nullish(),
});

export const navigationItemSchema = z.object({
  documentId: z.string(),
  title: z.string(),
  url: str,
  categoryUrlKey: str,
  target: z.enum(['_self', '_blank']).catch('_self'),
  order: z.number().nullish(),
  theme: z.string().nullish(),
  page: z.object({ fullpath: z.string() }).nullish(),
  parent: z.object({ documentId: z.string() }).nullish(),
});

export const articleSchema = z.object({
  id: z.number(),
  documentId: str,
  title: z.string(),
  description: z.string().nullish(),
  intro: z.string().nullish(),
  content: blocksSchema,
  slug: z.string(),
  date: z.string(),
  image: media,
  seo: seoSchema.nullish(),
  localizations: z.array(z.object({ locale: z.string(), slug: z.string() })).nullish(),
});

export const listSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    meta: z
      .object({
        pagination: z
          .object({ page: z.number(), pageSize: z.number(), pageCount: z.number(), total: z.number() })
          .optional(),
      })
      .optional(),
  });
