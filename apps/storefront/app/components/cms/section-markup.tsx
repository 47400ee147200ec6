import type { CmsPage, Section } from '~/domain/cms/content';
import { HTML_IN_PAGE, pageHtml } from '../ui/markup-in-page';
import type { StaticSectionContent } from './static-section';

/**
 * A static section as a page's data carries it (section-markup.server.tsx): its HTML, made once per
 * version of the content and language, in place of its fields. `of` is the section's kind.
 */
export interface SectionMarkup {
  kind: 'markup';
  of: Section['kind'];
  html?: string;
  [HTML_IN_PAGE]?: string;
}

/** A static section with nothing to show: it keeps its place, which section data are keyed by. */
interface EmptySection {
  kind: 'empty';
}

/**
 * A section of a page's data: one with state or with catalogue or blog data as it is, rendered by
 * React; a static one as its markup.
 */
export type SectionView = Exclude<Section, StaticSectionContent> | SectionMarkup | EmptySection;

/** A CMS page as its view reads it. */
export type CmsPageData = Omit<CmsPage, 'content'> & { content: SectionView[] };

/** A static section's data for a document (HTML in the page only) or for a client navigation. */
export function sectionMarkup(of: Section['kind'], html: string, forDocument: boolean): SectionMarkup {
  return forDocument ? { kind: 'markup', of, [HTML_IN_PAGE]: html } : { kind: 'markup', of, html };
}

/**
 * A static section's HTML, at its place among the page's sections (`slot`). React neither renders nor
 * hydrates what is inside, and the browser loads none of the static sections' code: their links are
 * plain page links, which PageLinkNavigation follows once the app runs. A document's data does not
 * carry the HTML: the browser takes it from the page.
 */
export function SectionMarkupView({ markup, slot }: { markup: SectionMarkup; slot: number }) {
  const html = markup.html ?? markup[HTML_IN_PAGE] ?? pageHtml(`[data-section-markup="${slot}"]`);
  return <div data-section-markup={slot} dangerouslySetInnerHTML={{ __html: html }} />;
}
