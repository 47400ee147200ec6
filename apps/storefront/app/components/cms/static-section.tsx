import type { Section } from '~/domain/cms/content';
import { HeroSection } from './hero-section';
import { ImageBannerSection } from './image-banner-section';
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

const STATIC_KINDS = [
  'hero',
  'image-banner',
  'text-and-image',
  'cards',
  'multiple-cards',
  'cta-button',
  'text',
  'features',
  'testimonials',
  'unknown',
] as const;

/** A section that shows its own fields and links only: no state, no handler, no catalogue or blog read. */
export type StaticSectionContent = Extract<Section, { kind: (typeof STATIC_KINDS)[number] }>;

export function isStaticSection(section: Section): section is StaticSectionContent {
  return (STATIC_KINDS as readonly string[]).includes(section.kind);
}

/** A static section; `first` when it is the first the page shows (its picture is the largest paint). */
export function StaticSection({ section, first }: { section: StaticSectionContent; first: boolean }) {
  switch (section.kind) {
    case 'hero':
      return <HeroSection section={section} first={first} />;
    case 'image-banner':
      return <ImageBannerSection banner={section} priority={first} />;
    case 'text-and-image':
      return <TextAndImageSection section={section} />;
    case 'cards':
      return <CardsSection section={section} />;
    case 'multiple-cards':
      return <MultipleCardsSection section={section} />;
    case 'cta-button':
      return <CtaButtonSection section={section} />;
    case 'text':
      return <TextSection section={section} />;
    case 'features':
      return <FeaturesSection section={section} />;
    case 'testimonials':
      return <TestimonialsSection section={section} />;
    case 'unknown':
      return <GenericSection section={section} />;
  }
}
