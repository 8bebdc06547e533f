// Dates, durations and numbers as the console shows them: Korean, in Korean time whatever the staff member's
// computer says (the service and its students are in Korea).

const TIME_ZONE = 'Asia/Seoul';
const dateTime = new Intl.DateTimeFormat('ko-KR', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const dateOnly = new Intl.DateTimeFormat('ko-KR', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const number = new Intl.NumberFormat('ko-KR');

const parts = (format: Intl.DateTimeFormat, iso: string) =>
  Object.fromEntries(format.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));

/** "2026.11.29 14:03" */
export function formatDateTime(iso: string): string {
  const p = parts(dateTime, iso);
  return `${p.year}.${p.month}.${p.day} ${p.hour}:${p.minute}`;
}

/** "2026.11.29" */
export function formatDate(iso: string): string {
  const p = parts(dateOnly, iso);
  return `${p.year}.${p.month}.${p.day}`;
}

/** A day of the chart axis, "11.3", from "2026-11-03". */
export function formatDayTick(day: string): string {
  const [, month, date] = day.split('-');
  return `${Number(month)}.${Number(date)}`;
}

/** A day in words, "11월 3일", from "2026-11-03". */
export function formatDayLabel(day: string): string {
  const [, month, date] = day.split('-');
  return `${Number(month)}월 ${Number(date)}일`;
}

/** How long, in the largest two units: "3일 4시간", "2시간 5분", "12분", "1분 미만". */
export function formatDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  if (minutes < 1) return '1분 미만';
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days > 0) return hours > 0 ? `${days}일 ${hours}시간` : `${days}일`;
  if (hours > 0) return rest > 0 ? `${hours}시간 ${rest}분` : `${hours}시간`;
  return `${rest}분`;
}

/** Seconds from `iso` to `now` (never negative). */
export function secondsSince(iso: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(iso).getTime()) / 1000));
}

export function formatCount(count: number, unit = '건'): string {
  return `${number.format(count)}${unit}`;
}

export function formatPercent(ratio: number): string {
  return `${Math.round(ratio * 100)}%`;
}

/** The first characters of a text on one line, for a table cell. */
export function excerpt(text: string, length = 60): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(line);
  return chars.length > length ? `${chars.slice(0, length).join('')}…` : line;
}

/** A day (YYYY-MM-DD) in Korean time. */
export function koreanDay(date: Date): string {
  const p = parts(dateOnly, date.toISOString());
  return `${p.year}-${p.month}-${p.day}`;
}

/** `word` with the particle 로/으로 its last syllable takes ("관리자로", "회사 계정으로", "Google로"). */
export function withRo(word: string): string {
  const last = word.trim().at(-1) ?? '';
  const code = last.charCodeAt(0) - 0xac00;
  if (code < 0 || code > 11171) return `${word}(으)로`;
  const final = code % 28;
  return final === 0 || final === 8 ? `${word}로` : `${word}으로`;
}
