import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createRoutesStub } from 'react-router';
import { IntlProvider } from '~/i18n/intl';
import type { Locale } from '~/i18n/locales';
import { catalogues } from '~/i18n/messages.server';
import { reactTestRoots } from '~/components/react-test-kit';

type StubRoutes = Parameters<typeof createRoutesStub>[0];

/**
 * For a test file that renders route modules as React Router runs them (createRoutesStub: their loader,
 * action and component, with the loader's data as props), in the page's language. Returns `render`,
 * which opens an address and waits for its loader, and gives back the page's element.
 */
export function routeTestRenderer(routes: StubRoutes) {
  const roots = reactTestRoots();
  const Stub = createRoutesStub(routes);
  return async function render(address: string, locale: Locale = 'en') {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      roots.current = createRoot(container);
      roots.current.render(
        <IntlProvider locale={locale} messages={catalogues[locale]}>
          <Stub initialEntries={[address]} />
        </IntlProvider>,
      );
    });
    return container;
  };
}
