import { useEffect, useState } from 'react';
import { createPath, useBlocker } from 'react-router';
import { BUILD_ID } from '~/config/build-id';
import { BUILD_CHECK_INTERVAL_MS } from '~/config/ui-constants';
import { reloadAfterChunkError } from './chunk-reload.client';

async function serverBuildId(): Promise<string | undefined> {
  try {
    const response = await fetch('/_build', { cache: 'no-store' });
    if (!response.ok) return undefined;
    const body: unknown = await response.json();
    return body && typeof body === 'object' && 'buildId' in body && typeof body.buildId === 'string'
      ? body.buildId
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Notices a new deployment (docs/product/states.md#start-up-and-deployments): the server's build id is checked periodically and when the tab
 * comes back; once it differs, the next navigation is a full page load so that the new code is used.
 * A chunk that fails to preload reloads the page once per path within the guard window.
 */
export function AppUpdateWatcher() {
  const [outdated, setOutdated] = useState(false);
  const blocker = useBlocker(() => outdated);

  useEffect(() => {
    if (blocker.state === 'blocked') window.location.assign(createPath(blocker.location));
  }, [blocker]);

  useEffect(() => {
    if (outdated) return;
    let cancelled = false;
    const check = async () => {
      const id = await serverBuildId();
      if (!cancelled && id !== undefined && id !== BUILD_ID) setOutdated(true);
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check();
    };
    const timer = window.setInterval(check, BUILD_CHECK_INTERVAL_MS);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      cancelled = true;
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [outdated]);

  useEffect(() => {
    const onPreloadError = (event: Event) => {
      if (reloadAfterChunkError()) event.preventDefault();
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, []);

  return null;
}
