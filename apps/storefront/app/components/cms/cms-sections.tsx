import { sectionHasContent } from '~/domain/cms/section-content';
import type { SectionData } from '~/services/cms/section-data.server';
import { CarouselSection } from './carousel-section';
import { BlogListSection, CategoriesListSection, ProductsSection } from './data-sections';
import { ResellersSection } from './resellers-section';
import { type SectionView, SectionMarkupView } from './section-markup';

const shows = (section: SectionView) =>
  section.kind === 'markup' || (section.kind !== 'empty' && sectionHasContent(section));

/**
 * A page's dynamic zone (docs/product/screens.md#cms-sections): static sections as the HTML the server made of them
 * (section-markup.server.tsx), the others one component per type. Sections with nothing to show are
 * left out; each keeps its index, which the catalogue and blog reads of the page are keyed by.
 */
export function CmsSections({ sections, data }: { sections: readonly SectionView[]; data: SectionData }) {
  const firstShown = sections.findIndex(shows);
  return (
    <div className="space-y-12">
      {sections.map((section, index) => {
        if (!shows(section)) return null;
        switch (section.kind) {
          case 'markup':
            return <SectionMarkupView key={index} markup={section} slot={index} />;
          case 'products':
            return (
              <ProductsSection key={index} title={section.title} products={data.products[index] ?? []} />
            );
          case 'carousel':
            return <CarouselSection key={index} section={section} first={index === firstShown} />;
          case 'categories-list':
            return (
              <CategoriesListSection
                key={index}
                title={section.title}
                categories={data.categories[index] ?? []}
              />
            );
          case 'blog-list':
            return (
              <BlogListSection key={index} title={section.title} articles={data.articles[index] ?? []} />
            );
          case 'resellers-map':
            return <ResellersSection key={index} section={section} />;
          case 'empty':
            return null;
        }
      })}
    </div>
  );
}
