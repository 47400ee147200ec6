/**
 * Opening hours as Odoo keeps them (resource.calendar.attendance, which shopinvader_api_delivery_pickup
 * sends as a pick-up site's `attendance_ids`): a weekday, `dayofweek` "0" for Monday to "6" for Sunday,
 * and hours as decimal numbers (8.5 is 08:30).
 */
export interface OpeningPeriod {
  /** 0 Monday … 6 Sunday, as Odoo numbers them. */
  day: number;
  from: number;
  to: number;
}

/** One day of the week and its periods in order; none when closed. */
export interface OpeningDay {
  day: number;
  periods: { from: number; to: number }[];
}

/** An attendance as sent; undefined for one that cannot be read (it then costs only itself). */
export function openingPeriod(attendance: {
  dayofweek: unknown;
  hour_from: unknown;
  hour_to: unknown;
}): OpeningPeriod | undefined {
  const day = Number(attendance.dayofweek);
  const { hour_from: from, hour_to: to } = attendance;
  if (!Number.isInteger(day) || day < 0 || day > 6) return undefined;
  if (typeof from !== 'number' || typeof to !== 'number') return undefined;
  if (!(from >= 0 && to <= 24 && from < to)) return undefined;
  return { day, from, to };
}

/**
 * The week from Monday to Sunday, each day with its periods in order and those that touch or overlap
 * joined (Odoo keeps a morning and an afternoon apart even without a break). Empty when the ERP sent
 * no hours: then nothing is said, rather than "closed" every day.
 */
export function openingWeek(periods: readonly OpeningPeriod[]): OpeningDay[] {
  if (periods.length === 0) return [];
  return [0, 1, 2, 3, 4, 5, 6].map((day) => {
    const sorted = periods.filter((period) => period.day === day).sort((a, b) => a.from - b.from);
    const joined: { from: number; to: number }[] = [];
    for (const { from, to } of sorted) {
      const last = joined.at(-1);
      if (last && from <= last.to) last.to = Math.max(last.to, to);
      else joined.push({ from, to });
    }
    return { day, periods: joined };
  });
}

/** The weekday's name in the locale (Odoo's 0 is Monday; 1 January 2024 was a Monday). */
export function weekdayName(day: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 1 + day)),
  );
}

/** A decimal hour as the locale writes a time of day: 8.5 is "08:30" in French, "08:30 AM" in English. */
export function timeOfDay(hour: number, locale: string): string {
  const minutes = Math.round(hour * 60);
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 1, 0, minutes)),
  );
}
