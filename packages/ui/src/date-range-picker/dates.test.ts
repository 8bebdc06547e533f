import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  clampDate,
  daysInMonth,
  formatLong,
  formatShort,
  isIsoDate,
  monthsBetween,
  monthWeeks,
  ordered,
  startOfMonth,
  todayIso,
  weekday,
} from './dates';

describe('ISO dates', () => {
  it.each([
    ['2026-11-29', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['26-11-29', false],
    ['', false],
  ])('%s is a date: %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });

  it('takes today from the local calendar', () => {
    expect(todayIso(new Date(2026, 10, 29, 23, 59))).toBe('2026-11-29');
    expect(todayIso(new Date(2026, 0, 1, 0, 0))).toBe('2026-01-01');
  });

  it.each([
    ['2026-11-29', 1, '2026-11-30'],
    ['2026-11-30', 1, '2026-12-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2026-11-29', -29, '2026-10-31'],
  ])('%s + %i days = %s', (iso, days, expected) => {
    expect(addDays(iso, days)).toBe(expected);
  });

  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2026-11-15', 2, '2027-01-15'],
    ['2026-03-31', -1, '2026-02-28'],
    ['2026-11-29', -12, '2025-11-29'],
  ])('%s + %i months = %s', (iso, months, expected) => {
    expect(addMonths(iso, months)).toBe(expected);
  });

  it('knows month lengths, weekdays and month starts', () => {
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2026, 12)).toBe(31);
    expect(weekday('2026-11-29')).toBe(0);
    expect(weekday('2026-11-28')).toBe(6);
    expect(startOfMonth('2026-11-29')).toBe('2026-11-01');
    expect(monthsBetween('2026-11-29', '2027-01-01')).toBe(2);
    expect(monthsBetween('2026-11-29', '2026-11-01')).toBe(0);
  });

  it('lays a month out in weeks from Sunday', () => {
    const weeks = monthWeeks('2026-11-10');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
      '2026-11-07',
    ]);
    expect(weeks[4]).toEqual(['2026-11-29', '2026-11-30', null, null, null, null, null]);
    // February 2026 starts on a Sunday and fills exactly four weeks.
    expect(monthWeeks('2026-02-01')).toHaveLength(4);
  });

  it('orders, clamps and formats', () => {
    expect(ordered('2026-11-29', '2026-11-01')).toEqual(['2026-11-01', '2026-11-29']);
    expect(clampDate('2026-12-05', undefined, '2026-11-29')).toBe('2026-11-29');
    expect(clampDate('2026-10-05', '2026-11-01')).toBe('2026-11-01');
    expect(formatShort('2026-11-29')).toBe('2026.11.29');
    expect(formatLong('2026-11-03')).toBe('2026년 11월 3일 화요일');
  });

  it('agrees with the platform calendar for any day and offset', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1990-01-01T00:00:00Z'),
          max: new Date('2090-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: -800, max: 800 }),
        (date, days) => {
          const iso = date.toISOString().slice(0, 10);
          const expected = new Date(
            Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + days),
          );
          expect(addDays(iso, days)).toBe(expected.toISOString().slice(0, 10));
          expect(isIsoDate(addDays(iso, days))).toBe(true);
          expect(monthWeeks(iso).flat().filter(Boolean)).toHaveLength(
            daysInMonth(date.getUTCFullYear(), date.getUTCMonth() + 1),
          );
        },
      ),
    );
  });
});
