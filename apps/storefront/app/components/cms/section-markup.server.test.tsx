import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import type { Section } from '~/domain/cms/content';
import { intlFor } from '~/i18n/intl';
import { messagesFor } from '~/i18n/messages.server';
import { HTML_IN_PAGE } from '../ui/markup-in-page';
import { sectionViews } from './section-markup.server';

const paragraph = (text: string) => ({ type: 'paragraph', children: [{ type: 'text', text }] }) as never;

const hero = (): Section => ({
  kind: 'hero',
  title: 'Lavender from Provence',
  content: [paragraph('Distilled in July')],
  image: undefined,
  cta: { label: 'Our oils', link: '/oils', theme: 'primary' },
});
const testimonials = (): Section => ({
  kind: 'testimonials',
  title: 'They say',
  testimonials: [{ quote: 'Lovely', author: 'Ann', role: 'Therapist', rating: 5, avatar: undefined }],
});
const products = (): Section => ({ kind: 'products', title: 'Our best', skus: ['HE-LAVF-5-ML'] });
const emptyText = (): Section => ({ kind: 'text', title: '', content: [], alignment: 'left' });

const { document } = new Window();
const parsed = (html: string | undefined) => {
  const element = document.createElement('div');
  element.innerHTML = html ?? '';
  return element;
};

describe('static sections as markup', () => {
  it("writes a static section's HTML with links of the page's language, and leaves the others as they are", () => {
    const sections = [hero(), products(), testimonials()];
    const [heroView, productsView, testimonialsView] = sectionViews(sections, 'nl', false);
    expect(heroView).toMatchObject({ kind: 'markup', of: 'hero' });
    const heroHtml = parsed(heroView?.kind === 'markup' ? heroView.html : undefined);
    expect(heroHtml.querySelector('h1')?.textContent).toBe('Lavender from Provence');
    expect(heroHtml.querySelector('a[data-page-link]')?.getAttribute('href')).toBe('/nl/oils');
    expect(productsView).toBe(sections[1]);
    const rating = parsed(testimonialsView?.kind === 'markup' ? testimonialsView.html : undefined);
    // Messages are the page language's: the rating is read out in Dutch.
    const dutch = intlFor('nl', messagesFor('nl')).formatMessage({ id: 'cms.rating' }, { rating: 5 });
    expect(rating.querySelector('[role=img]')?.getAttribute('aria-label')).toBe(dutch);
    expect(dutch).not.toBe(
      intlFor('en', messagesFor('en')).formatMessage({ id: 'cms.rating' }, { rating: 5 }),
    );
    expect(rating.textContent).toContain('Lovely');
  });

  it('gives the largest paint its priority in the first section shown, past empty ones', () => {
    const withImage = {
      ...hero(),
      image: {
        url: 'https://cms/hero.jpg',
        alternativeText: '',
        caption: undefined,
        width: 10,
        height: 5,
        formats: {},
      },
    } as Section;
    const [, first] = sectionViews([emptyText(), withImage], 'en', false);
    expect(
      parsed(first?.kind === 'markup' ? first.html : undefined)
        .querySelector('img')
        ?.getAttribute('loading'),
    ).toBe('eager');
    const [, second] = sectionViews([testimonials(), withImage], 'en', false);
    expect(
      parsed(second?.kind === 'markup' ? second.html : undefined)
        .querySelector('img')
        ?.getAttribute('loading'),
    ).toBe('lazy');
  });

  it('keeps the place of a static section with nothing to show, without its fields', () => {
    expect(sectionViews([emptyText(), products()], 'en', false)).toEqual([{ kind: 'empty' }, products()]);
  });

  it("keeps a document's HTML out of what its data serializes; a navigation's data carries it", () => {
    const sections = [hero()];
    const [document] = sectionViews(sections, 'en', true);
    expect(JSON.stringify(document)).not.toContain('Lavender');
    expect(document?.kind === 'markup' && document[HTML_IN_PAGE]).toContain('Lavender');
    const [navigation] = sectionViews(sections, 'en', false);
    expect(JSON.parse(JSON.stringify(navigation)).html).toContain('Lavender');
  });

  it('renders a section once per language and position, and a new version of it anew', () => {
    const section = hero();
    const once = sectionViews([section], 'en', false)[0];
    const again = sectionViews([section], 'en', false)[0];
    expect(once?.kind === 'markup' && again?.kind === 'markup' && once.html === again.html).toBe(true);
    const french = sectionViews([section], 'fr', false)[0];
    expect(
      french?.kind === 'markup' ? parsed(french.html).querySelector('a')?.getAttribute('href') : '',
    ).toBe('/oils');
    const edited = { ...section, title: 'Lavender, edited' } as Section;
    const next = sectionViews([edited], 'en', false)[0];
    expect(next?.kind === 'markup' ? parsed(next.html).querySelector('h1')?.textContent : '').toBe(
      'Lavender, edited',
    );
  });
});
