// @vitest-environment happy-dom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { reactTestRoots } from '../react-test-kit';
import { CmsSections } from './cms-sections';
import { sectionMarkup, type SectionView } from './section-markup';

const NO_DATA = { products: {}, categories: {}, articles: {} };
const heroHtml = (title: string) =>
  `<section><h1>${title}</h1><a href="/en/oils" data-page-link="">Oils</a></section>`;

/** The data as the browser receives it: what a serializer writes of it. */
const received = (sections: SectionView[]): SectionView[] =>
  JSON.parse(JSON.stringify(sections)) as SectionView[];

const roots = reactTestRoots();

describe("a CMS page's static sections in the browser", () => {
  it('hydrates from the page, which alone holds their HTML, and keeps it', async () => {
    const sections = [sectionMarkup('hero', heroHtml('Lavender'), true)];
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<CmsSections sections={sections} data={NO_DATA} />);
    const errors: unknown[] = [];
    await act(async () => {
      roots.current = hydrateRoot(container, <CmsSections sections={received(sections)} data={NO_DATA} />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    expect(container.querySelector('h1')?.textContent).toBe('Lavender');
    // Shown again from the same data after something else (a remount), it keeps what the page showed.
    await act(async () => roots.current?.render(<p>elsewhere</p>));
    expect(container.querySelector('h1')).toBeNull();
    await act(async () =>
      roots.current?.render(<CmsSections sections={received(sections)} data={NO_DATA} />),
    );
    expect(container.querySelector('h1')?.textContent).toBe('Lavender');
    expect(container.querySelector('a[data-page-link]')?.getAttribute('href')).toBe('/en/oils');
  });

  it("shows a navigation's sections from its data", async () => {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      const { createRoot } = await import('react-dom/client');
      roots.current = createRoot(container);
      roots.current.render(
        <CmsSections
          sections={received([sectionMarkup('hero', heroHtml('Rosemary'), false)])}
          data={NO_DATA}
        />,
      );
    });
    expect(container.querySelector('h1')?.textContent).toBe('Rosemary');
  });
});
