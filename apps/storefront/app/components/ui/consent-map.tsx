import { useEffect, useRef, useState } from 'react';
import { useIntl } from '~/i18n/intl';

/** A place to mark on a map, with what its popup says. */
export interface MapPlace {
  name: string;
  /** The line under the name: its town, its address. */
  caption: string;
  latitude: number;
  longitude: number;
}

export interface MapView {
  center: [number, number];
  zoom: number;
}

interface ConsentMapProps {
  /** The map region's accessible name. */
  label: string;
  places: MapPlace[];
  /** Where the map opens; without it the map frames its places. */
  view?: MapView;
  testId?: string;
}

/**
 * Places on a Leaflet map. Its tiles come from OpenStreetMap's servers, which then learn the visitor's
 * address: the map is shown only once the visitor asks for it, having been told so (the list beside it
 * needs no map). Leaflet (and its stylesheet) is fetched only then, so pages with a map carry none of
 * it up front. Markers are vector circles: no marker images to host.
 */
export function ConsentMap({ label, places, view, testId }: ConsentMapProps) {
  const intl = useIntl();
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<{ update(places: MapPlace[]): void; remove(): void } | undefined>(undefined);
  const latest = useRef(places);
  const [shown, setShown] = useState(false);
  const [lat, lng] = view?.center ?? [];
  const zoom = view?.zoom;

  useEffect(() => {
    const element = container.current;
    if (!shown || !element) return;
    let cancelled = false;
    const fixed = lat !== undefined && lng !== undefined && zoom !== undefined;
    void import('./consent-map.client').then(({ createPlacesMap }) => {
      if (!cancelled)
        map.current = createPlacesMap(
          element,
          fixed ? { center: [lat, lng], zoom } : undefined,
          latest.current,
        );
    });
    return () => {
      cancelled = true;
      map.current?.remove();
      map.current = undefined;
    };
  }, [shown, lat, lng, zoom]);

  useEffect(() => {
    latest.current = places;
    map.current?.update(places);
  }, [places]);

  return (
    <div role="region" aria-label={label} className="h-80 w-full rounded-xl bg-black/5" data-testid={testId}>
      {shown ? (
        <div ref={container} className="h-full w-full rounded-xl" />
      ) : (
        <div className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center">
          <p className="max-w-md">{intl.formatMessage({ id: 'resellers.map_notice' })}</p>
          <button
            type="button"
            onClick={() => setShown(true)}
            className="rounded bg-brand-dark px-4 py-2 font-medium text-white hover:bg-ink"
          >
            {intl.formatMessage({ id: 'resellers.map_show' })}
          </button>
        </div>
      )}
    </div>
  );
}
