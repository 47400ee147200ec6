import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { type ConsentChoice, type ConsentState, decideConsent, withdrawnEntries } from '~/domain/consent';
import { removeCookiesOf, storeConsent } from './consent-cookies.client';

interface ConsentContextValue {
  consent: ConsentState;
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
 * Holds the visitor's consent, starting from what the server read in the cookies. A withdrawal removes
 * the withdrawn entries' cookies; a page that already ran the tag manager reloads so none of its code
 * stays in memory.
 */
export function ConsentProvider({ initial, children }: { initial: ConsentState; children: React.ReactNode }) {
  const [consent, setConsent] = useState(initial);
  const opener = useRef<() => void>(() => undefined);

  const choose = useCallback(
    (choice: ConsentChoice) => {
      const next = decideConsent(choice);
      storeConsent(next);
      const withdrawn = withdrawnEntries(consent, next);
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
