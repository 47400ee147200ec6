import { useEffect, useRef, useState } from 'react';
import { useMatches } from 'react-router';
import { isEnabled } from '~/domain/consent';
import { useConsent } from '../consent/consent-context';

/** The longest the reporter waits for an idle moment before it loads anyway. */
const IDLE_TIMEOUT_MS = 5000;

/**
 * Field data (domain/field-data.ts) for visitors who consented to audience measurement (the optional
 * entry gtm): once the page has loaded and the browser is idle, the reporter and the web-vitals
 * library load as their own files, so no page carries them on first load and nobody without consent
 * downloads them. The page reported is the one the document was loaded on, whose vitals these are.
 */
export function FieldData() {
  const { consent } = useConsent();
  const matches = useMatches();
  // Only the route's id and the catch-all's kind stay in the page; the reporter makes them a template.
  const [landing] = useState(() => {
    const page = matches.at(-1);
    return { routeId: page?.id ?? '', kind: (page?.loaderData as { kind?: unknown } | undefined)?.kind };
  });
  const allowed = consent !== undefined && isEnabled(consent, 'gtm');
  const started = useRef(false);

  useEffect(() => {
    if (!allowed || started.current) return;
    started.current = true;
    const load = () =>
      void import('./field-data-reporter.client').then(({ reportFieldData }) =>
        reportFieldData(landing.routeId, landing.kind),
      );
    const whenIdle = () =>
      'requestIdleCallback' in window
        ? requestIdleCallback(load, { timeout: IDLE_TIMEOUT_MS })
        : setTimeout(load, 0);
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  }, [allowed, landing]);

  return null;
}
