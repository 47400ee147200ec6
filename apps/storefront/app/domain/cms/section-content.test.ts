import { describe, expect, it } from 'vitest';
import type { Section } from './content';
import { sectionHasContent } from './section-content';

const banner = {
  title: undefined,
  content: [],
  link: undefined,
  defaultImage: undefined,
  mobileImage: undefined,
};
const image = { url: '/a.jpg', alternativeText: '', width: 10, height: 10 } as never;

describe('sectionHasContent: a section with nothing to show renders nothing', () => {
  it('hides galleries, carousels and lists left empty by their editor', () => {
    const empty: Section[] = [
      { kind: 'cards', title: 'Our shops', cards: [] },
      { kind: 'multiple-cards', title: 'Gallery', intro: [], columns: 3, cards: [] },
      { kind: 'carousel', slides: [banner, banner], autoplay: true, interval: 5000 },
      { kind: 'features', title: 'Why us', features: [] },
      { kind: 'testimonials', title: 'Reviews', testimonials: [] },
      { kind: 'image-banner', ...banner },
      { kind: 'text', title: ' ', content: [], alignment: 'left' },
      { kind: 'products', title: 'Best sellers', skus: [] },
      { kind: 'unknown', component: 'section.gallery', title: undefined, text: undefined },
    ];
    for (const section of empty) expect(sectionHasContent(section), section.kind).toBe(false);
  });

  it('shows a section as soon as it has one thing to show', () => {
    const filled: Section[] = [
      {
        kind: 'carousel',
        slides: [banner, { ...banner, defaultImage: image }],
        autoplay: false,
        interval: 5000,
      },
      { kind: 'image-banner', ...banner, title: 'Are you a therapist?' },
      { kind: 'text', title: '', content: [{ type: 'paragraph', children: [] }] as never, alignment: 'left' },
      { kind: 'unknown', component: 'section.video', title: 'Distillation on film', text: undefined },
      {
        kind: 'resellers-map',
        title: '',
        intro: [],
        showTherapists: true,
        showB2B: true,
        latitude: undefined,
        longitude: undefined,
        zoom: undefined,
      },
    ];
    for (const section of filled) expect(sectionHasContent(section), section.kind).toBe(true);
  });
});
