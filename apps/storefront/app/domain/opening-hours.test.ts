import { describe, expect, it } from 'vitest';
import { openingPeriod, openingWeek, timeOfDay, weekdayName } from './opening-hours';

describe('openingPeriod', () => {
  it("reads Odoo's attendance and drops one it cannot read", () => {
    expect(openingPeriod({ dayofweek: '4', hour_from: 8.5, hour_to: 12 })).toEqual({
      day: 4,
      from: 8.5,
      to: 12,
    });
    expect(openingPeriod({ dayofweek: '7', hour_from: 9, hour_to: 12 })).toBeUndefined();
    expect(openingPeriod({ dayofweek: 'x', hour_from: 9, hour_to: 12 })).toBeUndefined();
    expect(openingPeriod({ dayofweek: '1', hour_from: 14, hour_to: 12 })).toBeUndefined();
    expect(openingPeriod({ dayofweek: '1', hour_from: '9', hour_to: 12 })).toBeUndefined();
  });
});

describe('openingWeek', () => {
  it('gives the seven days from Monday, closed days empty, periods in order and joined when they touch', () => {
    const week = openingWeek([
      { day: 0, from: 13, to: 18 },
      { day: 0, from: 9, to: 13 },
      { day: 2, from: 14, to: 18 },
      { day: 2, from: 9, to: 12 },
    ]);
    expect(week.map((day) => day.day)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(week[0]?.periods).toEqual([{ from: 9, to: 18 }]);
    expect(week[1]?.periods).toEqual([]);
    expect(week[2]?.periods).toEqual([
      { from: 9, to: 12 },
      { from: 14, to: 18 },
    ]);
  });

  it('says nothing when the ERP sent no hours', () => {
    expect(openingWeek([])).toEqual([]);
  });
});

describe('names and times in the locale', () => {
  it("names Odoo's day 0 Monday and 6 Sunday", () => {
    expect(weekdayName(0, 'fr')).toBe('lundi');
    expect(weekdayName(6, 'de')).toBe('Sonntag');
    expect(weekdayName(2, 'nl')).toBe('woensdag');
  });

  it('writes decimal hours as times of day', () => {
    expect(timeOfDay(8.5, 'fr')).toBe('08:30');
    expect(timeOfDay(18, 'de')).toBe('18:00');
    expect(timeOfDay(13.25, 'en').replace(/\s/g, ' ')).toBe('01:15 PM');
  });
});
