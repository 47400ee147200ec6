import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import {
  type ConsentChoice,
  type ConsentState,
  decideConsent,
  NO_CONSENT,
  withdrawnEntries,
} from '~/domain/consent';
import { readConsent, removeCookiesOf, storeConsent } from './consent-cookies.client';

interface ConsentContextValue {
  /** Undefined until the browser has read the consent cookies. */
  consent: ConsentState | undefined;
  choose(choice: ConsentChoice): void;
  /** Opens the dialog where every entry can be switched; registered by the dialog itself. */
  openSettings(): void;
  registerSettingsOpener(open: () => void): void;
}

const ConsentContext = createContext<ConsentContextValue | undefined>(undefined);

export function useConsent(): ConsentContextValue {
  const value = useContext(ConsentContext);
  if (!value) throw new Error('useConsent needs a ConsentProvider');
  return value;
}

/**
 * Holds the visitor's consent, read from the cookies in the browser: pages stay the same for everyone,
 * so a CDN may cache them. A withdrawal removes the withdrawn entries' cookies; a page that already ran
 * the tag manager reloads so none of its code stays in memory.
 */
export function ConsentProvider({ children }: { children: React.ReactNode }) {
  const [consent, setConsent] = useState<ConsentState | undefined>(undefined);
  // The cookies exist only in the browser, and the page must hydrate as the server rendered it first.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setConsent(readConsent()), []);
  const opener = useRef<() => void>(() => undefined);

  const choose = useCallback(
    (choice: ConsentChoice) => {
      const next = decideConsent(choice);
      storeConsent(next);
      const withdrawn = withdrawnEntries(consent ?? NO_CONSENT, next);
      setConsent(next);
      if (withdrawn.length > 0) {
        removeCookiesOf(withdrawn);
        if (withdrawn.some((entry) => entry.id === 'gtm') && 'dataLayer' in window) window.location.reload();
      }
    },
    [consent],
  );

  const value = useMemo<ConsentContextValue>(
    () => ({
      consent,
      choose,
      openSettings: () => opener.current(),
      registerSettingsOpener: (open) => {
        opener.current = open;
      },
    }),
    [consent, choose],
  );
  return <ConsentContext value={value}>{children}</ConsentContext>;
}
