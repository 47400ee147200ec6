import { useEffect, useRef } from 'react';
import { useIntl } from '~/i18n/intl';
import type { Reseller } from '~/domain/resellers';

interface ResellersMapProps {
  resellers: Reseller[];
  center: [number, number];
  zoom: number;
}

/**
 * The resellers on a Leaflet map. Leaflet (and its stylesheet) is fetched only in the browser and only
 * once the map scrolls into view, so pages with the section carry none of it up front. Markers are
 * vector circles: no marker images to host.
 */
export function ResellersMap({ resellers, center, zoom }: ResellersMapProps) {
  const intl = useIntl();
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<{ update(resellers: Reseller[]): void; remove(): void } | undefined>(undefined);
  const latest = useRef(resellers);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let cancelled = false;
    const observer = new IntersectionObserver(async ([entry]) => {
      if (!entry?.isIntersecting || map.current) return;
      observer.disconnect();
      const { createResellersMap } = await import('./resellers-map.client');
      if (!cancelled) map.current = createResellersMap(element, center, zoom, latest.current);
    });
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
      map.current?.remove();
      map.current = undefined;
    };
  }, [center, zoom]);

  useEffect(() => {
    latest.current = resellers;
    map.current?.update(resellers);
  }, [resellers]);

  return (
    <div
      ref={container}
      role="region"
      aria-label={intl.formatMessage({ id: 'resellers.map' })}
      className="h-80 w-full rounded-xl bg-black/5"
      data-testid="resellers-map"
    />
  );
}
