import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadCatalogue } from './i18n/catalogues';

/** The catalogue the page was rendered with, which its head preloads (root.tsx): hydration needs it. */
const catalogue = document.querySelector('link[data-catalogue]')?.getAttribute('href');

// Without its messages the page would hydrate into message ids: it stays as the server sent it, whose
// links and forms work without script, and the next page load tries again.
const hydrate = () =>
  (catalogue ? loadCatalogue(catalogue) : Promise.resolve()).then(
    () =>
      startTransition(() => {
        hydrateRoot(
          document,
          <StrictMode>
            <HydratedRouter />
          </StrictMode>,
        );
      }),
    (error: unknown) => console.error(error),
  );

// The shop's head trigger runs this module when the page is to hydrate (services/hydration). The bench's
// public-API variant gets it from React Router at once and waits for its gate, a chunk of its own so
// that the variant's first load is React Router's; the shop's build has no gate.
if (__HYDRATION_GATE__)
  void import('./services/hydration/hydration-gate').then((gate) => gate.hydrateThroughGate(hydrate));
else void hydrate();
