import { lazy, Suspense, useEffect, useState } from 'react';
import { useConsent } from './consent-context';

const ConsentDialog = lazy(() =>
  import('./consent-dialog').then(({ ConsentDialog }) => ({ default: ConsentDialog })),
);

/**
 * The consent settings dialog, downloaded the first time someone asks for it (the banner's "customise"
 * or the footer's link), so the many visitors who never open it do not load it.
 */
export function ConsentSettings() {
  const { registerSettingsOpener } = useConsent();
  const [requested, setRequested] = useState(false);
  useEffect(() => {
    if (!requested) registerSettingsOpener(() => setRequested(true));
  }, [requested, registerSettingsOpener]);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ConsentDialog openAtStart />
    </Suspense>
  );
}
