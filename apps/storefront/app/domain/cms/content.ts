import type { Block } from './blocks';
import { type MediaImage, shownMedia } from './media';

/** The CMS content the storefront renders (docs/product/screens.md#cms-sections, docs/product/entities.md#cms-page, docs/contracts/cms.md). */
export interface Cta {
  label: string;
  link: string;
  theme: 'primary' | 'secondary' | 'link';
  target?: string;
}

export interface ImageBanner {
  title: string | undefined;
  content: Block[];
  link: string | undefined;
  defaultImage: MediaImage | undefined;
  mobileImage: MediaImage | undefined;
}

export interface Card {
  title: string;
  content: Block[];
  image: MediaImage | undefined;
  cta: Cta | undefined;
  style: string;
}

export type Section =
  | { kind: 'hero'; title: string; content: Block[]; image: MediaImage | undefined; cta: Cta | undefined }
  | ({ kind: 'image-banner' } & ImageBanner)
  | {
      kind: 'text-and-image';
      title: string;
      content: Block[];
      image: ImageBanner | undefined;
      cta: Cta | undefined;
      reverse: boolean;
    }
  | { kind: 'cards'; title: string; cards: Card[] }
  | { kind: 'multiple-cards'; title: string; intro: Block[]; columns: number; cards: Card[] }
  | {
      kind: 'cta-button';
      label: string;
      link: string;
      theme: Cta['theme'];
      target: string;
      alignment: 'left' | 'center' | 'right';
    }
  | { kind: 'products'; title: string; skus: string[] }
  | { kind: 'carousel'; slides: ImageBanner[]; autoplay: boolean; interval: number }
  | { kind: 'text'; title: string; content: Block[]; alignment: 'left' | 'center' }
  | {
      kind: 'features';
      title: string;
      features: {
        icon: MediaImage | undefined;
        title: string;
        description: string;
        link: string | undefined;
      }[];
    }
  | { kind: 'categories-list'; title: string; urlKeys: string[] }
  | { kind: 'blog-list'; title: string; count: number }
  | {
      kind: 'testimonials';
      title: string;
      testimonials: {
        quote: string;
        author: string;
        role: string;
        rating: number;
        avatar: MediaImage | undefined;
      }[];
    }
  | {
      kind: 'resellers-map';
      title: string;
      intro: Block[];
      showTherapists: boolean;
      showB2B: boolean;
      latitude: number | undefined;
      longitude: number | undefined;
      zoom: number | undefined;
    }
  | { kind: 'unknown'; component: string; title: string | undefined; text: string | undefined };

export interface Seo {
  metaTitle: string | undefined;
  metaDescription: string | undefined;
  keywords: string | undefined;
  metaRobots: string | undefined;
  /** The editor's JSON-LD as `jsonLdText` writes it for the page. */
  structuredData: string | undefined;
  metaViewport: string | undefined;
}

export interface CmsPage {
  id: number;
  /** The page in every language and version (Strapi 5): what a publish names. */
  documentId: string | undefined;
  fullpath: string;
  handle: string;
  locale: string;
  rank: number;
  title: string;
  content: Section[];
  seo: Seo | undefined;
  /** The page's colour (docs/product/entities.md#cms-page). */
  template: string | undefined;
  backgroundImg: MediaImage | undefined;
  /** The same page in the other languages, for the switcher and hreflang. */
  localizations: { locale: string; fullpath: string }[];
}

export interface Announcement {
  id: number;
  message: Block[];
  startDate: string | undefined;
  endDate: string | undefined;
}

export interface Header {
  documentId: string | undefined;
  message: string | undefined;
  preheader: Announcement[];
}

export interface NavigationEntry {
  id: string;
  title: string;
  /** A path without language prefix, or an external URL. */
  url: string;
  /** Same window unless the editor asked otherwise (docs/product/screens.md#cms-sections). */
  target: '_self' | '_blank';
  order: number;
  theme: string;
  children: NavigationEntry[];
}

export interface BlogArticle {
  id: number;
  /** The article in every language and version (Strapi 5): what a publish names. */
  documentId: string | undefined;
  title: string;
  description: string;
  intro: string;
  content: Block[];
  slug: string;
  date: string;
  image: MediaImage | undefined;
  seo: Seo | undefined;
  /** The same article in the other languages (their slugs differ). */
  localizations: { locale: string; slug: string }[];
}

/**
 * An article as a list shows it: its text, SEO and translations stay out of the page's data, and its
 * picture goes as shown.
 */
export function articleSummary(article: BlogArticle): BlogArticle {
  return {
    ...article,
    image: article.image && shownMedia(article.image),
    content: [],
    seo: undefined,
    localizations: [],
  };
}

/**
 * Announcements are shown only between their dates (docs/product/entities.md#header); a missing date leaves that side open.
 * Checked on the server and again in the browser so a cached page never shows an expired one.
 */
export function activeAnnouncements(announcements: readonly Announcement[], now: Date): Announcement[] {
  const time = now.getTime();
  return announcements.filter((announcement) => {
    const start = announcement.startDate ? Date.parse(announcement.startDate) : -Infinity;
    const end = announcement.endDate ? Date.parse(announcement.endDate) : Infinity;
    return time >= start && time <= end;
  });
}

/** Sorts menu entries by their order, at every depth. */
export function sortNavigation(entries: readonly NavigationEntry[]): NavigationEntry[] {
  return [...entries]
    .sort((a, b) => a.order - b.order)
    .map((entry) => ({ ...entry, children: sortNavigation(entry.children) }));
}
