const KST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** ISO-8601 in Korea time with its offset (api-contract §1: `2025-02-23T04:06:00+09:00`). */
export function toKstIso(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const shifted = new Date(date.getTime() + KST_OFFSET_MS).toISOString();
  return `${shifted.slice(0, 19)}+09:00`;
}

/** Ratings on the wire carry at most 2 decimals. */
export function roundRating(value: number | string | null | undefined): number {
  const n = Number(value ?? 0);
  return Number.isFinite(n) ? Math.round(n * 100) / 100 : 0;
}
