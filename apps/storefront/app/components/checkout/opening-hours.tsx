import { useIntl } from '~/i18n/intl';
import { type OpeningPeriod, openingWeek, timeOfDay, weekdayName } from '~/domain/opening-hours';
import { useRootData } from '~/hooks/use-root-data';

/**
 * A place's week of opening hours, Monday first, day names in the page's language and closed days
 * said; in a disclosure, so a list of points stays short. Nothing when the ERP sent no hours.
 */
export function OpeningHours({ periods }: { periods: readonly OpeningPeriod[] }) {
  const intl = useIntl();
  const { locale } = useRootData();
  const week = openingWeek(periods);
  if (week.length === 0) return null;
  return (
    <details className="w-full text-sm" data-testid="opening-hours">
      <summary className="cursor-pointer underline hover:no-underline">
        {intl.formatMessage({ id: 'checkout.pickup.hours' })}
      </summary>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4">
        {week.map(({ day, periods: open }) => (
          <div key={day} className="contents">
            <dt className="capitalize">{weekdayName(day, locale)}</dt>
            <dd>
              {open.length === 0
                ? intl.formatMessage({ id: 'checkout.pickup.closed' })
                : open
                    .map(({ from, to }) => `${timeOfDay(from, locale)}–${timeOfDay(to, locale)}`)
                    .join(', ')}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
