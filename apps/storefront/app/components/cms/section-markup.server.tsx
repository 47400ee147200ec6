import { renderToStaticMarkup } from 'react-dom/server';
import type { CmsPage, Section } from '~/domain/cms/content';
import { sectionHasContent } from '~/domain/cms/section-content';
import { IntlProvider } from '~/i18n/intl';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages.server';
import { type CmsPageData, sectionMarkup, type SectionView } from './section-markup';
import { isStaticSection, StaticSection, type StaticSectionContent } from './static-section';

/**
 * A CMS page's static sections (its texts, pictures, cards and links: most of a home page) are the same
 * on every render of a version of the content: rendered once per section and language instead of at
 * each page, they cost a page one string, and a phone nothing to hydrate. A section stays the same
 * object while the content is cached (withShownMedia keeps one copy per content object), so the object
 * keys its HTML, and a new version renders anew.
 */
const rendered = new WeakMap<StaticSectionContent, Map<string, string>>();

function renderedSection(section: StaticSectionContent, locale: Locale, first: boolean): string {
  let byLanguage = rendered.get(section);
  if (!byLanguage) rendered.set(section, (byLanguage = new Map()));
  const key = `${locale}:${first}`;
  let html = byLanguage.get(key);
  if (html === undefined) {
    html = renderToStaticMarkup(
      <IntlProvider locale={locale} messages={messagesFor(locale)}>
        <StaticSection section={section} first={first} />
      </IntlProvider>,
    );
    byLanguage.set(key, html);
  }
  return html;
}

/**
 * The sections as a page's data carries them: each static one as its HTML (for a document, under
 * HTML_IN_PAGE only), or as empty when it has nothing to show; the others as they are.
 */
export function sectionViews(
  sections: readonly Section[],
  locale: Locale,
  forDocument: boolean,
): SectionView[] {
  const firstShown = sections.findIndex(sectionHasContent);
  return sections.map((section, index): SectionView => {
    if (!isStaticSection(section)) return section;
    if (!sectionHasContent(section)) return { kind: 'empty' };
    return sectionMarkup(section.kind, renderedSection(section, locale, index === firstShown), forDocument);
  });
}

/** A CMS page as its view reads it: its static sections as markup (sectionViews). */
export function cmsPageData(page: CmsPage, locale: Locale, forDocument: boolean): CmsPageData {
  return { ...page, content: sectionViews(page.content, locale, forDocument) };
}
