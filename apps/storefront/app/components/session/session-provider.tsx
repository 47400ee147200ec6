import { useEffect, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { registrationRedirect } from '~/domain/account-guards';
import { CALLBACK_URL_CLEANUP_MS, withoutCallbackParams } from '~/domain/identity-settings';
import { useRootData } from '~/hooks/use-root-data';
import { sessionStore } from '~/services/session/session';

/**
 * Starts the browser's session once the page is interactive and applies the session's navigation
 * rules: the provider's return, the end of a session (401), and the global registration guard.
 */
export function SessionProvider({ children }: { children: React.ReactNode }) {
  const { auth, erpBaseUrl, erpApi, defaultPricelistId, origin, locale } = useRootData();
  const state = useSyncExternalStore(sessionStore.subscribe, sessionStore.getState, sessionStore.getState);
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    sessionStore.start({
      auth,
      erpBaseUrl,
      origin: window.location.origin || origin,
      locale,
      defaultPricelistId: defaultPricelistId ?? undefined,
    });
  }, [auth, erpBaseUrl, origin, locale, defaultPricelistId]);

  // Back from the provider: the address bar loses code and state a moment later (docs/product/screens.md#layouts-and-guards).
  useEffect(() => {
    if (state.loading || !state.user || !state.returnTo) return;
    const timer = window.setTimeout(() => {
      const target = sessionStore.consumeReturnTo();
      navigate(target ?? withoutCallbackParams(location.pathname, location.search), { replace: true });
    }, CALLBACK_URL_CLEANUP_MS);
    return () => window.clearTimeout(timer);
  }, [state.loading, state.user, state.returnTo, navigate, location.pathname, location.search]);

  // A session the ERP refused (401) ends on the login page, which brings the customer back here.
  useEffect(() => {
    if (state.expiredAt === undefined) return;
    navigate(sessionStore.loginPath(`${window.location.pathname}${window.location.search}`));
  }, [state.expiredAt, navigate]);

  // The global guard: no customer type, no shopping until registration is finished (docs/product/screens.md#layouts-and-guards).
  useEffect(() => {
    const target = registrationRedirect(state.user, location.pathname, locale, erpApi.extension);
    if (target) navigate(target, { replace: true });
  }, [state.user, location.pathname, locale, erpApi.extension, navigate]);

  // docs/product/states.md#session: a provider user the ERP cannot take is a fatal error, shown by the error screen as a 500.
  if (state.fatalError) throw state.fatalError;
  return children;
}
