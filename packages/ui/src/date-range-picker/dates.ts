// Calendar arithmetic on ISO dates ("2026-11-29"), the only form DateRangePicker takes and gives. Dates are
// days, not instants: every calculation runs in UTC so a time zone or a daylight-saving change never moves one.

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY = 86_400_000;

/** Whether a string is a real calendar day in ISO form (2026-02-30 is not). */
export function isIsoDate(value: string): boolean {
  const match = ISO.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  return toIso(new Date(Date.UTC(y, m - 1, d))) === value;
}

const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const toIso = (date: Date) => date.toISOString().slice(0, 10);

/** Today in the viewer's own time zone. */
export function todayIso(now: Date = new Date()): string {
  return toIso(new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())));
}

export function addDays(iso: string, days: number): string {
  return toIso(new Date(toDate(iso).getTime() + days * DAY));
}

/** The same day some months later, on the month's last day when it has no such day (1월 31일 + 1 → 2월 28일). */
export function addMonths(iso: string, months: number): string {
  const date = toDate(iso);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const last = daysInMonth(target.getUTCFullYear(), target.getUTCMonth() + 1);
  target.setUTCDate(Math.min(date.getUTCDate(), last));
  return toIso(target);
}

/** Days in a month (month 1–12). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(iso: string): number {
  return toDate(iso).getUTCDay();
}

/** The first day of the month the date is in. */
export function startOfMonth(iso: string): string {
  return `${iso.slice(0, 8)}01`;
}

/** Months between two dates' months (same month → 0). */
export function monthsBetween(from: string, to: string): number {
  const [fy, fm] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))];
  const [ty, tm] = [Number(to.slice(0, 4)), Number(to.slice(5, 7))];
  return (ty - fy) * 12 + (tm - fm);
}

/** A month as weeks of seven cells from Sunday; cells outside the month are null. */
export function monthWeeks(month: string): (string | null)[][] {
  const first = startOfMonth(month);
  const length = daysInMonth(Number(first.slice(0, 4)), Number(first.slice(5, 7)));
  const cells: (string | null)[] = [
    ...Array.from({ length: weekday(first) }, () => null),
    ...Array.from({ length }, (_, i) => addDays(first, i)),
  ];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** The earlier and the later of two dates. */
export function ordered(a: string, b: string): [string, string] {
  return a <= b ? [a, b] : [b, a];
}

/** A date kept within optional bounds. */
export function clampDate(iso: string, min?: string, max?: string): string {
  if (min && iso < min) return min;
  if (max && iso > max) return max;
  return iso;
}

const WEEKDAYS_LONG = ['일요일', '월요일', '화요일', '수요일', '목요일', '금요일', '토요일'];

/** "2026.11.29" */
export function formatShort(iso: string): string {
  return iso.replaceAll('-', '.');
}

/** "2026년 11월 29일 일요일" */
export function formatLong(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${y}년 ${m}월 ${d}일 ${WEEKDAYS_LONG[weekday(iso)]}`;
}
