import type { EntryContext } from 'react-router';
import type { HydrationHandle } from './hydration-handle';

function isHydrationHandle(handle: unknown): handle is HydrationHandle {
  return typeof handle === 'object' && handle !== null && 'hydrateAtOnce' in handle;
}

/** Whether one of the rendered routes asks for hydration at once (see HydrationHandle). */
export function hydratesAtOnce(context: EntryContext, url: URL): boolean {
  return context.staticHandlerContext.matches.some(({ route }) => {
    const handle: unknown = context.routeModules[route.id]?.handle;
    if (!isHydrationHandle(handle)) return false;
    return typeof handle.hydrateAtOnce === 'function' ? handle.hydrateAtOnce(url) : handle.hydrateAtOnce;
  });
}
