import { useEffect, useRef, useState } from 'react';
import { useIntl } from '~/i18n/intl';
import type { Reseller } from '~/domain/resellers';

interface ResellersMapProps {
  resellers: Reseller[];
  center: [number, number];
  zoom: number;
}

/**
 * The resellers on a Leaflet map. Its tiles come from OpenStreetMap's servers, which then learn the
 * visitor's address: the map is shown only once the visitor asks for it, having been told so (the list
 * beside it needs no map). Leaflet (and its stylesheet) is fetched only then, so pages with the section
 * carry none of it up front. Markers are vector circles: no marker images to host.
 */
export function ResellersMap({ resellers, center, zoom }: ResellersMapProps) {
  const intl = useIntl();
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<{ update(resellers: Reseller[]): void; remove(): void } | undefined>(undefined);
  const latest = useRef(resellers);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const element = container.current;
    if (!shown || !element) return;
    let cancelled = false;
    void import('./resellers-map.client').then(({ createResellersMap }) => {
      if (!cancelled) map.current = createResellersMap(element, center, zoom, latest.current);
    });
    return () => {
      cancelled = true;
      map.current?.remove();
      map.current = undefined;
    };
  }, [shown, center, zoom]);

  useEffect(() => {
    latest.current = resellers;
    map.current?.update(resellers);
  }, [resellers]);

  return (
    <div
      role="region"
      aria-label={intl.formatMessage({ id: 'resellers.map' })}
      className="h-80 w-full rounded-xl bg-black/5"
      data-testid="resellers-map"
    >
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
