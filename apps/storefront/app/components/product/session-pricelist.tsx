import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { DEFAULT_ROLE } from '~/domain/catalog';
import { roleOf } from '~/domain/user';
import { useRootData } from '~/hooks/use-root-data';
import type { PriceSource } from '~/services/pricelist/price-source';
import { hasProPricelistHint, PRICELIST_PENDING_ATTRIBUTE } from '~/services/session/pricelist-hint-cookie';
import { sessionStore } from '~/services/session/session';
import type { SessionState } from '~/services/session/session-store';
import { PricelistProvider } from './pricelist-context';

const SERVER_STATE: SessionState = { user: null, loading: true };

/** While the ERP cannot say who is signed in, a professional customer's prices cannot be read either. */
const UNAVAILABLE_SOURCE: PriceSource = {
  subscribe: () => () => undefined,
  entry: () => ({ state: 'failed' }),
  want: () => undefined,
};

/**
 * Prices follow the signed-in customer's pricelist everywhere (docs/product/roles.md#pricelists). The server renders the default
 * one, so pages stay the same for everyone and cacheable (docs/architecture.md#prices-in-shared-pages); for a professional customer the
 * code that asks for their prices loads, and until a price is known its place stays empty. The head
 * script's mark (the pricelist hint) is taken off once the session is known: by then every price shows
 * what this customer may see.
 */
export function SessionPricelist({ children }: { children: React.ReactNode }) {
  const { locale } = useRootData();
  const session = useSyncExternalStore(sessionStore.subscribe, sessionStore.getState, () => SERVER_STATE);
  // Nobody is known to be signed in while the ERP is out of reach: the hint then says that this
  // customer's prices, which cannot be read either, must not be replaced by the public ones.
  const unavailable = !!session.erpUnavailable && hasProPricelistHint(document.cookie);
  const pricelist = roleOf(session.user);
  const [loaded, setLoaded] = useState<{ pricelist: string; locale: string; source: PriceSource }>();

  useEffect(() => {
    if (pricelist === DEFAULT_ROLE) return;
    let current = true;
    import('~/services/pricelist/price-source').then(
      ({ createPriceSource }) => {
        if (current) setLoaded({ pricelist, locale, source: createPriceSource({ locale }) });
      },
      () => {
        if (current) setLoaded({ pricelist, locale, source: UNAVAILABLE_SOURCE });
      },
    );
    return () => {
      current = false;
    };
  }, [pricelist, locale]);

  useEffect(() => {
    if (!session.loading) document.documentElement.removeAttribute(PRICELIST_PENDING_ATTRIBUTE);
  }, [session.loading]);

  const source = unavailable
    ? UNAVAILABLE_SOURCE
    : loaded?.pricelist === pricelist && loaded.locale === locale
      ? loaded.source
      : undefined;
  const value = useMemo(() => ({ pricelist, source }), [pricelist, source]);
  return <PricelistProvider value={value}>{children}</PricelistProvider>;
}
