import type { SectionData } from '~/services/cms/section-data.server';
import { CmsSections } from './cms-sections';
import type { CmsPageData } from './section-markup';

/**
 * A CMS page: its sections, on the page's own colour and background picture (docs/product/entities.md#cms-page,
 * backgroundImg). Unless the page opens with a hero that shows something, the page title is the
 * page's heading.
 */
export function CmsPageView({ page, data }: { page: CmsPageData; data: SectionData }) {
  const [opening] = page.content;
  const hasHero = opening?.kind === 'markup' && opening.of === 'hero';
  return (
    <div
      className="space-y-10 bg-cover bg-top"
      style={{
        ...(page.template ? { ['--page-accent' as string]: page.template } : {}),
        ...(page.backgroundImg
          ? {
              backgroundImage: `linear-gradient(rgb(251 250 245 / 0.92), rgb(251 250 245 / 0.92)), url(${page.backgroundImg.url})`,
            }
          : {}),
      }}
      data-page-handle={page.handle}
    >
      {hasHero ? null : <h1 className="text-3xl font-semibold">{page.title}</h1>}
      <CmsSections sections={page.content} data={data} />
    </div>
  );
}
