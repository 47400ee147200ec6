import { useMemo } from 'react';
import { useIntl } from '~/i18n/intl';
import type { Reseller } from '~/domain/resellers';
import { ConsentMap, type MapPlace } from '../ui/consent-map';

interface ResellersMapProps {
  resellers: Reseller[];
  center: [number, number];
  zoom: number;
}

/** The resellers that have coordinates, on the map shown once the visitor asks (ui/consent-map.tsx). */
export function ResellersMap({ resellers, center, zoom }: ResellersMapProps) {
  const intl = useIntl();
  const places = useMemo(
    () =>
      resellers.flatMap((reseller): MapPlace[] =>
        reseller.latitude === undefined || reseller.longitude === undefined
          ? []
          : [
              {
                name: reseller.name,
                caption: `${reseller.zip} ${reseller.city}`.trim(),
                latitude: reseller.latitude,
                longitude: reseller.longitude,
              },
            ],
      ),
    [resellers],
  );
  const view = useMemo(() => ({ center, zoom }), [center, zoom]);
  return (
    <ConsentMap
      label={intl.formatMessage({ id: 'resellers.map' })}
      places={places}
      view={view}
      testId="resellers-map"
    />
  );
}
