import type { Section } from '~/domain/cms/content';
import { sectionHasContent } from '~/domain/cms/section-content';
import type { SectionData } from '~/services/cms/section-data.server';
import { CarouselSection } from './carousel-section';
import { BlogListSection, CategoriesListSection, ProductsSection } from './data-sections';
import { HeroSection } from './hero-section';
import { ImageBannerSection } from './image-banner-section';
import { ResellersSection } from './resellers-section';
import {
  CardsSection,
  CtaButtonSection,
  FeaturesSection,
  GenericSection,
  MultipleCardsSection,
  TestimonialsSection,
  TextSection,
} from './simple-sections';
import { TextAndImageSection } from './text-and-image-section';

/**
 * A page's dynamic zone, one component per section type (SPEC §2). Sections with nothing to show are
 * left out; each keeps its index, which the catalogue and blog reads of the page are keyed by.
 */
export function CmsSections({ sections, data }: { sections: readonly Section[]; data: SectionData }) {
  const firstShown = sections.findIndex(sectionHasContent);
  return (
    <div className="space-y-12">
      {sections.map((section, index) => {
        if (!sectionHasContent(section)) return null;
        const first = index === firstShown;
        switch (section.kind) {
          case 'hero':
            return <HeroSection key={index} section={section} first={first} />;
          case 'image-banner':
            return <ImageBannerSection key={index} banner={section} priority={first} />;
          case 'text-and-image':
            return <TextAndImageSection key={index} section={section} />;
          case 'cards':
            return <CardsSection key={index} section={section} />;
          case 'multiple-cards':
            return <MultipleCardsSection key={index} section={section} />;
          case 'cta-button':
            return <CtaButtonSection key={index} section={section} />;
          case 'products':
            return (
              <ProductsSection key={index} title={section.title} products={data.products[index] ?? []} />
            );
          case 'carousel':
            return <CarouselSection key={index} section={section} first={first} />;
          case 'text':
            return <TextSection key={index} section={section} />;
          case 'features':
            return <FeaturesSection key={index} section={section} />;
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
          case 'testimonials':
            return <TestimonialsSection key={index} section={section} />;
          case 'resellers-map':
            return <ResellersSection key={index} section={section} />;
          case 'unknown':
            return <GenericSection key={index} section={section} />;
        }
      })}
    </div>
  );
}
